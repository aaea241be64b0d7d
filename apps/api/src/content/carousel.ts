import {
  type CarouselAudience,
  cairoDay,
  carouselLimits,
  carouselStatus,
  type Lang,
  type MessageKey,
  type StaffCarouselCreate,
  type StaffCarouselEdit,
  type StaffCarouselSlide,
  type StaffMember,
} from '@store/contract';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { mediaPath, notifyCatalogueChange } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { carousels, carouselTranslations } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { JobDefinition } from '../jobs/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { PictureRefused, storePicture } from '../storage/picture-copies.ts';

/**
 * The home carousel edited in the console (docs/decisions/0082). Every change is one transaction on
 * the locked slides: the version check (409 when someone changed the slide since the editor read it),
 * the write, the audit row (before and after), and the NOTIFY (`catalogue_changes`) that makes every
 * instance forget its guests' home pages.
 */

const entity = 'carousel';
/** Where the slides' uploaded pictures are; the files collector knows them by this folder. */
export const carouselPictureFolder = 'pictures/carousel';
/** Longer than any upload's transaction: files still unnamed by a row then were left by a crash. */
const collectUnrecordedAfterMs = 3600_000;

/** The file storage and the collector job of product pictures (0070), shared with the carousel. */
export interface CarouselPictureFiles {
  storage: FileStorage;
  collect: JobDefinition<{ key: string }>;
  now: () => Date;
}

const invalid = (key: MessageKey) => new ApiError(422, key, {}, [key]);

const audienceOf = (lang: string | null): CarouselAudience =>
  lang === 'en' || lang === 'ar' ? lang : 'both';

/** The image a slide shows: its uploaded picture's WebP copy, else the banner drawn from its text. */
export function slideImage(slide: { id: number; version: number; pictureKey: string | null }, lang: Lang) {
  return slide.pictureKey === null
    ? mediaPath.banner(slide.id, lang)
    : mediaPath.slide(slide.id, slide.version);
}

/** The slides a home page in `lang` shows on `today` (a Cairo day), in order. */
export async function homeSlides(db: Db, lang: Lang, today: string) {
  const rows = await db
    .select({
      id: carousels.id,
      url: carousels.url,
      title: carouselTranslations.title,
      subtitle: carouselTranslations.subtitle,
      version: carousels.version,
      pictureKey: carousels.pictureKey,
    })
    .from(carousels)
    .innerJoin(
      carouselTranslations,
      and(eq(carouselTranslations.ownerId, carousels.id), eq(carouselTranslations.lang, lang)),
    )
    .where(
      and(
        eq(carousels.hidden, false),
        or(isNull(carousels.lang), eq(carousels.lang, lang)),
        or(isNull(carousels.startsOn), lte(carousels.startsOn, today)),
        or(isNull(carousels.endsOn), gte(carousels.endsOn, today)),
      ),
    )
    .orderBy(asc(carousels.sort), asc(carousels.id));
  return rows.map(({ version, pictureKey, ...slide }) => ({
    ...slide,
    image: slideImage({ id: slide.id, version, pictureKey }, lang),
  }));
}

/** Every slide with both languages, in order, as the console lists them. */
export async function staffCarousel(db: Db, now = new Date()): Promise<StaffCarouselSlide[]> {
  const rows = await db.select().from(carousels).orderBy(asc(carousels.sort), asc(carousels.id));
  const texts = await db.select().from(carouselTranslations);
  const today = cairoDay(now);
  return rows.map((row, index) => {
    const text = (lang: Lang) => texts.find((t) => t.ownerId === row.id && t.lang === lang);
    return {
      id: row.id,
      version: row.version,
      position: index + 1,
      titleEn: text('en')?.title ?? '',
      titleAr: text('ar')?.title ?? '',
      subtitleEn: text('en')?.subtitle ?? '',
      subtitleAr: text('ar')?.subtitle ?? '',
      url: row.url,
      audience: audienceOf(row.lang),
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      hidden: row.hidden,
      status: carouselStatus(row, today),
      imageEn: slideImage(row, 'en'),
      imageAr: slideImage(row, 'ar'),
      uploaded: row.pictureKey !== null,
    };
  });
}

/** The slides locked in order (every change renumbers or checks them one at a time). */
async function lockedSlides(tx: Db) {
  return tx.select().from(carousels).orderBy(asc(carousels.sort), asc(carousels.id)).for('update');
}

type Row = Awaited<ReturnType<typeof lockedSlides>>[number];

function slideOf(rows: Row[], id: number, version: number): Row {
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('staffCarousel.notFound');
  if (row.version !== version) throw new ApiError(409, 'staffCarousel.conflict');
  return row;
}

async function textsOf(tx: Db, id: number) {
  const rows = await tx.select().from(carouselTranslations).where(eq(carouselTranslations.ownerId, id));
  return Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, subtitle: r.subtitle }]));
}

async function writeTexts(tx: Db, id: number, body: StaffCarouselCreate) {
  for (const [lang, title, subtitle] of [
    ['en', body.titleEn, body.subtitleEn],
    ['ar', body.titleAr, body.subtitleAr],
  ] as const)
    await tx
      .insert(carouselTranslations)
      .values({ ownerId: id, lang, title, subtitle })
      .onConflictDoUpdate({
        target: [carouselTranslations.ownerId, carouselTranslations.lang],
        set: { title, subtitle },
      });
}

async function changed(
  tx: Db,
  member: StaffMember,
  id: number,
  action: string,
  before: unknown,
  after: unknown,
) {
  await writeAudit(tx, { staffId: member.id, action, entity, entityId: id, before, after, at: new Date() });
  // Guests' home pages on every instance (decisions 0046, 0077); branch 0: every branch.
  await notifyCatalogueChange(tx, { branchId: 0, productId: 0 });
}

const refusal: Record<PictureRefused['reason'], MessageKey> = {
  type: 'productPictures.type',
  damaged: 'productPictures.damaged',
  tooSmall: 'staffCarousel.tooSmall',
};

/** Stores an uploaded picture's files (collected in an hour unless a slide names the key by then). */
async function storeSlidePicture(db: Db, files: CarouselPictureFiles, content: string | undefined) {
  if (content === undefined) return undefined;
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw invalid('productPictures.fileRequired');
  if (bytes.length > carouselLimits.maxFileBytes) throw invalid('productPictures.tooLarge');
  try {
    const stored = await storePicture(files.storage, bytes, {
      folder: carouselPictureFolder,
      sizes: carouselLimits.sizes,
      minSide: carouselLimits.minSide,
      reserve: (key) =>
        files.collect.enqueue(
          db,
          { key },
          { runAt: new Date(files.now().getTime() + collectUnrecordedAfterMs) },
        ),
    });
    return stored.key;
  } catch (error) {
    if (error instanceof PictureRefused) throw invalid(refusal[error.reason]);
    throw error;
  }
}

const fieldsOf = (body: StaffCarouselCreate) => ({
  url: body.url,
  lang: body.audience === 'both' ? null : body.audience,
  startsOn: body.startsOn ?? null,
  endsOn: body.endsOn ?? null,
});

/** Adds a slide at the end of the carousel. */
export async function createSlide(
  db: Db,
  files: CarouselPictureFiles,
  member: StaffMember,
  body: StaffCarouselCreate,
) {
  const pictureKey = await storeSlidePicture(db, files, body.picture);
  return db.transaction(async (tx) => {
    const rows = await lockedSlides(tx);
    const sort = Math.max(0, ...rows.map((r) => r.sort)) + 1;
    const [row] = await tx
      .insert(carousels)
      .values({ ...fieldsOf(body), color: '#0f766e', sort, pictureKey: pictureKey ?? null })
      .returning();
    await writeTexts(tx, row!.id, body);
    await changed(tx, member, row!.id, 'carousel.create', null, {
      ...row,
      texts: await textsOf(tx, row!.id),
    });
    return row!.id;
  });
}

/** Saves a slide's texts, link, days, audience and picture; 409 when it changed since `version`. */
export async function editSlide(
  db: Db,
  files: CarouselPictureFiles,
  member: StaffMember,
  id: number,
  body: StaffCarouselEdit,
) {
  const newKey = await storeSlidePicture(db, files, body.picture);
  await db.transaction(async (tx) => {
    const before = slideOf(await lockedSlides(tx), id, body.version);
    const beforeTexts = await textsOf(tx, id);
    const pictureKey = newKey ?? (body.removePicture ? null : before.pictureKey);
    const [after] = await tx
      .update(carousels)
      .set({ ...fieldsOf(body), pictureKey, version: before.version + 1 })
      .where(eq(carousels.id, id))
      .returning();
    await writeTexts(tx, id, body);
    // The replaced picture's files go once this commits.
    if (before.pictureKey !== null && before.pictureKey !== pictureKey)
      await files.collect.enqueue(tx, { key: before.pictureKey });
    await changed(
      tx,
      member,
      id,
      'carousel.edit',
      { ...before, texts: beforeTexts },
      { ...after, texts: await textsOf(tx, id) },
    );
  });
}

/** Swaps a slide with the one before or after it (nothing at either end). */
export async function moveSlide(
  db: Db,
  member: StaffMember,
  id: number,
  body: { version: number; direction: 'up' | 'down' },
) {
  await db.transaction(async (tx) => {
    const rows = await lockedSlides(tx);
    const moved = slideOf(rows, id, body.version);
    const order = rows.map((r) => r.id);
    const from = order.indexOf(id);
    const to = body.direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, slideId] of order.entries())
      await tx
        .update(carousels)
        .set({ sort: index + 1, ...(slideId === id ? { version: moved.version + 1 } : {}) })
        .where(eq(carousels.id, slideId));
    await changed(tx, member, id, 'carousel.move', { position: from + 1 }, { position: to + 1 });
  });
}

/** Hides a slide from both homes, or shows it again. */
export async function setSlideHidden(
  db: Db,
  member: StaffMember,
  id: number,
  body: { version: number; hidden: boolean },
) {
  await db.transaction(async (tx) => {
    const before = slideOf(await lockedSlides(tx), id, body.version);
    await tx
      .update(carousels)
      .set({ hidden: body.hidden, version: before.version + 1 })
      .where(eq(carousels.id, id));
    await changed(
      tx,
      member,
      id,
      body.hidden ? 'carousel.hide' : 'carousel.show',
      { hidden: before.hidden },
      { hidden: body.hidden },
    );
  });
}

/** Deletes a slide; its picture's files go once this commits. */
export async function deleteSlide(
  db: Db,
  files: CarouselPictureFiles,
  member: StaffMember,
  id: number,
  version: number,
) {
  await db.transaction(async (tx) => {
    const before = slideOf(await lockedSlides(tx), id, version);
    const texts = await textsOf(tx, id);
    await tx.delete(carousels).where(eq(carousels.id, id));
    if (before.pictureKey !== null) await files.collect.enqueue(tx, { key: before.pictureKey });
    await changed(tx, member, id, 'carousel.delete', { ...before, texts }, null);
  });
}
