import {
  type Lang,
  noticeVersionKey,
  type PublishedPrivacyNotice,
  type StaffPrivacyNotice,
  type StaffPrivacyNoticeDraft,
  type StaffPrivacyNoticeVersion,
} from '@store/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { notifyCatalogueChange } from '../catalogue/index.ts';
import { cleanPage } from '../content/index.ts';
import type { Db } from '../db/client.ts';
import { privacyNoticeDrafts, privacyNoticeVersions, staff } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';

/**
 * The privacy notice edited in the console (docs/decisions/0092). A draft (one, both languages,
 * cleaned by the static pages' sanitizer) is saved as often as one likes and read by no customer;
 * publishing makes it the next version in one transaction: the lock (two publishes never take one
 * number), the check that no newer version was published since the editor's (409), the immutable
 * version row, the draft dropped, the audit row and the NOTIFY that makes every instance forget the
 * notice guests share.
 */

const entity = 'privacy_notice';

/** The newest published version's number, or null (the storefront's own notice). */
export async function newestNoticeVersion(db: Pick<Db, 'select'>): Promise<number | null> {
  const [row] = await db
    .select({ version: sql<number | null>`max(${privacyNoticeVersions.version})` })
    .from(privacyNoticeVersions);
  return row?.version ?? null;
}

/** What a consent records now: the newest published version, or the code's notice version. */
export async function currentNoticeKey(db: Pick<Db, 'select'>): Promise<string> {
  return noticeVersionKey(await newestNoticeVersion(db));
}

/** What a shopper reads: the newest version in one language, or null. */
export async function publishedNotice(db: Db, lang: Lang): Promise<PublishedPrivacyNotice | null> {
  const [row] = await db
    .select()
    .from(privacyNoticeVersions)
    .orderBy(desc(privacyNoticeVersions.version))
    .limit(1);
  return row
    ? {
        version: row.version,
        publishedAt: row.publishedAt.toISOString(),
        body: lang === 'ar' ? row.bodyAr : row.bodyEn,
      }
    : null;
}

const versionColumns = {
  version: privacyNoticeVersions.version,
  publishedAt: privacyNoticeVersions.publishedAt,
  staffName: staff.name,
};

async function noticeVersion(db: Db, version: number): Promise<StaffPrivacyNoticeVersion | null> {
  const [row] = await db
    .select({ ...versionColumns, bodyEn: privacyNoticeVersions.bodyEn, bodyAr: privacyNoticeVersions.bodyAr })
    .from(privacyNoticeVersions)
    .innerJoin(staff, eq(staff.id, privacyNoticeVersions.publishedBy))
    .where(eq(privacyNoticeVersions.version, version));
  return row ? { ...row, publishedAt: row.publishedAt.toISOString() } : null;
}

/** One version in both languages: old versions stay readable by staff. */
export async function staffNoticeVersion(db: Db, version: number) {
  const found = await noticeVersion(db, version);
  if (!found) throw notFound('privacyNotice.notFound');
  return found;
}

/** The draft, the newest version with its texts, and every version newest first. */
export async function staffNotice(db: Db): Promise<StaffPrivacyNotice> {
  const [versions, [draft]] = await Promise.all([
    db
      .select(versionColumns)
      .from(privacyNoticeVersions)
      .innerJoin(staff, eq(staff.id, privacyNoticeVersions.publishedBy))
      .orderBy(desc(privacyNoticeVersions.version)),
    db
      .select({
        bodyEn: privacyNoticeDrafts.bodyEn,
        bodyAr: privacyNoticeDrafts.bodyAr,
        savedAt: privacyNoticeDrafts.savedAt,
        staffName: staff.name,
      })
      .from(privacyNoticeDrafts)
      .innerJoin(staff, eq(staff.id, privacyNoticeDrafts.savedBy)),
  ]);
  const newest = versions[0];
  return {
    draft: draft ? { ...draft, savedAt: draft.savedAt.toISOString() } : null,
    current: newest ? await noticeVersion(db, newest.version) : null,
    versions: versions.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
  };
}

/** Both texts cleaned as the static pages are (a text with nothing left is 422), kept as the draft. */
export async function saveNoticeDraft(db: Db, who: { id: number }, body: StaffPrivacyNoticeDraft) {
  const { bodyEn, bodyAr } = cleanPage({ ...body, titleEn: '', titleAr: '' });
  await db.transaction(async (tx) => {
    const savedAt = new Date();
    await tx
      .insert(privacyNoticeDrafts)
      .values({ id: 1, bodyEn, bodyAr, savedBy: who.id, savedAt })
      .onConflictDoUpdate({
        target: privacyNoticeDrafts.id,
        set: { bodyEn, bodyAr, savedBy: who.id, savedAt },
      });
    await writeAudit(tx, {
      staffId: who.id,
      action: 'privacyNotice.draft',
      entity,
      entityId: 0,
      before: null,
      after: { length: { en: bodyEn.length, ar: bodyAr.length } },
      at: savedAt,
    });
  });
}

/** The draft published as the next version; returns its number. */
export async function publishNotice(db: Db, who: { id: number }, basedOn: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('privacy-notice'), 0)`);
    const current = (await newestNoticeVersion(tx)) ?? 0;
    if (current !== basedOn) throw new ApiError(409, 'privacyNotice.conflict');
    const [draft] = await tx.select().from(privacyNoticeDrafts).where(eq(privacyNoticeDrafts.id, 1));
    if (!draft) throw new ApiError(422, 'privacyNotice.noDraft');
    const version = current + 1;
    const publishedAt = new Date();
    const [row] = await tx
      .insert(privacyNoticeVersions)
      .values({ version, bodyEn: draft.bodyEn, bodyAr: draft.bodyAr, publishedBy: who.id, publishedAt })
      .returning({ id: privacyNoticeVersions.id });
    await tx.delete(privacyNoticeDrafts);
    await writeAudit(tx, {
      staffId: who.id,
      action: 'privacyNotice.publish',
      entity,
      entityId: row!.id,
      before: current === 0 ? null : { version: current },
      after: { version },
      at: publishedAt,
    });
    // Every instance forgets the notice guests share (kept with the static pages).
    await notifyCatalogueChange(tx, { branchId: 0, productId: 0 });
    return version;
  });
}
