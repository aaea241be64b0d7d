import type { Lang, MessageKey, StaffMember, StaffProductDetails, StaffProductFields } from '@store/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { type Db, queryRows } from '../db/client.ts';
import { branchProducts, brands, brandTranslations, products, productTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { notifyCatalogueChange } from './catalogue-changes.ts';
import { changedGroupsOf, type FieldGroups, staleVersion } from './optimistic-version.ts';
import { productPictureList } from './product-pictures.ts';
import { refreshSearchText } from './search-text.ts';
import { categoryPaths, refreshHidden } from './staff-taxonomy.ts';

/**
 * Products created and edited from the staff console (docs/decisions/0052). Each write is
 * one transaction: the product row (version + 1), its two languages, the copies branch rows keep
 * (brand, categories, hidden), the search text, the audit row with before and after, and the NOTIFY
 * that makes every instance forget its guests' pages (the search index follows the translations'
 * triggers on its own).
 */

const entity = 'product';

type Snapshot = Omit<StaffProductDetails, 'id' | 'version' | 'pictures'>;

/** The groups of fields a conflict names, each with its message. */
const groups: FieldGroups<Snapshot> = [
  ['staffProducts.changedNames', ['nameEn', 'nameAr']],
  ['staffProducts.changedDescriptions', ['descriptionEn', 'descriptionAr']],
  ['staffProducts.changedUses', ['usesEn', 'usesAr']],
  ['staffProducts.changedBrand', ['brandId']],
  ['staffProducts.changedCategory', ['categoryId']],
  ['staffProducts.changedQuantities', ['weighted', 'quantities']],
  ['staffProducts.changedCodes', ['sku', 'barcodes']],
  ['staffProducts.changedHidden', ['hidden']],
  ['staffProducts.changedColdChain', ['coldChain']],
];

/** The message keys of the groups whose fields differ (pure: unit tested). */
export function changedGroups(before: Snapshot, after: Snapshot): MessageKey[] {
  return changedGroupsOf(groups, before, after);
}

export async function productDetails(db: Db, productId: number): Promise<StaffProductDetails> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw notFound('staffCatalogue.productNotFound');
  const texts = await db.select().from(productTranslations).where(eq(productTranslations.ownerId, productId));
  const en = texts.find((text) => text.lang === 'en');
  const ar = texts.find((text) => text.lang === 'ar');
  return {
    id: row.id,
    version: row.version,
    nameEn: en?.name ?? '',
    nameAr: ar?.name ?? '',
    descriptionEn: en?.description ?? '',
    descriptionAr: ar?.description ?? '',
    usesEn: en?.uses ?? null,
    usesAr: ar?.uses ?? null,
    brandId: row.brandId,
    categoryId: row.categoryId,
    weighted: row.weighted,
    quantities: row.quantities,
    sku: row.sku,
    barcodes: row.barcodes,
    hidden: row.hidden,
    coldChain: row.coldChain,
    pictures: await productPictureList(db, productId),
  };
}

/** The fields an edit replaces (pictures change by their own requests, product-pictures.ts). */
const snapshotOf = ({
  id: _id,
  version: _version,
  pictures: _pictures,
  ...rest
}: StaffProductDetails): Snapshot => rest;

function snapshotFrom(input: StaffProductFields, current?: Snapshot): Snapshot {
  return {
    nameEn: input.nameEn,
    nameAr: input.nameAr,
    descriptionEn: input.descriptionEn ?? '',
    descriptionAr: input.descriptionAr ?? '',
    usesEn: input.usesEn || null,
    usesAr: input.usesAr || null,
    brandId: input.brandId,
    categoryId: input.categoryId,
    weighted: input.weighted ?? false,
    quantities: input.quantities,
    sku: input.sku ?? null,
    barcodes: input.barcodes ?? current?.barcodes ?? [],
    hidden: input.hidden ?? current?.hidden ?? false,
    // As `weighted`: the editor's form always says (an unticked box is not kept cold).
    coldChain: input.coldChain ?? false,
  };
}

/** The level-3 category and its ancestors, and the brand: 422 when either is not there. */
async function placement(tx: Db, input: { brandId: number; categoryId: number }) {
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId));
  if (!brand) throw new ApiError(422, 'staffProducts.brandNotFound', {}, ['staffProducts.brandNotFound']);
  const [found] = await queryRows<{ c3: number; c2: number | null; c1: number | null; level: number }>(
    tx,
    sql`select c3.id as c3, c2.id as c2, c2.parent_id as c1, c3.level as level
      from categories c3 left join categories c2 on c2.id = c3.parent_id
      where c3.id = ${input.categoryId}`,
  );
  if (!found || Number(found.level) !== 3 || found.c2 === null || found.c1 === null)
    throw new ApiError(422, 'staffProducts.categoryNotLeaf', {}, ['staffProducts.categoryNotLeaf']);
  return { categoryId: Number(found.c3), category2Id: Number(found.c2), category1Id: Number(found.c1) };
}

async function checkSku(tx: Db, sku: string | null, productId: number | null) {
  if (sku === null) return;
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      productId === null ? eq(products.sku, sku) : and(eq(products.sku, sku), ne(products.id, productId)),
    );
  if (taken) throw new ApiError(422, 'staffProducts.skuTaken', {}, ['staffProducts.skuTaken']);
}

/** The product's two languages, its search text (names and brand names, folded) and the words search knows. */
async function writeTexts(tx: Db, productId: number, after: Snapshot) {
  for (const [lang, name, description, uses] of [
    ['en', after.nameEn, after.descriptionEn, after.usesEn],
    ['ar', after.nameAr, after.descriptionAr, after.usesAr],
  ] as const) {
    await tx
      .insert(productTranslations)
      .values({ ownerId: productId, lang, name, description, uses })
      .onConflictDoUpdate({
        target: [productTranslations.ownerId, productTranslations.lang],
        set: { name, description, uses },
      });
  }
  await refreshSearchText(tx, [productId]);
}

export async function createProduct(db: Db, member: StaffMember, input: StaffProductFields): Promise<number> {
  const after = snapshotFrom(input);
  return db.transaction(async (tx) => {
    const place = await placement(tx, after);
    await checkSku(tx, after.sku, null);
    const [created] = await tx
      .insert(products)
      .values({
        brandId: after.brandId,
        ...place,
        weighted: after.weighted,
        quantities: after.quantities,
        imageShape: 'box',
        imageColor: 'slate',
        sku: after.sku,
        barcodes: after.barcodes,
        hidden: after.hidden,
        coldChain: after.coldChain,
      })
      .returning({ id: products.id });
    const productId = created!.id;
    await writeTexts(tx, productId, after);
    await writeAudit(tx, {
      staffId: member.id,
      action: 'product.create',
      entity,
      entityId: productId,
      before: null,
      after: { version: 1, ...after },
      at: new Date(),
    });
    await notifyCatalogueChange(tx, { branchId: 0, productId });
    return productId;
  });
}

/**
 * Saves a product's fields if no one saved it since `version` (409 naming who and what changed,
 * never overwriting it). Audited with before and after; every instance forgets its guests' pages.
 */
export async function editProduct(
  db: Db,
  member: StaffMember,
  productId: number,
  input: Partial<StaffProductFields> & { version: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!locked) throw notFound('staffCatalogue.productNotFound');
    const current = await productDetails(tx, productId);
    if (current.version !== input.version) {
      throw await staleVersion(tx, {
        entity,
        id: productId,
        version: input.version,
        current: snapshotOf(current),
        groups,
        message: 'staffProducts.conflict',
      });
    }
    const before = snapshotOf(current);
    const after: Snapshot =
      input.nameEn === undefined
        ? { ...before, hidden: input.hidden ?? before.hidden }
        : snapshotFrom(input as StaffProductFields, before);
    if (changedGroups(before, after).length === 0) return;
    const place = await placement(tx, after);
    await checkSku(tx, after.sku, productId);
    const version = current.version + 1;
    await tx
      .update(products)
      .set({
        brandId: after.brandId,
        ...place,
        weighted: after.weighted,
        quantities: after.quantities,
        sku: after.sku,
        barcodes: after.barcodes,
        hidden: after.hidden,
        coldChain: after.coldChain,
        version,
      })
      .where(eq(products.id, productId));
    // Customer reads filter and group branch rows by these copies.
    await tx
      .update(branchProducts)
      .set({ brandId: after.brandId, ...place })
      .where(eq(branchProducts.productId, productId));
    // Hidden when the product, its brand or one of its categories is (docs/decisions/0071).
    await refreshHidden(tx, { productId });
    await writeTexts(tx, productId, after);
    await writeAudit(tx, {
      staffId: member.id,
      action: 'product.edit',
      entity,
      entityId: productId,
      before: { version: current.version, ...before },
      after: { version, ...after },
      at: new Date(),
    });
    await notifyCatalogueChange(tx, { branchId: 0, productId, texts: [productId] });
  });
}

/**
 * What the editor's and the list's boxes offer, in one language: every brand by name, and every
 * category named by its path ("Medicine › Pain relief › Headache & fever") with its level, in the
 * menus' order; hidden ones too (a product may wait in a hidden category, docs/decisions/0071).
 */
export async function catalogueChoices(db: Db, lang: Lang) {
  const brandRows = await db
    .select({ id: brands.id, name: brandTranslations.name })
    .from(brands)
    .innerJoin(brandTranslations, inLang(brandTranslations, brands.id, lang))
    .orderBy(asc(brandTranslations.name), asc(brands.id));
  return { brands: brandRows, categories: await categoryPaths(db, lang) };
}
