import type {
  Lang,
  MessageKey,
  StaffBrand,
  StaffCategory,
  StaffCategoryCreate,
  StaffCategoryEdit,
  StaffMember,
  StaffTaxonomyPicture,
} from '@store/contract';
import { staffTaxonomyLimits, taxonomyPictureLimits, taxonomyPicturePath } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { type Db, queryRows } from '../db/client.ts';
import {
  branchProducts,
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  products,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { JobDefinition } from '../jobs/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { PictureRefused, storePicture } from '../storage/picture-copies.ts';
import { notifyCatalogueChange } from './catalogue-changes.ts';
import { type FieldGroups, staleVersion } from './optimistic-version.ts';
import { refreshSearchText } from './search-text.ts';

/**
 * Categories (three levels) and brands edited by admins from the staff console
 * (docs/decisions/0071). Each write is one transaction: the row (version + 1), its two names, the
 * copies products and branch rows keep (ancestors, hidden), the audit row with before and after, and
 * the NOTIFYs that make every instance forget its category tree and guests' pages
 * (`catalogue_changes`) and rebuild the type-ahead's names (`search_changes`).
 */

type CategorySnapshot = Pick<StaffCategory, 'nameEn' | 'nameAr' | 'parentId' | 'sort' | 'hidden' | 'picture'>;
type BrandSnapshot = Pick<StaffBrand, 'nameEn' | 'nameAr' | 'hidden' | 'picture'>;

const categoryGroups: FieldGroups<CategorySnapshot> = [
  ['staffTaxonomy.changedNames', ['nameEn', 'nameAr']],
  ['staffTaxonomy.changedParent', ['parentId']],
  ['staffTaxonomy.changedOrder', ['sort']],
  ['staffTaxonomy.changedHidden', ['hidden']],
  ['staffTaxonomy.changedPicture', ['picture']],
];
const brandGroups: FieldGroups<BrandSnapshot> = [
  ['staffTaxonomy.changedNames', ['nameEn', 'nameAr']],
  ['staffTaxonomy.changedHidden', ['hidden']],
  ['staffTaxonomy.changedPicture', ['picture']],
];

// --- what customers see

/**
 * Branch rows are hidden from customers when their product, its brand or one of its three categories
 * is hidden (`soldHere()` reads the copy). Recomputed for the products a change touches.
 */
export async function refreshHidden(
  tx: Db,
  of: { productId: number } | { brandId: number } | { categoryId: number },
) {
  const which =
    'productId' in of
      ? sql`p.id = ${of.productId}`
      : 'brandId' in of
        ? sql`p.brand_id = ${of.brandId}`
        : sql`(p.category_id = ${of.categoryId} or p.category2_id = ${of.categoryId} or p.category1_id = ${of.categoryId})`;
  await tx.execute(sql`
    update branch_products bp set hidden = x.hidden
    from (
      select p.id, (p.hidden or b.hidden or c1.hidden or c2.hidden or c3.hidden) as hidden
      from products p
      join brands b on b.id = p.brand_id
      join categories c1 on c1.id = p.category1_id
      join categories c2 on c2.id = p.category2_id
      join categories c3 on c3.id = p.category_id
      where ${which}
    ) x
    where bp.product_id = x.id and bp.hidden is distinct from x.hidden`);
}

/** Every instance forgets its category tree and guests' pages; search rebuilds the names it suggests. */
async function notifyTaxonomy(tx: Db, search: { categories: number[] } | { brands: number[] }) {
  await notifyCatalogueChange(tx, { branchId: 0, productId: 0, taxonomy: true });
  await tx.execute(sql`select pg_notify('search_changes', ${JSON.stringify(search)})`);
}

// --- categories

interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  sort: number;
  hidden: boolean;
  version: number;
  name_en: string | null;
  name_ar: string | null;
  products: number | string;
  picture_key: string | null;
}

const toCategory = (row: CategoryRow): StaffCategory => ({
  id: Number(row.id),
  parentId: row.parent_id === null ? null : Number(row.parent_id),
  level: Number(row.level),
  sort: Number(row.sort),
  nameEn: row.name_en ?? '',
  nameAr: row.name_ar ?? '',
  hidden: row.hidden,
  version: Number(row.version),
  products: Number(row.products),
  picture: row.picture_key === null ? null : taxonomyPicturePath('category', Number(row.id), row.picture_key),
});

/** Every category (or one), level by level and in each level's order, with its products at any level. */
export async function staffCategories(db: Db, id?: number): Promise<StaffCategory[]> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`with counts as (
        select category_id as id, count(*) as n from products group by category_id
        union all select category2_id, count(*) from products group by category2_id
        union all select category1_id, count(*) from products group by category1_id)
      select c.id, c.parent_id, c.level, c.sort, c.hidden, c.version, c.picture_key,
        en.name as name_en, ar.name as name_ar,
        coalesce((select sum(n) from counts where counts.id = c.id), 0) as products
      from categories c
      left join category_translations en on en.owner_id = c.id and en.lang = 'en'
      left join category_translations ar on ar.owner_id = c.id and ar.lang = 'ar'
      ${id === undefined ? sql`` : sql`where c.id = ${id}`}
      order by c.level, c.sort, c.id`,
  );
  return rows.map(toCategory);
}

export async function staffCategory(db: Db, id: number): Promise<StaffCategory> {
  const [found] = await staffCategories(db, id);
  if (!found) throw notFound('staffTaxonomy.categoryNotFound');
  return found;
}

/**
 * Every category named by its path in one language, in the menus' order (a parent before its
 * children), with its level: the product editor offers level 3 (the only level a product takes), the
 * product list filters by any.
 */
export async function categoryPaths(
  db: Db,
  lang: Lang,
): Promise<{ id: number; name: string; level: number }[]> {
  const all = await staffCategories(db);
  const nameOf = (category: StaffCategory) => (lang === 'ar' ? category.nameAr : category.nameEn);
  const paths: { id: number; name: string; level: number }[] = [];
  const visit = (parentId: number | null, prefix: string) => {
    for (const category of all.filter((c) => c.parentId === parentId)) {
      const name = prefix + nameOf(category);
      paths.push({ id: category.id, name, level: category.level });
      visit(category.id, `${name} › `);
    }
  };
  visit(null, '');
  return paths;
}

const categorySnapshot = (category: StaffCategory): CategorySnapshot => ({
  nameEn: category.nameEn,
  nameAr: category.nameAr,
  parentId: category.parentId,
  sort: category.sort,
  hidden: category.hidden,
  picture: category.picture,
});

/** A parent one level above `level` (none for level 1): 422 otherwise. */
async function checkParent(tx: Db, parentId: number | null | undefined, level: number | null) {
  if (parentId === undefined || parentId === null) {
    if (level !== null && level !== 1) throw parentInvalid();
    return { parentId: null, level: 1 };
  }
  const [parent] = await tx
    .select({ level: categories.level })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent || parent.level >= 3 || (level !== null && parent.level !== level - 1)) throw parentInvalid();
  return { parentId, level: parent.level + 1 };
}
const parentInvalid = () =>
  new ApiError(422, 'staffTaxonomy.parentInvalid', {}, ['staffTaxonomy.parentInvalid']);

/** The position after the last of the parent's children. */
async function nextSort(tx: Db, parentId: number | null) {
  const [row] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(sort) + 1, 0) as next from categories
      where ${parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`}`,
  );
  return Number(row?.next ?? 0);
}

async function writeNames(
  tx: Db,
  table: typeof categoryTranslations | typeof brandTranslations,
  ownerId: number,
  names: { nameEn: string; nameAr: string },
) {
  for (const [lang, name] of [
    ['en', names.nameEn],
    ['ar', names.nameAr],
  ] as const) {
    await tx
      .insert(table)
      .values({ ownerId, lang, name })
      .onConflictDoUpdate({ target: [table.ownerId, table.lang], set: { name } });
  }
}

export async function createCategory(db: Db, member: StaffMember, input: StaffCategoryCreate) {
  return db.transaction(async (tx) => {
    const { parentId, level } = await checkParent(tx, input.parentId, null);
    const sort = await nextSort(tx, parentId);
    const hidden = input.hidden ?? false;
    const [created] = await tx
      .insert(categories)
      .values({ parentId, level, sort, hidden })
      .returning({ id: categories.id });
    const id = created!.id;
    await writeNames(tx, categoryTranslations, id, input);
    await writeAudit(tx, {
      staffId: member.id,
      action: 'category.create',
      entity: 'category',
      entityId: id,
      before: null,
      after: { version: 1, nameEn: input.nameEn, nameAr: input.nameAr, parentId, sort, hidden, level },
      at: new Date(),
    });
    await notifyTaxonomy(tx, { categories: [id] });
    return id;
  });
}

/** The category locked for the edit, checked against the version the edit started from. */
async function lockedCategory(tx: Db, id: number, version: number): Promise<StaffCategory> {
  const [locked] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  if (!locked) throw notFound('staffTaxonomy.categoryNotFound');
  const current = await staffCategory(tx, id);
  if (current.version !== version) {
    throw await staleVersion(tx, {
      entity: 'category',
      id,
      version,
      current: categorySnapshot(current),
      groups: categoryGroups,
      message: 'staffTaxonomy.conflict',
    });
  }
  return current;
}

async function saveCategory(
  tx: Db,
  member: StaffMember,
  current: StaffCategory,
  after: CategorySnapshot,
  extra: { before?: object; after?: object } = {},
) {
  const version = current.version + 1;
  await tx
    .update(categories)
    .set({ parentId: after.parentId, sort: after.sort, hidden: after.hidden, version })
    // The picture has its own write (`categoryPicture`); the snapshot only names it.
    .where(eq(categories.id, current.id));
  await writeAudit(tx, {
    staffId: member.id,
    action: 'category.edit',
    entity: 'category',
    entityId: current.id,
    before: { version: current.version, ...categorySnapshot(current), ...extra.before },
    after: { version, ...after, ...extra.after },
    at: new Date(),
  });
}

/** Names and parent from `version`; a move carries its products (their ancestor copies) along. */
export async function editCategory(db: Db, member: StaffMember, id: number, input: StaffCategoryEdit) {
  await db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id, input.version);
    const before = categorySnapshot(current);
    const { parentId } = await checkParent(tx, input.parentId, current.level);
    const moved = parentId !== current.parentId;
    const after: CategorySnapshot = {
      ...before,
      nameEn: input.nameEn,
      nameAr: input.nameAr,
      parentId,
      sort: moved ? await nextSort(tx, parentId) : before.sort,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    if (after.nameEn !== before.nameEn || after.nameAr !== before.nameAr) {
      await writeNames(tx, categoryTranslations, id, after);
    }
    await saveCategory(tx, member, current, after);
    if (moved && parentId !== null) {
      if (current.level === 3) {
        const [parent] = await tx
          .select({ parentId: categories.parentId })
          .from(categories)
          .where(eq(categories.id, parentId));
        const ancestors = { category2Id: parentId, category1Id: parent!.parentId! };
        await tx.update(products).set(ancestors).where(eq(products.categoryId, id));
        await tx.update(branchProducts).set(ancestors).where(eq(branchProducts.categoryId, id));
      } else {
        await tx.update(products).set({ category1Id: parentId }).where(eq(products.category2Id, id));
        await tx
          .update(branchProducts)
          .set({ category1Id: parentId })
          .where(eq(branchProducts.category2Id, id));
      }
      await refreshHidden(tx, { categoryId: id });
    }
    await notifyTaxonomy(tx, { categories: [id] });
  });
}

export async function categoryVisibility(
  db: Db,
  member: StaffMember,
  id: number,
  input: { version: number; hidden: boolean },
) {
  await db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id, input.version);
    if (current.hidden === input.hidden) return;
    await saveCategory(tx, member, current, { ...categorySnapshot(current), hidden: input.hidden });
    await refreshHidden(tx, { categoryId: id });
    await notifyTaxonomy(tx, { categories: [id] });
  });
}

/** One place up or down among its siblings (their positions renumbered 0, 1, 2...). */
export async function moveCategory(
  db: Db,
  member: StaffMember,
  id: number,
  input: { version: number; direction: 'up' | 'down' },
) {
  await db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id, input.version);
    const siblings = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        current.parentId === null
          ? sql`${categories.parentId} is null`
          : eq(categories.parentId, current.parentId),
      )
      .orderBy(categories.sort, categories.id)
      .for('update');
    const order = siblings.map((sibling) => sibling.id);
    const at = order.indexOf(id);
    const to = input.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return;
    const moved = [...order];
    [moved[at], moved[to]] = [moved[to]!, moved[at]!];
    for (const [sort, siblingId] of moved.entries()) {
      if (siblingId !== id) {
        await tx.update(categories).set({ sort }).where(eq(categories.id, siblingId));
      }
    }
    await saveCategory(
      tx,
      member,
      current,
      { ...categorySnapshot(current), sort: to },
      { before: { siblings: order }, after: { siblings: moved } },
    );
    await notifyTaxonomy(tx, { categories: [id] });
  });
}

/** Only an empty category (no products, no categories under it); otherwise 422: hide it instead. */
export async function deleteCategory(
  db: Db,
  member: StaffMember,
  id: number,
  version: number,
  collect?: TaxonomyPictureFiles['collect'],
) {
  await db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id, version);
    if (current.products > 0) {
      throw new ApiError(422, 'staffTaxonomy.categoryHasProducts', {}, ['staffTaxonomy.categoryHasProducts']);
    }
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    if (child) {
      throw new ApiError(422, 'staffTaxonomy.categoryHasChildren', {}, ['staffTaxonomy.categoryHasChildren']);
    }
    const [gone] = await tx
      .delete(categories)
      .where(eq(categories.id, id))
      .returning({ pictureKey: categories.pictureKey });
    // Its picture's files go once this commits (docs/decisions/0083).
    if (gone?.pictureKey && collect) await collect.enqueue(tx, { key: gone.pictureKey });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: { version: current.version, ...categorySnapshot(current), level: current.level },
      after: null,
      at: new Date(),
    });
    await notifyTaxonomy(tx, { categories: [id] });
  });
}

/**
 * Moves every product of a level-3 category to another level-3 category (`to`), so the emptied one
 * can be deleted. One transaction: each product's three categories and its branch rows' copies, its
 * version (an editor open on it is told it changed), hidden recomputed, one audit row naming the
 * products. Search reads the new categories from the products' trigger.
 */
export async function moveCategoryProducts(
  db: Db,
  member: StaffMember,
  id: number,
  input: { version: number; to: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id, input.version);
    const [target] = await queryRows<{ c3: number; c2: number; c1: number }>(
      tx,
      sql`select c3.id as c3, c2.id as c2, c2.parent_id as c1
        from categories c3 join categories c2 on c2.id = c3.parent_id
        where c3.id = ${input.to} and c3.level = 3`,
    );
    if (!target || current.level !== 3 || input.to === id) {
      throw new ApiError(422, 'staffTaxonomy.moveTargetInvalid', {}, ['staffTaxonomy.moveTargetInvalid']);
    }
    const place = {
      categoryId: Number(target.c3),
      category2Id: Number(target.c2),
      category1Id: Number(target.c1),
    };
    const moved = await moveProducts(tx, member, { entity: 'category', id, to: input.to }, place);
    return moved.length;
  });
}

/**
 * Moves every product of a category or brand (`from.id`) to another (`from.to`): their brand or
 * categories, their branch rows' copies, their versions, `hidden`; one audit row naming them, and
 * every instance told. Returns the ids moved.
 */
async function moveProducts(
  tx: Db,
  member: StaffMember,
  from: { entity: 'category' | 'brand'; id: number; to: number },
  to: { brandId: number } | { categoryId: number; category2Id: number; category1Id: number },
): Promise<number[]> {
  const which = 'brandId' in to ? eq(products.brandId, from.id) : eq(products.categoryId, from.id);
  const rows = await tx
    .update(products)
    .set({ ...to, version: sql`${products.version} + 1` })
    .where(which)
    .returning({ id: products.id });
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length > 0) {
    await tx
      .update(branchProducts)
      .set(to)
      .where(sql`${branchProducts.productId} = any(${`{${ids.join(',')}}`}::int[])`);
    await refreshHidden(tx, 'brandId' in to ? { brandId: to.brandId } : { categoryId: to.categoryId });
  }
  const key = from.entity === 'brand' ? 'brandId' : 'categoryId';
  await writeAudit(tx, {
    staffId: member.id,
    action: `${from.entity}.moveProducts`,
    entity: from.entity,
    entityId: from.id,
    before: { [key]: from.id, products: ids },
    after: { [key]: from.to, products: ids },
    at: new Date(),
  });
  await notifyTaxonomy(
    tx,
    from.entity === 'brand' ? { brands: [from.id, from.to] } : { categories: [from.id, from.to] },
  );
  return ids;
}

// --- brands

interface BrandRow {
  id: number;
  hidden: boolean;
  version: number;
  name_en: string | null;
  name_ar: string | null;
  products: number | string;
  picture_key: string | null;
}

const toBrand = (row: BrandRow): StaffBrand => ({
  id: Number(row.id),
  nameEn: row.name_en ?? '',
  nameAr: row.name_ar ?? '',
  hidden: row.hidden,
  version: Number(row.version),
  products: Number(row.products),
  picture: row.picture_key === null ? null : taxonomyPicturePath('brand', Number(row.id), row.picture_key),
});

/** Brands by English name, those whose name in either language holds `q`. */
export async function staffBrands(db: Db, filter: { q?: string | undefined; id?: number }) {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await queryRows<BrandRow>(
    db,
    sql`select b.id, b.hidden, b.version, b.picture_key, en.name as name_en, ar.name as name_ar,
        (select count(*) from products p where p.brand_id = b.id) as products
      from brands b
      left join brand_translations en on en.owner_id = b.id and en.lang = 'en'
      left join brand_translations ar on ar.owner_id = b.id and ar.lang = 'ar'
      where true
      ${filter.id === undefined ? sql`` : sql`and b.id = ${filter.id}`}
      ${like === null ? sql`` : sql`and (en.name ilike ${like} or ar.name ilike ${like})`}
      order by lower(en.name), b.id
      limit ${staffTaxonomyLimits.brandsShown + 1}`,
  );
  return {
    brands: rows.slice(0, staffTaxonomyLimits.brandsShown).map(toBrand),
    more: rows.length > staffTaxonomyLimits.brandsShown,
  };
}

export async function staffBrand(db: Db, id: number): Promise<StaffBrand> {
  const [found] = (await staffBrands(db, { id })).brands;
  if (!found) throw notFound('staffTaxonomy.brandNotFound');
  return found;
}

const brandSnapshot = (brand: StaffBrand): BrandSnapshot => ({
  nameEn: brand.nameEn,
  nameAr: brand.nameAr,
  hidden: brand.hidden,
  picture: brand.picture,
});

export async function createBrand(
  db: Db,
  member: StaffMember,
  input: { nameEn: string; nameAr: string; hidden?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    const hidden = input.hidden ?? false;
    const [created] = await tx.insert(brands).values({ hidden }).returning({ id: brands.id });
    const id = created!.id;
    await writeNames(tx, brandTranslations, id, input);
    await writeAudit(tx, {
      staffId: member.id,
      action: 'brand.create',
      entity: 'brand',
      entityId: id,
      before: null,
      after: { version: 1, nameEn: input.nameEn, nameAr: input.nameAr, hidden },
      at: new Date(),
    });
    await notifyTaxonomy(tx, { brands: [id] });
    return id;
  });
}

async function lockedBrand(tx: Db, id: number, version: number): Promise<StaffBrand> {
  const [locked] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
  if (!locked) throw notFound('staffTaxonomy.brandNotFound');
  const current = await staffBrand(tx, id);
  if (current.version !== version) {
    throw await staleVersion(tx, {
      entity: 'brand',
      id,
      version,
      current: brandSnapshot(current),
      groups: brandGroups,
      message: 'staffTaxonomy.conflict',
    });
  }
  return current;
}

/** Names, or hidden, from `version`: audited, every instance told. */
export async function editBrand(
  db: Db,
  member: StaffMember,
  id: number,
  input: { version: number } & ({ nameEn: string; nameAr: string } | { hidden: boolean }),
) {
  await db.transaction(async (tx) => {
    const current = await lockedBrand(tx, id, input.version);
    const before = brandSnapshot(current);
    const after: BrandSnapshot =
      'hidden' in input
        ? { ...before, hidden: input.hidden }
        : { ...before, nameEn: input.nameEn, nameAr: input.nameAr };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    const version = current.version + 1;
    await tx.update(brands).set({ hidden: after.hidden, version }).where(eq(brands.id, id));
    if (after.nameEn !== before.nameEn || after.nameAr !== before.nameAr) {
      await writeNames(tx, brandTranslations, id, after);
      // Its products' search text holds the brand's names.
      const owned = await tx.select({ id: products.id }).from(products).where(eq(products.brandId, id));
      await refreshSearchText(
        tx,
        owned.map((row) => row.id),
      );
    }
    if (after.hidden !== before.hidden) await refreshHidden(tx, { brandId: id });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'brand.edit',
      entity: 'brand',
      entityId: id,
      before: { version: current.version, ...before },
      after: { version, ...after },
      at: new Date(),
    });
    await notifyTaxonomy(tx, { brands: [id] });
  });
}

/** Only a brand without products; otherwise 422: hide it instead. */
export async function deleteBrand(
  db: Db,
  member: StaffMember,
  id: number,
  version: number,
  collect?: TaxonomyPictureFiles['collect'],
) {
  await db.transaction(async (tx) => {
    const current = await lockedBrand(tx, id, version);
    if (current.products > 0) {
      throw new ApiError(422, 'staffTaxonomy.brandHasProducts', {}, ['staffTaxonomy.brandHasProducts']);
    }
    const [gone] = await tx
      .delete(brands)
      .where(and(eq(brands.id, id)))
      .returning({ pictureKey: brands.pictureKey });
    // Its picture's files go once this commits (docs/decisions/0083).
    if (gone?.pictureKey && collect) await collect.enqueue(tx, { key: gone.pictureKey });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'brand.delete',
      entity: 'brand',
      entityId: id,
      before: { version: current.version, ...brandSnapshot(current) },
      after: null,
      at: new Date(),
    });
    await notifyTaxonomy(tx, { brands: [id] });
  });
}

/**
 * Moves every product of a brand to another brand (`to`), so the emptied one can be deleted: as
 * `moveCategoryProducts`, and the products' search text, which holds the brand's names.
 */
export async function moveBrandProducts(
  db: Db,
  member: StaffMember,
  id: number,
  input: { version: number; to: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockedBrand(tx, id, input.version);
    const [target] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.to));
    if (!target || input.to === id) {
      throw new ApiError(422, 'staffTaxonomy.moveBrandInvalid', {}, ['staffTaxonomy.moveBrandInvalid']);
    }
    const moved = await moveProducts(
      tx,
      member,
      { entity: 'brand', id, to: input.to },
      { brandId: input.to },
    );
    // Their search text holds the brand's names.
    await refreshSearchText(tx, moved);
    return moved.length;
  });
}

// --- pictures (docs/decisions/0083)

/** The file storage and the collector of product pictures (0070), shared with categories and brands. */
export interface TaxonomyPictureFiles {
  storage: FileStorage;
  collect: JobDefinition<{ key: string }>;
  now: () => Date;
}

/** Where categories' and brands' pictures are; the files collector knows their copies by these folders. */
export const taxonomyPictureFolders = { category: 'pictures/categories', brand: 'pictures/brands' } as const;
/** Longer than any upload's transaction: files still unnamed by a row then were left by a crash. */
const collectUnrecordedAfterMs = 3600_000;

const pictureRefusal: Record<PictureRefused['reason'], MessageKey> = {
  type: 'productPictures.type',
  damaged: 'productPictures.damaged',
  tooSmall: 'staffTaxonomy.pictureTooSmall',
};
const refused = (key: MessageKey) => new ApiError(422, key, {}, [key]);

/** Stores an uploaded picture's files (collected in an hour unless a row names the key by then). */
async function storeTaxonomyPicture(
  db: Db,
  files: TaxonomyPictureFiles,
  kind: 'category' | 'brand',
  content: string | undefined,
): Promise<string | null> {
  if (content === undefined) return null;
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw refused('productPictures.fileRequired');
  if (bytes.length > taxonomyPictureLimits.maxFileBytes) throw refused('productPictures.tooLarge');
  try {
    const stored = await storePicture(files.storage, bytes, {
      folder: taxonomyPictureFolders[kind],
      sizes: taxonomyPictureLimits.sizes,
      minSide: taxonomyPictureLimits.minSide,
      reserve: (key) =>
        files.collect.enqueue(
          db,
          { key },
          { runAt: new Date(files.now().getTime() + collectUnrecordedAfterMs) },
        ),
    });
    return stored.key;
  } catch (error) {
    if (error instanceof PictureRefused) throw refused(pictureRefusal[error.reason]);
    throw error;
  }
}

/**
 * Uploads, replaces or removes a category's or brand's picture from `version`: one transaction with
 * the row (version + 1), the audit row (before and after, the picture named by its path), the
 * replaced picture's files handed to the collector once it commits, and every instance told.
 * Returns whether a picture was stored (else removed).
 */
export async function setTaxonomyPicture(
  db: Db,
  files: TaxonomyPictureFiles,
  member: StaffMember,
  kind: 'category' | 'brand',
  id: number,
  input: StaffTaxonomyPicture,
): Promise<boolean> {
  const newKey = await storeTaxonomyPicture(db, files, kind, input.picture);
  const table = kind === 'category' ? categories : brands;
  await db.transaction(async (tx) => {
    const current =
      kind === 'category'
        ? categorySnapshot(await lockedCategory(tx, id, input.version))
        : brandSnapshot(await lockedBrand(tx, id, input.version));
    const [row] = await tx.select({ key: table.pictureKey }).from(table).where(eq(table.id, id));
    const oldKey = row?.key ?? null;
    if (newKey === null && oldKey === null) return;
    const version = input.version + 1;
    await tx.update(table).set({ pictureKey: newKey, version }).where(eq(table.id, id));
    if (oldKey !== null) await files.collect.enqueue(tx, { key: oldKey });
    const after = { ...current, picture: newKey === null ? null : taxonomyPicturePath(kind, id, newKey) };
    await writeAudit(tx, {
      staffId: member.id,
      action: `${kind}.picture`,
      entity: kind,
      entityId: id,
      before: { version: input.version, ...current, pictureKey: oldKey },
      after: { version, ...after, pictureKey: newKey },
      at: new Date(),
    });
    await notifyTaxonomy(tx, kind === 'category' ? { categories: [id] } : { brands: [id] });
  });
  return newKey !== null;
}
