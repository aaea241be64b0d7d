import {
  carouselLimits,
  type Lang,
  type MessageKey,
  productPictureLimits,
  type StaffMember,
  type StaffProductPicture,
  taxonomyPictureLimits,
} from '@store/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import {
  brands,
  carousels,
  categories,
  productPictures,
  productPictureTranslations,
  products,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { JobDefinition, JobRunner } from '../jobs/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { PictureRefused, pictureKeys, storePicture } from '../storage/picture-copies.ts';
import { notifyCatalogueChange } from './catalogue-changes.ts';
import { mediaPath } from './media-paths.ts';

/**
 * A product's pictures, uploaded from the console (docs/decisions/0070): stored cleaned with WebP
 * copies, in an order whose first is the main picture (`products.picture_id`, what lists show), with
 * alt text per language. Every change is one transaction on the locked product, audited with before
 * and after, and every instance forgets its guests' pages (the picture is in the product's text).
 */

const entity = 'product';
/** Smaller pictures look blurred on a product page; a thumbnail sent by mistake is refused. */
const minSide = 200;

const invalid = (key: MessageKey) => new ApiError(422, key, {}, [key]);

/** Longer than any upload's transaction: files still unnamed by a row then were left by a crash. */
const collectUnrecordedAfterMs = 3600_000;

/** Where pictures' files are, and the job that removes those no picture row names. */
export interface PictureFiles {
  storage: FileStorage;
  /**
   * Deletes a picture's files unless a row (a product picture's, a home slide's: 0082, a category's or
   * a brand's: 0083) names its
   * key: enqueued before an upload writes them (due an hour later: a no-op once the row exists) and
   * in the transaction that deletes a row. So neither a process dying between the files and the row, nor one dying after the row went,
   * leaves files nobody will ever delete.
   */
  collect: JobDefinition<{ key: string }>;
  now: () => Date;
}

/** The WebP copies a stored picture has, by the folder its key is in (each use its sizes). */
export function pictureSizesOf(key: string): readonly number[] {
  if (key.startsWith('pictures/carousel/')) return carouselLimits.sizes;
  if (key.startsWith('pictures/categories/') || key.startsWith('pictures/brands/'))
    return taxonomyPictureLimits.sizes;
  return productPictureLimits.sizes;
}

export function createPictureFiles(db: Db, storage: FileStorage, jobs: JobRunner): PictureFiles {
  const collect = jobs.define<{ key: string }>('pictures.collect-files', async ({ key }) => {
    const [named] = await db
      .select({ id: productPictures.id })
      .from(productPictures)
      .where(eq(productPictures.storageKey, key))
      .limit(1);
    if (named) return;
    // Home slides' (docs/decisions/0082), categories' and brands' (0083) pictures share the storage
    // and this collector.
    for (const [table, column] of [
      [carousels, carousels.pictureKey],
      [categories, categories.pictureKey],
      [brands, brands.pictureKey],
    ] as const) {
      const [row] = await db.select({ key: column }).from(table).where(eq(column, key)).limit(1);
      if (row) return;
    }
    await storage.delete(pictureKeys(key, pictureSizesOf(key)));
  });
  return { storage, collect, now: () => jobs.clock.now() };
}

export async function productPictureList(db: Db, productId: number): Promise<StaffProductPicture[]> {
  const rows = await db
    .select({
      id: productPictures.id,
      position: productPictures.position,
      width: productPictures.width,
      height: productPictures.height,
    })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position));
  const alts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productPictureTranslations)
          .where(
            inArray(
              productPictureTranslations.ownerId,
              rows.map((row) => row.id),
            ),
          );
  const altOf = (id: number, lang: Lang) =>
    alts.find((alt) => alt.ownerId === id && alt.lang === lang)?.alt ?? '';
  return rows.map((row) => ({
    ...row,
    altEn: altOf(row.id, 'en'),
    altAr: altOf(row.id, 'ar'),
    thumb: mediaPath.picture(row.id, 160),
    url: mediaPath.picture(row.id, 800),
  }));
}

/** Locks the product (pictures change one at a time) and answers its pictures' ids in order. */
async function lockedPictures(tx: Db, productId: number): Promise<number[]> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) throw notFound('staffCatalogue.productNotFound');
  const rows = await tx
    .select({ id: productPictures.id })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position), asc(productPictures.id));
  return rows.map((row) => row.id);
}

/** Numbers the pictures 1.. in this order and makes the first the product's main picture. */
async function writeOrder(tx: Db, productId: number, ids: readonly number[]) {
  for (const [index, id] of ids.entries())
    await tx
      .update(productPictures)
      .set({ position: index + 1 })
      .where(eq(productPictures.id, id));
  await tx
    .update(products)
    .set({ pictureId: ids[0] ?? null })
    .where(eq(products.id, productId));
}

async function writeAlts(tx: Db, pictureId: number, alts: { altEn?: string | null; altAr?: string | null }) {
  for (const [lang, alt] of [
    ['en', alts.altEn ?? ''],
    ['ar', alts.altAr ?? ''],
  ] as const)
    await tx
      .insert(productPictureTranslations)
      .values({ ownerId: pictureId, lang, alt })
      .onConflictDoUpdate({
        target: [productPictureTranslations.ownerId, productPictureTranslations.lang],
        set: { alt },
      });
}

async function changed(
  tx: Db,
  member: StaffMember,
  productId: number,
  action: string,
  before: unknown,
  after: unknown,
) {
  await writeAudit(tx, {
    staffId: member.id,
    action,
    entity,
    entityId: productId,
    before,
    after,
    at: new Date(),
  });
  await notifyCatalogueChange(tx, { branchId: 0, productId, texts: [productId] });
}

const refusal: Record<PictureRefused['reason'], MessageKey> = {
  type: 'productPictures.type',
  damaged: 'productPictures.damaged',
  tooSmall: 'productPictures.tooSmall',
};

/** Adds a picture at the end (the main one when it is the first). The files are removed if the write fails. */
export async function addProductPicture(
  db: Db,
  files: PictureFiles,
  member: StaffMember,
  productId: number,
  input: { content: string; altEn?: string | null; altAr?: string | null },
): Promise<void> {
  const bytes = Buffer.from(input.content, 'base64');
  if (bytes.length === 0) throw invalid('productPictures.fileRequired');
  if (bytes.length > productPictureLimits.maxFileBytes) throw invalid('productPictures.tooLarge');
  // Refused early, before any decoding, when the product is not there or already full.
  const [found] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productPictures)
    .where(eq(productPictures.productId, productId));
  await checkRoom(db, productId, Number(found?.count ?? 0));
  let stored: Awaited<ReturnType<typeof storePicture>>;
  try {
    stored = await storePicture(files.storage, bytes, {
      folder: 'pictures/products',
      sizes: productPictureLimits.sizes,
      minSide,
      reserve: (key) =>
        files.collect.enqueue(
          db,
          { key },
          { runAt: new Date(files.now().getTime() + collectUnrecordedAfterMs) },
        ),
    });
  } catch (error) {
    if (error instanceof PictureRefused) throw invalid(refusal[error.reason]);
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      const ids = await lockedPictures(tx, productId);
      await checkRoom(tx, productId, ids.length);
      const [created] = await tx
        .insert(productPictures)
        .values({
          productId,
          position: ids.length + 1,
          storageKey: stored.key,
          kind: stored.kind,
          width: stored.width,
          height: stored.height,
          bytes: stored.bytes,
          createdBy: member.id,
        })
        .returning({ id: productPictures.id });
      const pictureId = created!.id;
      await writeAlts(tx, pictureId, input);
      await writeOrder(tx, productId, [...ids, pictureId]);
      await changed(tx, member, productId, 'product.picture.add', null, {
        pictureId,
        position: ids.length + 1,
        width: stored.width,
        height: stored.height,
        altEn: input.altEn ?? '',
        altAr: input.altAr ?? '',
      });
    });
  } catch (error) {
    await files.storage.delete(pictureKeys(stored.key, productPictureLimits.sizes));
    throw error;
  }
}

async function checkRoom(db: Db, productId: number, count: number) {
  if (count === 0) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound('staffCatalogue.productNotFound');
  }
  if (count >= productPictureLimits.maxPictures) throw invalid('productPictures.tooMany');
}

/** The picture's alt text in both languages. */
export async function editProductPicture(
  db: Db,
  member: StaffMember,
  target: { productId: number; pictureId: number },
  input: { altEn?: string | null; altAr?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await lockedPictures(tx, target.productId);
    if (!ids.includes(target.pictureId)) throw notFound('productPictures.notFound');
    const [before] = (await productPictureList(tx, target.productId)).filter(
      (picture) => picture.id === target.pictureId,
    );
    const after = { altEn: input.altEn ?? '', altAr: input.altAr ?? '' };
    if (before!.altEn === after.altEn && before!.altAr === after.altAr) return;
    await writeAlts(tx, target.pictureId, after);
    await changed(
      tx,
      member,
      target.productId,
      'product.picture.edit',
      { pictureId: target.pictureId, altEn: before!.altEn, altAr: before!.altAr },
      { pictureId: target.pictureId, ...after },
    );
  });
}

/** Moves the picture to `position` (1: the main picture; past the end: the last). */
export async function moveProductPicture(
  db: Db,
  member: StaffMember,
  target: { productId: number; pictureId: number },
  position: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await lockedPictures(tx, target.productId);
    const from = ids.indexOf(target.pictureId);
    if (from < 0) throw notFound('productPictures.notFound');
    const to = Math.min(position, ids.length) - 1;
    if (to === from) return;
    const order = ids.filter((id) => id !== target.pictureId);
    order.splice(to, 0, target.pictureId);
    await writeOrder(tx, target.productId, order);
    await changed(tx, member, target.productId, 'product.picture.move', { order: ids }, { order });
  });
}

/** Removes the picture; its files go once the removal is saved. */
export async function deleteProductPicture(
  db: Db,
  files: PictureFiles,
  member: StaffMember,
  target: { productId: number; pictureId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await lockedPictures(tx, target.productId);
    if (!ids.includes(target.pictureId)) throw notFound('productPictures.notFound');
    const [picture] = (await productPictureList(tx, target.productId)).filter(
      (found) => found.id === target.pictureId,
    );
    // The main picture first: the product must stop naming it before the row goes.
    await writeOrder(
      tx,
      target.productId,
      ids.filter((id) => id !== target.pictureId),
    );
    const [removed] = await tx
      .delete(productPictures)
      .where(eq(productPictures.id, target.pictureId))
      .returning({ key: productPictures.storageKey });
    await changed(
      tx,
      member,
      target.productId,
      'product.picture.delete',
      { pictureId: target.pictureId, altEn: picture!.altEn, altAr: picture!.altAr, order: ids },
      null,
    );
    // Its files go once this commits, retried until the storage answers.
    await files.collect.enqueue(tx, { key: removed!.key });
  });
}

/** The stored file behind a picture URL (`mediaPath.picture`): the original's key and its kind. */
export async function pictureFile(db: Db, pictureId: number) {
  const [row] = await db
    .select({ key: productPictures.storageKey, kind: productPictures.kind })
    .from(productPictures)
    .where(eq(productPictures.id, pictureId));
  return row ?? null;
}
