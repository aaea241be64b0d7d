import { type ConsentChannel, type ConsentKind, type ConsentState, consentKinds } from '@store/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { consents } from '../db/schema.ts';
import { currentNoticeKey, newestNoticeVersion } from './privacy-notice.ts';

/**
 * A consent given or withdrawn: always a new row, the history is kept (docs/decisions/0067). Channel
 * 'link': withdrawn through a marketing message's opt-out link (docs/decisions/0089). The version is
 * the notice's newest published one, or the code's before any (docs/decisions/0092).
 */
export async function recordConsent(
  db: Pick<Db, 'insert' | 'select'>,
  userId: number,
  kind: ConsentKind,
  granted: boolean,
  channel: ConsentChannel | 'link',
) {
  const [row] = await db
    .insert(consents)
    .values({ userId, kind, granted, channel, version: await currentNoticeKey(db) })
    .returning();
  return row!;
}

/** Whether the latest row of a kind gives the consent (never asked: no). */
export async function hasCurrentConsent(db: Db, userId: number, kind: ConsentKind) {
  const [row] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
    .orderBy(desc(consents.id))
    .limit(1);
  return row?.granted ?? false;
}

/** Every consent row of a user, oldest first (the data download's history). */
export function consentHistory(db: Db, userId: number) {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
}

/** The current state of every kind: its latest row, or never asked. */
export async function currentConsents(db: Db, userId: number): Promise<ConsentState[]> {
  const latest = new Map<string, { granted: boolean; version: string; createdAt: Date }>();
  for (const row of await consentHistory(db, userId)) latest.set(row.kind, row);
  return consentKinds.map((kind) => {
    const row = latest.get(kind);
    return {
      kind,
      granted: row?.granted ?? false,
      version: row?.version ?? null,
      at: row?.createdAt.toISOString() ?? null,
    };
  });
}

/**
 * Whether the customer is asked to agree to the notice again (docs/decisions/0092): a version was
 * published and their latest privacy row does not grant that one (an older version, withdrawn, or
 * none). Before any published version nobody is asked: the code's notice is the one they accepted.
 */
export async function asksNoticeAgain(db: Db, userId: number): Promise<boolean> {
  const newest = await newestNoticeVersion(db);
  if (newest === null) return false;
  const [row] = await db
    .select({ granted: consents.granted, version: consents.version })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, 'privacy')))
    .orderBy(desc(consents.id))
    .limit(1);
  return !(row?.granted && row.version === String(newest));
}
