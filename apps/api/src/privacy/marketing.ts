import { createHash, randomBytes } from 'node:crypto';
import {
  type MarketingChannel,
  marketingConsentKind,
  marketingText,
  type OptOutState,
  optOutLinkDays,
  optOutPath,
  type StaffMarketingMessage,
  type staffMarketingBody,
} from '@store/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { consents, marketingMessages, optOutTokens, staff, users } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { Messaging } from '../messaging/index.ts';
import { recordConsent } from './consents.ts';

/**
 * Marketing messages and their one-tap opt-out (docs/decisions/0089). A message goes only to the
 * customers whose latest consent row for that channel's marketing grants it, each in their language
 * with a link of their own; the link's token is random (32 bytes), only its SHA-256 kept, so the
 * table cannot be turned back into links.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The customers a message on `channel` may reach now: latest consent row granted, and an address for it. */
function audienceQuery(db: Db | Tx, channel: MarketingChannel) {
  const kind = marketingConsentKind[channel];
  const latest = db
    .selectDistinctOn([consents.userId], { userId: consents.userId, granted: consents.granted })
    .from(consents)
    .where(eq(consents.kind, kind))
    .orderBy(consents.userId, desc(consents.id))
    .as('latest');
  return db
    .select({ id: users.id, phone: users.phone, email: users.email, lang: users.lang })
    .from(users)
    .innerJoin(latest, eq(latest.userId, users.id))
    .where(and(eq(latest.granted, true), isNotNull(channel === 'sms' ? users.phone : users.email)))
    .orderBy(users.id);
}

export async function marketingAudience(db: Db) {
  const [sms, email] = await Promise.all([audienceQuery(db, 'sms'), audienceQuery(db, 'email')]);
  return { sms: sms.length, email: email.length };
}

export async function marketingHistory(db: Db): Promise<StaffMarketingMessage[]> {
  const rows = await db
    .select({ message: marketingMessages, sentBy: staff.name })
    .from(marketingMessages)
    .innerJoin(staff, eq(staff.id, marketingMessages.sentBy))
    .orderBy(desc(marketingMessages.createdAt), desc(marketingMessages.id))
    .limit(100);
  return rows.map(({ message, sentBy }) => ({
    id: message.id,
    channel: message.channel,
    subjectEn: message.subjectEn,
    subjectAr: message.subjectAr,
    bodyEn: message.bodyEn,
    bodyAr: message.bodyAr,
    recipients: message.recipients,
    sentBy,
    createdAt: message.createdAt.toISOString(),
  }));
}

/**
 * Sends one marketing message: kept, then queued (the `send-message` job) to every consenting
 * customer in their language with their own opt-out link; all in one transaction, so a failure queues
 * nothing; audited. `origin` makes the link absolute (the store's public origin).
 */
export async function sendMarketing(
  db: Db,
  messaging: Pick<Messaging, 'sms' | 'email'>,
  member: { id: number },
  input: z.infer<typeof staffMarketingBody>,
  origin: string,
  now = new Date(),
): Promise<number> {
  const kind = marketingConsentKind[input.channel];
  return db.transaction(async (tx) => {
    const people = await audienceQuery(tx, input.channel);
    const [row] = await tx
      .insert(marketingMessages)
      .values({
        channel: input.channel,
        subjectEn: input.subjectEn ?? '',
        subjectAr: input.subjectAr ?? '',
        bodyEn: input.bodyEn,
        bodyAr: input.bodyAr,
        recipients: people.length,
        sentBy: member.id,
        createdAt: now,
      })
      .returning({ id: marketingMessages.id });
    const messageId = row!.id;
    const expiresAt = new Date(now.getTime() + optOutLinkDays * 86_400_000);
    for (const person of people) {
      const lang = person.lang === 'ar' ? 'ar' : 'en';
      const token = randomBytes(32).toString('base64url');
      await tx
        .insert(optOutTokens)
        .values({ tokenHash: hashOf(token), userId: person.id, kind, messageId, expiresAt, createdAt: now });
      const link = `${origin}${optOutPath(lang, token)}`;
      const body = marketingText(lang, lang === 'ar' ? input.bodyAr : input.bodyEn, link);
      await messaging[input.channel].send(
        input.channel === 'sms'
          ? { channel: 'sms', to: person.phone!, body }
          : {
              channel: 'email',
              to: person.email!,
              subject: lang === 'ar' ? input.subjectAr : input.subjectEn,
              body,
              unsubscribeUrl: link,
            },
        { via: tx },
      );
    }
    await writeAudit(tx, {
      staffId: member.id,
      action: 'marketing.send',
      entity: 'marketing_message',
      entityId: messageId,
      before: null,
      after: { channel: input.channel, recipients: people.length },
      at: now,
    });
    return messageId;
  });
}

const channelOf = (kind: string): MarketingChannel => (kind === 'marketing_sms' ? 'sms' : 'email');

async function tokenRow(db: Db | Tx, token: string, lock: boolean) {
  const query = db
    .select()
    .from(optOutTokens)
    .where(eq(optOutTokens.tokenHash, hashOf(token)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

function checked(row: Awaited<ReturnType<typeof tokenRow>>, now: Date) {
  if (!row) throw new ApiError(404, 'optOut.notFound');
  if (!row.usedAt && row.expiresAt.getTime() <= now.getTime())
    throw new ApiError(422, 'optOut.expired', {}, ['optOut.expired']);
  return row;
}

/** What a link would withdraw, and whether it has been used: the confirmation page. */
export async function optOutState(db: Db, token: string, now = new Date()): Promise<OptOutState> {
  const row = checked(await tokenRow(db, token, false), now);
  return { kind: row.kind as OptOutState['kind'], channel: channelOf(row.kind), used: row.usedAt !== null };
}

/**
 * Withdraws the link's consent: a consent row (the customer, the kind, the notice's version, now,
 * channel 'link') and the token marked used, in one transaction. Used again it changes nothing.
 */
export async function useOptOut(db: Db, token: string, now = new Date()): Promise<OptOutState> {
  return db.transaction(async (tx) => {
    const row = checked(await tokenRow(tx, token, true), now);
    if (!row.usedAt) {
      await recordConsent(tx, row.userId, row.kind as OptOutState['kind'], false, 'link');
      await tx.update(optOutTokens).set({ usedAt: now }).where(eq(optOutTokens.tokenHash, row.tokenHash));
    }
    return { kind: row.kind as OptOutState['kind'], channel: channelOf(row.kind), used: true };
  });
}
