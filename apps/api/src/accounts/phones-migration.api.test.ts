import { readFileSync } from 'node:fs';
import { normalizePhone } from '@store/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, phoneDuplicates, signUps, users } from '../db/schema.ts';
import { build, queuedCode, type TestStore } from '../test/build.ts';

/**
 * Migration 0051 (docs/decisions/0073) on accounts kept before it: every number in its one form,
 * except a second account with the same number written differently, which is reported for staff
 * (never merged), and a number that is no mobile one. Its statements are run again here on rows
 * written the old ways.
 */
let store: TestStore;
beforeAll(async () => {
  store = await build({ seed: false });
});
afterAll(() => store?.close());

const statements = readFileSync(new URL('../../drizzle/0051_phones_in_one_form.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.startsWith('-- normalize'));

const run = async (statement: string) => store.db.execute(sql.raw(statement));

describe('migration 0051 on numbers written the old ways', () => {
  it("reads numbers as the contract's normalizePhone does", async () => {
    const [createFunction] = statements;
    expect(createFunction).toMatch(/CREATE OR REPLACE FUNCTION "phone_e164_0051"/);
    await run(createFunction!);
    const samples = [
      '01012345678',
      '1012345678',
      '01112345678',
      '01212345678',
      '01512345678',
      '01312345678',
      '0223456789',
      '034251234',
      '12345678',
      '0101234567',
      '010123456789',
      '٠١٠١٢٣٤٥٦٧٨',
      '۰۱۰۱۲۳۴۵۶۷۸',
      '+201012345678',
      '00201012345678',
      '201012345678',
      '010 1234 5678',
      '010-1234-5678',
      '+20 10 1234 5678',
      '+447911123456',
    ];
    for (const sample of samples) {
      const { rows } = (await store.db.execute(sql`select "phone_e164_0051"(${sample}) as e164`)) as {
        rows: { e164: string | null }[];
      };
      expect(rows[0]?.e164 ?? null, sample).toBe(normalizePhone(sample));
    }
    await run('DROP FUNCTION "phone_e164_0051"(text)');
  });

  it('writes each number in its one form and reports, never merges, a second account with it', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const account = (phone: string, minutes: number, email: string) => ({
      firstName: 'Old',
      lastName: 'Account',
      phone,
      email,
      phoneVerifiedAt: at(minutes),
      createdAt: at(minutes),
    });
    const rows = await store.db
      .insert(users)
      .values([
        account('01012340001', 1, 'first@example.com'),
        account('1012340001', 2, 'second@example.com'), // the same number, written without the 0
        account('٠١٠١٢٣٤٠٠٠٢', 3, 'arabic@example.com'),
        account('0223456789', 4, 'landline@example.com'),
        account('01112340003', 5, 'plain@example.com'),
        account('01212340004', 6, 'older@example.com'),
        account('+201212340004', 7, 'one.form@example.com'), // already in the one form: it keeps it
      ])
      .returning({ id: users.id, email: users.email });
    const id = (email: string) => rows.find((row) => row.email === email)!.id;
    await store.db.insert(signUps).values({
      id: 1_500_000_001,
      firstName: 'Waiting',
      lastName: 'Sign-up',
      email: 'waiting@example.com',
      phone: '01512340005',
      passwordHash: 'x',
      lang: 'en',
      emailTaken: false,
      phoneTaken: false,
      codeHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const [message] = await store.db
      .insert(contactMessages)
      .values({ name: 'Writer', mobile: '01012340006', email: 'w@example.com', message: 'Hi', lang: 'ar' })
      .returning({ id: contactMessages.id });

    for (const statement of statements) await run(statement);
    // Run twice: nothing changes the second time (and nothing is reported twice).
    for (const statement of statements) await run(statement);

    const phones = await store.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .orderBy(asc(users.id));
    expect(phones).toEqual([
      { email: 'first@example.com', phone: '+201012340001' },
      { email: 'second@example.com', phone: '1012340001' },
      { email: 'arabic@example.com', phone: '+201012340002' },
      { email: 'landline@example.com', phone: '0223456789' },
      { email: 'plain@example.com', phone: '+201112340003' },
      { email: 'older@example.com', phone: '01212340004' },
      { email: 'one.form@example.com', phone: '+201212340004' },
    ]);
    const reported = await store.db
      .select({
        userId: phoneDuplicates.userId,
        phone: phoneDuplicates.phone,
        normalized: phoneDuplicates.normalized,
        holderId: phoneDuplicates.holderId,
        reason: phoneDuplicates.reason,
        resolvedAt: phoneDuplicates.resolvedAt,
      })
      .from(phoneDuplicates)
      .orderBy(asc(phoneDuplicates.userId));
    expect(reported).toEqual([
      {
        userId: id('second@example.com'),
        phone: '1012340001',
        normalized: '+201012340001',
        holderId: id('first@example.com'),
        reason: 'duplicate',
        resolvedAt: null,
      },
      {
        userId: id('landline@example.com'),
        phone: '0223456789',
        normalized: null,
        holderId: null,
        reason: 'not-mobile',
        resolvedAt: null,
      },
      {
        userId: id('older@example.com'),
        phone: '01212340004',
        normalized: '+201212340004',
        holderId: id('one.form@example.com'),
        reason: 'duplicate',
        resolvedAt: null,
      },
    ]);
    const [waiting] = await store.db
      .select({ phone: signUps.phone })
      .from(signUps)
      .where(eq(signUps.id, 1_500_000_001));
    expect(waiting?.phone).toBe('+201512340005');
    const [written] = await store.db
      .select({ mobile: contactMessages.mobile })
      .from(contactMessages)
      .where(eq(contactMessages.id, message!.id));
    expect(written?.mobile).toBe('+201012340006');

    // From now on the number is one: no new row can take it again…
    await expect(
      store.db.insert(users).values({ firstName: 'New', lastName: 'One', phone: '+201012340001' }),
    ).rejects.toThrow();
    // …and every spelling of it, the reported account's too, signs in to the account that kept it.
    const post = (url: string, payload: Record<string, unknown>) =>
      store.app.inject({ method: 'POST', url, payload, remoteAddress: '10.97.0.1' });
    expect((await post('/api/login/phone', { phone: '1012340001' })).statusCode).toBe(200);
    const verified = await post('/api/login/phone/verify', {
      phone: '+20 10 1234 0001',
      code: (await queuedCode(store, '01012340001'))!,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.user).toMatchObject({ id: id('first@example.com'), phone: '01012340001' });
  });
});
