import type { Lang, StaffHomePicks, StaffMember } from '@store/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { featuredCategoryIds, notifyCatalogueChange } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  categories,
  categoryTranslations,
  homeDealProducts,
  homePickVersions,
  products,
  productTranslations,
} from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * What the home shows besides its carousel (docs/decisions/0086): the popular categories grid's
 * categories (`categories.featured`, ordered by `featured_sort`) and the deals slider's products
 * (`home_deal_products`), each the whole chain's. A save replaces the list in one transaction with its
 * audit row and the NOTIFY that makes every instance forget its guests' home pages.
 */

const entity = 'home';

/** The slider's products in order; empty: the branch's best deals. */
export async function homeDealIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: homeDealProducts.productId })
    .from(homeDealProducts)
    .orderBy(asc(homeDealProducts.sort), asc(homeDealProducts.productId));
  return rows.map((row) => row.id);
}

type PickList = 'categories' | 'deals';

/** A list's version: raised by every save (no row yet: 0). */
export async function homePickVersion(db: Db, list: PickList): Promise<number> {
  const [row] = await db
    .select({ version: homePickVersions.version })
    .from(homePickVersions)
    .where(eq(homePickVersions.list, list));
  return row?.version ?? 0;
}

/**
 * Inside the list's lock: refuses a save based on another version than the stored one (409), and
 * raises it.
 */
async function nextPickVersion(tx: Db, list: PickList, basedOn: number) {
  if ((await homePickVersion(tx, list)) !== basedOn) throw new ApiError(409, 'homePicks.conflict');
  await tx
    .insert(homePickVersions)
    .values({ list, version: basedOn + 1 })
    .onConflictDoUpdate({ target: homePickVersions.list, set: { version: basedOn + 1 } });
}

/** Both lists, named in the member's language, in order, with their versions. */
export async function staffHomePicks(db: Db, lang: Lang): Promise<StaffHomePicks> {
  const [categoryIds, productIds, categoriesVersion, productsVersion] = await Promise.all([
    featuredCategoryIds(db),
    homeDealIds(db),
    homePickVersion(db, 'categories'),
    homePickVersion(db, 'deals'),
  ]);
  const [categoryRows, productRows] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id, level: categories.level, name: categoryTranslations.name })
          .from(categories)
          .innerJoin(
            categoryTranslations,
            and(eq(categoryTranslations.ownerId, categories.id), eq(categoryTranslations.lang, lang)),
          )
          .where(inArray(categories.id, categoryIds)),
    productIds.length === 0
      ? []
      : db
          .select({ id: productTranslations.ownerId, name: productTranslations.name })
          .from(productTranslations)
          .where(and(inArray(productTranslations.ownerId, productIds), eq(productTranslations.lang, lang))),
  ]);
  const inOrder = <T extends { id: number }>(ids: number[], rows: T[]) =>
    ids.flatMap((id) => rows.filter((row) => row.id === id));
  return {
    categories: inOrder(categoryIds, categoryRows),
    products: inOrder(productIds, productRows),
    categoriesVersion,
    productsVersion,
  };
}

const refused = (key: 'homePicks.unknownCategory' | 'homePicks.unknownProduct') =>
  new ApiError(422, key, {}, [key]);

async function changed(tx: Db, member: StaffMember, action: string, before: number[], after: number[]) {
  await writeAudit(tx, { staffId: member.id, action, entity, entityId: 0, before, after, at: new Date() });
  // Guests' home pages on every instance (decisions 0046, 0082); branch 0: every branch.
  await notifyCatalogueChange(tx, { branchId: 0, productId: 0 });
}

/** The grid's categories, in this order (none: an empty grid). */
export async function saveFeaturedCategories(db: Db, member: StaffMember, ids: number[], version: number) {
  await db.transaction(async (tx) => {
    // One change of the grid at a time on every instance.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('home-picks'), hashtext('categories'))`);
    await nextPickVersion(tx, 'categories', version);
    if (ids.length > 0) {
      const known = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, ids));
      if (known.length !== ids.length) throw refused('homePicks.unknownCategory');
    }
    const before = await featuredCategoryIds(tx);
    await tx
      .update(categories)
      .set({ featured: false, featuredSort: null })
      .where(eq(categories.featured, true));
    for (const [index, id] of ids.entries())
      await tx
        .update(categories)
        .set({ featured: true, featuredSort: index + 1 })
        .where(eq(categories.id, id));
    await changed(tx, member, 'home.featuredCategories', before, ids);
  });
}

/** The slider's products, in this order (none: the branch's best deals again). */
export async function saveDealProducts(db: Db, member: StaffMember, ids: number[], version: number) {
  await db.transaction(async (tx) => {
    // One change of the slider at a time on every instance (an empty list has no row to lock).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('home-picks'), hashtext('deals'))`);
    await nextPickVersion(tx, 'deals', version);
    const before = await homeDealIds(tx);
    if (ids.length > 0) {
      const known = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
      if (known.length !== ids.length) throw refused('homePicks.unknownProduct');
    }
    await tx.delete(homeDealProducts);
    if (ids.length > 0)
      await tx
        .insert(homeDealProducts)
        .values(ids.map((productId, index) => ({ productId, sort: index + 1 })));
    await changed(tx, member, 'home.dealProducts', before, ids);
  });
}
