import { type Lang, localeOf, storeTimeZone, translate } from '@store/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountRetention } from '../config.ts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { Messaging } from '../messaging/index.ts';
import type { PrivacyService } from './privacy-service.ts';

const day = 24 * 3600_000;
/** Accounts told or deleted per run: a few hundred short transactions; the next day goes on. */
const perRun = 200;

export interface InactiveAccountsResult {
  warned: number;
  deleted: number;
  /** Not deleted: an order still on its way (tried again the next day). */
  kept: number;
}

/**
 * The last time an account was used: created, signed in (a session begins at each sign-in) or an
 * order placed. Deleted accounts have neither phone nor e-mail and are left out.
 */
const lastUsed = sql`greatest(
  ${users.createdAt},
  (select max(s.created_at) from sessions s where s.user_id = ${users.id}),
  (select max(o.created_at) from orders o where o.user_id = ${users.id}))`;

/**
 * Applies the account retention as of `now` (docs/decisions/0067): an account unused for `inactiveDays` less
 * `warningDays` is told once, by SMS (or e-mail without a phone), in its language, when it will be
 * deleted; one still unused `warningDays` after being told is deleted as its owner would delete it
 * (`deleteAccount`: anonymized, orders kept without a person). Using it after being told starts the
 * count again. Safe on two instances at once: each account is claimed under its row's lock.
 */
export async function applyAccountRetention(
  deps: {
    db: Db;
    messaging: Pick<Messaging, 'sms' | 'email'>;
    privacy: Pick<PrivacyService, 'deleteAccount'>;
  },
  rules: AccountRetention,
  now: Date,
): Promise<InactiveAccountsResult> {
  const { db } = deps;
  const result: InactiveAccountsResult = { warned: 0, deleted: 0, kept: 0 };
  const warnBefore = new Date(now.getTime() - (rules.inactiveDays - rules.warningDays) * day);
  const deleteAt = new Date(now.getTime() + rules.warningDays * day);

  const toWarn = await queryRows<{ id: number }>(
    db,
    sql`select ${users.id} as id from ${users}
      where (${users.phone} is not null or ${users.email} is not null)
        and ${lastUsed} < ${warnBefore}
        and (${users.inactivityWarnedAt} is null or ${users.inactivityWarnedAt} < ${lastUsed})
      order by ${users.id} limit ${perRun}`,
  );
  for (const { id } of toWarn) {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(eq(users.id, Number(id)))
        .for('update');
      // Told by another instance meanwhile, or deleted.
      if (!user || (!user.phone && !user.email)) return;
      if (user.inactivityWarnedAt && user.inactivityWarnedAt.getTime() >= warnBefore.getTime()) return;
      const lang: Lang = user.lang === 'ar' ? 'ar' : 'en';
      const date = new Intl.DateTimeFormat(localeOf(lang), {
        dateStyle: 'long',
        timeZone: storeTimeZone,
      }).format(deleteAt);
      const body = translate(lang, 'account.inactiveWarning', { date });
      if (user.phone) await deps.messaging.sms.send({ channel: 'sms', to: user.phone, body }, { via: tx });
      else
        await deps.messaging.email.send(
          {
            channel: 'email',
            to: user.email!,
            subject: translate(lang, 'account.inactiveWarningSubject'),
            body,
          },
          { via: tx },
        );
      await tx.update(users).set({ inactivityWarnedAt: now }).where(eq(users.id, user.id));
      result.warned++;
    });
  }

  const toDelete = await queryRows<{ id: number }>(
    db,
    sql`select ${users.id} as id from ${users}
      where (${users.phone} is not null or ${users.email} is not null)
        and ${users.inactivityWarnedAt} <= ${new Date(now.getTime() - rules.warningDays * day)}
        and ${lastUsed} < ${users.inactivityWarnedAt}
      order by ${users.id} limit ${perRun}`,
  );
  for (const { id } of toDelete) {
    try {
      await deps.privacy.deleteAccount(Number(id));
      await db
        .update(users)
        .set({ inactivityWarnedAt: null })
        .where(and(eq(users.id, Number(id)), isNull(users.phone), isNull(users.email)));
      result.deleted++;
    } catch (error) {
      // An order on its way: kept until it is delivered or cancelled (the owner is told so too).
      if (error instanceof ApiError && error.statusCode === 422) result.kept++;
      else throw error;
    }
  }
  return result;
}

/** The daily run on the store's runner, once across all instances: 01:00 UTC (03:00 in Cairo). */
export function defineAccountRetention(
  jobs: JobRunner,
  deps: {
    db: Db;
    messaging: Pick<Messaging, 'sms' | 'email'>;
    privacy: Pick<PrivacyService, 'deleteAccount'>;
    rules: AccountRetention;
    log: { info(object: object, message: string): void };
  },
) {
  return jobs.defineRecurring(
    'privacy.inactive-accounts',
    async () => {
      const result = await applyAccountRetention(deps, deps.rules, jobs.clock.now());
      deps.log.info({ ...result }, 'unused accounts told and deleted');
    },
    { everyMs: day, offsetMs: 3600_000, maxAttempts: 3, timeoutMs: 60_000 },
  );
}
