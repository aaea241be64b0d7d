import { normalizePhone } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../db/schema.ts';
import { build, queuedCode, shopper, type TestStore } from '../test/build.ts';

/** Sign-in with the mobile number and a texted code (decision 0065). */
let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store?.close());

let addressCount = 0;
/** A caller of its own address (the per-address limits do not mix the tests up). */
function from(lang: 'en' | 'ar' = 'en') {
  addressCount += 1;
  const remoteAddress = `10.88.0.${addressCount}`;
  const post = (url: string, payload: Record<string, unknown>) =>
    store.app.inject({ method: 'POST', url, headers: { 'content-language': lang }, payload, remoteAddress });
  return { post };
}
const arabic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe('sign-in with the mobile number', () => {
  it('makes an account on a number’s first sign-in, typed in Arabic-Indic digits, and signs it in again later', async () => {
    const phone = '01099887761';
    const caller = from('ar');
    const sent = await caller.post('/api/login/phone', { phone: arabic(phone) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.retryAfterSeconds).toBe(30);
    const code = await queuedCode(store, phone);
    expect(code).toMatch(/^\d{4}$/);
    const verified = await caller.post('/api/login/phone/verify', {
      phone,
      code: arabic(code!),
      deviceType: 'web',
      deviceId: 'phone-login-1',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const first = verified.json().data;
    expect(first.newAccount).toBe(true);
    expect(first.user).toMatchObject({ phone, email: null, first_name: '', phoneVerified: true });
    // The session works: the profile is the new account's.
    const profile = await store.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(profile.json().data.user.id).toBe(first.user.id);

    // Later, from another device: the same account, not a new one. The first code is spent.
    const again = from();
    expect(
      (await again.post('/api/login/phone/verify', { phone, code: code! })).json().validation,
    ).toHaveLength(1);
    // 30 s between sends to a number.
    expect((await again.post('/api/login/phone', { phone })).statusCode).toBe(429);
    await store.db.execute(
      sql`update verification_codes set created_at = created_at - interval '1 minute' where sent_to = ${normalizePhone(phone)}`,
    );
    expect((await again.post('/api/login/phone', { phone })).statusCode).toBe(200);
    const second = await again.post('/api/login/phone/verify', {
      phone,
      code: (await queuedCode(store, phone))!,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ newAccount: false, user: { id: first.user.id } });
    expect(
      await store.db
        .select()
        .from(users)
        .where(eq(users.phone, normalizePhone(phone)!)),
    ).toHaveLength(1);
  });

  it('lets an account made by a phone sign-in save its name with no e-mail; an e-mail account keeps one', async () => {
    const phone = '01099887762';
    const caller = from('ar');
    await caller.post('/api/login/phone', { phone });
    const verified = await caller.post('/api/login/phone/verify', {
      phone,
      code: (await queuedCode(store, phone))!,
    });
    const token = verified.json().data.token as string;
    const save = (bearer: string, payload: Record<string, unknown>, lang = 'en') =>
      store.app.inject({
        method: 'POST',
        url: '/api/profile',
        headers: { authorization: `Bearer ${bearer}`, 'content-language': lang },
        payload,
      });
    const named = await save(token, { first_name: 'منى', last_name: 'سالم', phone, email: '  ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.user).toMatchObject({ first_name: 'منى', email: null });
    // A bad address is still refused, and one given is kept.
    expect(
      (await save(token, { first_name: 'منى', last_name: 'سالم', phone, email: 'mona@' })).statusCode,
    ).toBe(422);
    const given = await save(token, {
      first_name: 'منى',
      last_name: 'سالم',
      phone,
      email: 'Mona.Salem@example.com',
    });
    expect(given.json().data.user.email).toBe('mona.salem@example.com');

    // Now it has one, it cannot be emptied: the message says why, in the caller's language.
    const emptied = await save(token, { first_name: 'منى', last_name: 'سالم', phone, email: '' }, 'ar');
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().validation).toEqual([
      'يسجّل حسابك الدخول ببريده الإلكتروني: يمكنك تغييره لكن لا يمكن تركه فارغًا.',
    ]);
    const [row] = await store.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.phone, normalizePhone(phone)!));
    expect(row?.email).toBe('mona.salem@example.com');
  });

  it('signs a registered customer in by their verified number, and answers the same for any number', async () => {
    const customer = await shopper(store);
    const me = (
      await store.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).json().data.user;
    const caller = from();
    const known = await caller.post('/api/login/phone', { phone: me.phone });
    const unknown = await from().post('/api/login/phone', { phone: '01288877766' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const verified = await caller.post('/api/login/phone/verify', {
      phone: me.phone,
      code: (await queuedCode(store, me.phone))!,
    });
    expect(verified.json().data).toMatchObject({ newAccount: false, user: { id: customer.userId } });
  });

  it('refuses a wrong code (counted, then locked), a code for another number, and bad numbers, in Arabic', async () => {
    const phone = '01511122233';
    const caller = from('ar');
    await caller.post('/api/login/phone', { phone });
    const code = (await queuedCode(store, phone))!;
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await caller.post('/api/login/phone/verify', { phone, code: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().validation[0]).toMatch(/[\u0600-\u06FF]/);
    // The right code for another number is no code for this one.
    expect((await caller.post('/api/login/phone/verify', { phone: '01511122234', code })).statusCode).toBe(
      422,
    );
    for (let i = 0; i < 4; i++) await caller.post('/api/login/phone/verify', { phone, code: wrong });
    // Five wrong tries: even the right code is refused now.
    expect((await caller.post('/api/login/phone/verify', { phone, code })).statusCode).toBe(429);
    const bad = await caller.post('/api/login/phone', { phone: '01x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a number an account holds without having confirmed it', async () => {
    const phone = '01277766655';
    await store.db.insert(users).values({
      firstName: 'Unconfirmed',
      lastName: 'Holder',
      phone: normalizePhone(phone),
      email: 'holder@example.com',
    });
    const caller = from();
    await caller.post('/api/login/phone', { phone });
    const answer = await caller.post('/api/login/phone/verify', {
      phone,
      code: (await queuedCode(store, phone))!,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/has not confirmed it/);
  });

  it('sends the code by WhatsApp when asked where a sender is offered, in the customer’s language', async () => {
    const channels = await store.app.inject({ method: 'GET', url: '/api/login/phone/channels' });
    expect(channels.json().data.channels).toEqual(['sms', 'whatsapp']);
    const phone = '01099887769';
    const caller = from('ar');
    const sent = await caller.post('/api/login/phone', { phone, channel: 'whatsapp' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      data: { channel: 'whatsapp' },
      message: 'تم إرسال رمز جديد عبر واتساب',
    });
    const [queued] = await store.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'send-message'), sql`${jobs.payload}->>'to' = ${normalizePhone(phone)}`));
    expect(queued!.payload).toMatchObject({ channel: 'whatsapp', lang: 'ar' });
    const verified = await caller.post('/api/login/phone/verify', {
      phone,
      code: (await queuedCode(store, phone))!,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // Nothing else than the two channels.
    const wrong = await from().post('/api/login/phone', { phone: '01099887768', channel: 'pigeon' });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('sign-in codes where no WhatsApp sender is configured (production)', () => {
  it('offers SMS only, and sends by SMS a code asked for by WhatsApp', async () => {
    const production = await build({
      accounts: {
        storeMode: 'production',
        sessionSecret: 'a-production-secret-of-at-least-32-chars',
        smtp: { url: 'smtp://127.0.0.1:2525', from: 'store@example.com' },
        smsWebhook: { url: 'http://127.0.0.1:9/sms', token: null },
      },
      shop: { allowTestGateway: true },
    });
    try {
      const channels = await production.app.inject({ method: 'GET', url: '/api/login/phone/channels' });
      expect(channels.json().data.channels).toEqual(['sms']);
      const sent = await production.app.inject({
        method: 'POST',
        url: '/api/login/phone',
        payload: { phone: '01099887767', channel: 'whatsapp' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ data: { channel: 'sms' }, message: 'A new code has been sent' });
      const [queued] = await production.db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(eq(jobs.name, 'send-message'));
      expect(queued!.payload).toMatchObject({ channel: 'sms', to: '+201099887767' });
    } finally {
      await production.close();
    }
  });
});
