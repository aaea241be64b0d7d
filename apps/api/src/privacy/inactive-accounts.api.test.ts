import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRetentionDefaults } from '../config.ts';
import { outboxMessages, sessions, users } from '../db/schema.ts';
import { build, shopper, type TestStore } from '../test/build.ts';

/**
 * Accounts nobody uses are told, then deleted (docs/decisions/0067), by the daily job on the store's runner and
 * its fake clock: told once in their language, kept when used after being told, deleted as their
 * owner would delete them.
 */
let store: TestStore;
const day = 24 * 3600_000;
const start = new Date();
const { inactiveDays, warningDays } = accountRetentionDefaults;

beforeAll(async () => {
  store = await build({ jobsClockStart: start });
});
afterAll(() => store?.close());

/** The day's run at a moment (scheduled as a started runner would), and the messages it queues. */
async function runAt(at: Date) {
  store.clock.set(new Date(at.getTime() - day));
  await store.jobs.scheduleRecurring('privacy.inactive-accounts');
  store.clock.set(at);
  await store.jobs.runDue();
}

const userRow = async (id: number) => (await store.db.select().from(users).where(eq(users.id, id)))[0]!;
/** The messages to a phone other than its sign-up code. */
const messagesTo = async (phone: string) =>
  (await store.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).filter(
    (message) => message.code === null,
  );

describe('unused accounts', () => {
  it('are told by SMS in their language, deleted a month on, and kept when used in between', async () => {
    const idle = await shopper(store, 'ar');
    const back = await shopper(store);
    const [idlePhone, backPhone] = [(await userRow(idle.userId)).phone!, (await userRow(back.userId)).phone!];

    // A day before the warning is due: nobody is told.
    await runAt(new Date(start.getTime() + (inactiveDays - warningDays - 1) * day));
    expect(await messagesTo(idlePhone)).toEqual([]);

    const told = new Date(start.getTime() + (inactiveDays - warningDays + 1) * day);
    await runAt(told);
    const [message] = await messagesTo(idlePhone);
    expect(message?.body).toContain('سنحذفه يوم');
    // The date in the reader's digits.
    expect(message?.body).toMatch(/[٠-٩]{4}/);
    expect((await messagesTo(backPhone))[0]?.body).toContain('will delete it on');
    expect((await userRow(idle.userId)).inactivityWarnedAt).not.toBeNull();
    // The next day's run tells nobody twice.
    await runAt(new Date(told.getTime() + day));
    expect(await messagesTo(idlePhone)).toHaveLength(1);

    // One of them signs in after being told.
    await store.db.insert(sessions).values({
      userId: back.userId,
      tokenHash: 'a'.repeat(64),
      createdAt: new Date(told.getTime() + 2 * day),
      expiresAt: new Date(told.getTime() + 60 * day),
    });

    await runAt(new Date(told.getTime() + (warningDays + 1) * day));
    const deleted = await userRow(idle.userId);
    expect(deleted).toMatchObject({
      phone: null,
      email: null,
      firstName: '',
      lastName: '',
      passwordHash: null,
    });
    const kept = await userRow(back.userId);
    expect(kept.phone).toBe(backPhone);
    expect(kept.firstName).toBe('Test');
  });
});
