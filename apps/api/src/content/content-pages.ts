import {
  type ContentPage,
  type ContentPageSlug,
  contentPageLimits,
  contentPageSlugs,
  type Lang,
  newestVersion,
  type StaffContentPageEdit,
  type StaffContentVersion,
} from '@store/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { notifyCatalogueChange } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { contentPageVersions, contentPageVersionTranslations, staff } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { hasText, sanitizeRichText } from './rich-text.ts';

/**
 * The static pages' versions (docs/decisions/0077). A save or a restore is one transaction: the
 * page's lock (so two saves never take one number), the check that no newer version was saved since
 * the editor's (409), the version and its two languages, the audit row, and the NOTIFY
 * (`catalogue_changes`) that makes every instance forget the pages guests share.
 */

/** What a shopper reads: the newest version in one language, or null (the storefront's own text). */
export async function publishedPage(db: Db, slug: ContentPageSlug, lang: Lang): Promise<ContentPage | null> {
  const [row] = await db
    .select({
      version: contentPageVersions.version,
      title: contentPageVersionTranslations.title,
      body: contentPageVersionTranslations.body,
      at: contentPageVersions.createdAt,
    })
    .from(contentPageVersions)
    .innerJoin(
      contentPageVersionTranslations,
      inLang(contentPageVersionTranslations, contentPageVersions.id, lang),
    )
    .where(eq(contentPageVersions.slug, slug))
    .orderBy(desc(contentPageVersions.version))
    .limit(1);
  return row
    ? { slug, version: row.version, title: row.title, body: row.body, updatedAt: row.at.toISOString() }
    : null;
}

/** Versions newest first, with both languages (bodies only when asked: the list leaves them out). */
async function versionsOf(db: Db, slug: ContentPageSlug, options: { version?: number; limit: number }) {
  const rows = await db
    .select({
      id: contentPageVersions.id,
      version: contentPageVersions.version,
      restoredFrom: contentPageVersions.restoredFrom,
      staffName: staff.name,
      at: contentPageVersions.createdAt,
      lang: contentPageVersionTranslations.lang,
      title: contentPageVersionTranslations.title,
      body: contentPageVersionTranslations.body,
    })
    .from(contentPageVersions)
    .innerJoin(staff, eq(staff.id, contentPageVersions.staffId))
    .innerJoin(
      contentPageVersionTranslations,
      eq(contentPageVersionTranslations.ownerId, contentPageVersions.id),
    )
    .where(
      and(
        eq(contentPageVersions.slug, slug),
        options.version === undefined ? undefined : eq(contentPageVersions.version, options.version),
      ),
    )
    .orderBy(desc(contentPageVersions.version))
    .limit(options.limit * 2);
  const byVersion = new Map<number, StaffContentVersion>();
  for (const row of rows) {
    const version = byVersion.get(row.version) ?? {
      version: row.version,
      titleEn: '',
      titleAr: '',
      bodyEn: '',
      bodyAr: '',
      restoredFrom: row.restoredFrom,
      staffName: row.staffName,
      at: row.at.toISOString(),
    };
    if (row.lang === 'ar') Object.assign(version, { titleAr: row.title, bodyAr: row.body });
    else Object.assign(version, { titleEn: row.title, bodyEn: row.body });
    byVersion.set(row.version, version);
  }
  return [...byVersion.values()];
}

const withoutBodies = ({ bodyEn: _en, bodyAr: _ar, ...rest }: StaffContentVersion) => rest;

export async function staffContentPages(db: Db) {
  const newest = await db
    .select({ slug: contentPageVersions.slug, version: sql<number>`max(${contentPageVersions.version})` })
    .from(contentPageVersions)
    .groupBy(contentPageVersions.slug);
  return Promise.all(
    contentPageSlugs.map(async (slug) => {
      const version = newest.find((row) => row.slug === slug)?.version;
      const [current] = version === undefined ? [] : await versionsOf(db, slug, { version, limit: 1 });
      return { slug, current: current ? withoutBodies(current) : null };
    }),
  );
}

export async function staffContentPage(db: Db, slug: ContentPageSlug) {
  const versions = await versionsOf(db, slug, { limit: contentPageLimits.versionsShown });
  return { slug, current: newestVersion(versions) ?? null, versions: versions.map(withoutBodies) };
}

export async function staffContentVersion(db: Db, slug: ContentPageSlug, version: number) {
  const [found] = await versionsOf(db, slug, { version, limit: 1 });
  if (!found) throw notFound('staffContent.notFound');
  return found;
}

/** Both languages cleaned; a text with nothing left once cleaned is refused (422 naming it). */
export function cleanPage(body: Omit<StaffContentPageEdit, 'basedOn'>) {
  const bodyEn = sanitizeRichText(body.bodyEn);
  const bodyAr = sanitizeRichText(body.bodyAr);
  const empty = [
    ...(hasText(bodyEn) ? [] : ['field.bodyEn' as const]),
    ...(hasText(bodyAr) ? [] : ['field.bodyAr' as const]),
  ];
  if (empty.length > 0)
    throw new ApiError(
      422,
      'staffContent.emptyAfterCleaning',
      {},
      empty.map(() => 'staffContent.emptyAfterCleaning'),
    );
  return { titleEn: body.titleEn, titleAr: body.titleAr, bodyEn, bodyAr };
}

type Clean = ReturnType<typeof cleanPage>;

async function addVersion(
  db: Db,
  who: { id: number },
  slug: ContentPageSlug,
  basedOn: number,
  content: (tx: Db) => Promise<{ page: Clean; restoredFrom: number | null }>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content-page'), hashtext(${slug}))`);
    const [newest] = await tx
      .select({ version: contentPageVersions.version })
      .from(contentPageVersions)
      .where(eq(contentPageVersions.slug, slug))
      .orderBy(desc(contentPageVersions.version))
      .limit(1);
    const current = newest?.version ?? 0;
    if (current !== basedOn) throw new ApiError(409, 'staffContent.conflict');
    const { page, restoredFrom } = await content(tx);
    const version = current + 1;
    const [row] = await tx
      .insert(contentPageVersions)
      .values({ slug, version, restoredFrom, staffId: who.id })
      .returning({ id: contentPageVersions.id });
    await tx.insert(contentPageVersionTranslations).values([
      { ownerId: row!.id, lang: 'en', title: page.titleEn, body: page.bodyEn },
      { ownerId: row!.id, lang: 'ar', title: page.titleAr, body: page.bodyAr },
    ]);
    await writeAudit(tx, {
      staffId: who.id,
      action: restoredFrom === null ? 'content.save' : 'content.restore',
      entity: 'content_page',
      entityId: row!.id,
      before: current === 0 ? null : { slug, version: current },
      after: { slug, version, restoredFrom, titleEn: page.titleEn, titleAr: page.titleAr },
      at: new Date(),
    });
    // Every instance forgets the pages guests share (the static pages' answers among them).
    await notifyCatalogueChange(tx, { branchId: 0, productId: 0 });
    return version;
  });
}

export function saveContentPage(
  db: Db,
  who: { id: number },
  slug: ContentPageSlug,
  body: StaffContentPageEdit,
) {
  const page = cleanPage(body);
  return addVersion(db, who, slug, body.basedOn, async () => ({ page, restoredFrom: null }));
}

/** A new version copying `from` (its text as it was cleaned then). */
export function restoreContentPage(
  db: Db,
  who: { id: number },
  slug: ContentPageSlug,
  from: number,
  basedOn: number,
) {
  return addVersion(db, who, slug, basedOn, async (tx) => {
    const old = await staffContentVersion(tx, slug, from);
    return { page: old, restoredFrom: from };
  });
}
