import { localeOf, weekdays } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { outlineAround } from './areas.ts';
import { branchOffers } from './branch-stock.ts';
import type { Bilingual, DemoBranch, DemoCategory, DemoProduct } from './types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DemoCatalogue {
  categories: DemoCategory[];
  brands: { id: number; name: Bilingual }[];
  cuttingTypes: { id: number; name: Bilingual }[];
  offerTypes: { id: number; name: Bilingual }[];
  /** Generic names the medicines' `activeIngredients` refer to. */
  activeIngredients?: { id: number; name: Bilingual }[];
  /** Search synonyms: each row's terms mean the same (search-synonyms.ts). */
  searchSynonyms?: string[][];
  products: DemoProduct[];
}

export interface Storefront {
  areas: { id: number; name: Bilingual; districts: { id: number; name: Bilingual }[] }[];
  branches: DemoBranch[];
  carousels: { id: number; url: string; title: Bilingual; subtitle: Bilingual; color: string }[];
  recipes: {
    id: number;
    name: Bilingual;
    description: Bilingual;
    steps: Bilingual[];
    ingredientProductIds: number[];
    color: string;
  }[];
  paymentTypes: { id: number; name: Bilingual }[];
  cancellationReasons: { id: number; name: Bilingual }[];
}

const batchSize = 500;

export async function insertInBatches<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.insert(table).values(rows.slice(start, start + batchSize));
  }
}

const arabicFigures = new Intl.NumberFormat(localeOf('ar'), { useGrouping: false, maximumFractionDigits: 3 });

/**
 * The demo catalogue's Arabic texts with their figures in Arabic-Indic digits ('بانادول ٥٠٠ مجم ٢٤
 * قرص'), as an Egyptian pharmacy writes them and as the Arabic pages write every other number, so a
 * product card does not mix '24 قرص' with '٦٥٫٠٠ ج.م'. Search reads both digit systems as one.
 */
export function withArabicDigits(text: string): string {
  return text.replace(/[0-9]+(?:\.[0-9]+)?/g, (figure) => arabicFigures.format(Number(figure)));
}

/** Rows of a translation table for entities with bilingual fields (Arabic figures in Arabic digits). */
function bilingualRows<TFields extends Record<string, Bilingual | undefined>>(
  entries: { id: number; fields: TFields }[],
) {
  const textIn = (value: Bilingual | undefined, lang: 'en' | 'ar') => {
    const text = value?.[lang] ?? null;
    return lang === 'ar' && text !== null ? withArabicDigits(text) : text;
  };
  return entries.flatMap(({ id, fields }) =>
    (['en', 'ar'] as const).map((lang) => ({
      ownerId: id,
      lang,
      ...(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, textIn(value, lang)])) as {
        [K in keyof TFields]: TFields[K] extends Bilingual ? string : string | null;
      }),
    })),
  );
}

const allDayHours = Object.fromEntries(
  weekdays.map((day) => [day, { closed: false, opens: '00:00', closes: '24:00' }]),
);

export async function insertCatalogue(tx: Tx, catalogue: DemoCatalogue, branches: readonly DemoBranch[]) {
  const categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));
  const ancestors = (categoryId: number) => {
    const level3 = categoryById.get(categoryId);
    const level2 = level3?.parentId ? categoryById.get(level3.parentId) : undefined;
    const level1 = level2?.parentId ? categoryById.get(level2.parentId) : undefined;
    if (level3?.level !== 3 || !level2 || !level1) {
      throw new Error(`Product category ${categoryId} is not a level-3 category`);
    }
    return { category2Id: level2.id, category1Id: level1.id };
  };

  await insertInBatches(
    tx,
    t.categories,
    [...catalogue.categories]
      .sort((a, b) => a.level - b.level)
      .map(({ id, parentId, level, sort, featured }) => ({
        id,
        parentId,
        level,
        sort,
        featured: featured ?? false,
      })),
  );
  await insertInBatches(
    tx,
    t.categoryTranslations,
    bilingualRows(catalogue.categories.map((c) => ({ id: c.id, fields: { name: c.name } }))),
  );
  await insertInBatches(
    tx,
    t.brands,
    catalogue.brands.map(({ id }) => ({ id })),
  );
  await insertInBatches(
    tx,
    t.brandTranslations,
    bilingualRows(catalogue.brands.map((b) => ({ id: b.id, fields: { name: b.name } }))),
  );
  await insertInBatches(
    tx,
    t.cuttingTypes,
    catalogue.cuttingTypes.map(({ id }) => ({ id })),
  );
  await insertInBatches(
    tx,
    t.cuttingTypeTranslations,
    bilingualRows(catalogue.cuttingTypes.map((c) => ({ id: c.id, fields: { name: c.name } }))),
  );
  await insertInBatches(
    tx,
    t.offerTypes,
    catalogue.offerTypes.map(({ id }) => ({ id })),
  );
  await insertInBatches(
    tx,
    t.offerTypeTranslations,
    bilingualRows(catalogue.offerTypes.map((o) => ({ id: o.id, fields: { name: o.name } }))),
  );

  await insertInBatches(
    tx,
    t.products,
    catalogue.products.map((product) => ({
      id: product.id,
      brandId: product.brandId,
      categoryId: product.categoryId,
      ...ancestors(product.categoryId),
      weighted: product.weighted,
      quantities: product.quantities,
      offerTypeId: product.specialOffer?.offerTypeId ?? null,
      popularity: product.popularity,
      imageShape: product.image.shape,
      imageColor: product.image.color,
      dosageForm: product.form ?? null,
      population: product.population ?? 'all',
      medicineClass: product.medicineClass ?? 'none',
    })),
  );
  await insertInBatches(
    tx,
    t.productTranslations,
    bilingualRows(
      catalogue.products.map((product) => ({
        id: product.id,
        fields: {
          name: product.name,
          description: product.description,
          specialOfferDesc: product.specialOffer?.description,
          uses: product.uses,
        },
      })),
    ),
  );
  await insertInBatches(
    tx,
    t.activeIngredients,
    (catalogue.activeIngredients ?? []).map(({ id }) => ({ id })),
  );
  await insertInBatches(
    tx,
    t.activeIngredientTranslations,
    bilingualRows((catalogue.activeIngredients ?? []).map((i) => ({ id: i.id, fields: { name: i.name } }))),
  );
  await insertInBatches(
    tx,
    t.productActiveIngredients,
    catalogue.products.flatMap((product) =>
      (product.activeIngredients ?? []).map((ingredient, sort) => ({
        productId: product.id,
        ingredientId: ingredient.id,
        strength: ingredient.strength ?? null,
        sort,
      })),
    ),
  );
  await insertInBatches(
    tx,
    t.searchSynonyms,
    (catalogue.searchSynonyms ?? []).map((terms) => ({ terms })),
  );
  await insertInBatches(
    tx,
    t.productCuttingTypes,
    catalogue.products.flatMap((product) =>
      product.cuttingTypeIds.map((cuttingTypeId, sort) => ({ productId: product.id, cuttingTypeId, sort })),
    ),
  );
  await insertInBatches(
    tx,
    t.branchProducts,
    catalogue.products.flatMap((product) => {
      const listing = {
        categoryId: product.categoryId,
        ...ancestors(product.categoryId),
        brandId: product.brandId,
        popularity: product.popularity,
        offerTypeId: product.specialOffer?.offerTypeId ?? null,
      };
      return branchOffers(branches, product).map((offer) => ({ ...offer, ...listing }));
    }),
  );
}

/**
 * Folds every product's names and its brand's names, in all languages, into its search text, and
 * lists the words of all search texts (`search_words`, read by keyword search for misspellings).
 */
export async function refreshSearchText(tx: Tx) {
  await tx.execute(sql`
    update products p set search_text = store_normalize(concat_ws(' ',
      (select string_agg(name, ' ') from product_translations where owner_id = p.id),
      (select string_agg(name, ' ') from brand_translations where owner_id = p.brand_id)))`);
  await tx.execute(sql`delete from search_words`);
  await tx.execute(sql`
    insert into search_words (word)
    select distinct word from products, unnest(string_to_array(search_text, ' ')) as word
    where word <> ''`);
}

/** Explicit ids were inserted: move each identity past them so new rows do not collide. */
export async function syncIdentitySequences(tx: Tx) {
  const tables = [
    'categories',
    'brands',
    'offer_types',
    'active_ingredients',
    'cutting_types',
    'products',
    'areas',
    'districts',
    'branches',
    'carousels',
    'recipes',
    'recipe_steps',
    'recipe_ingredients',
    'payment_types',
    'cancellation_reasons',
  ];
  for (const table of tables) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

export async function insertStorefront(tx: Tx, data: Storefront) {
  await insertInBatches(
    tx,
    t.areas,
    data.areas.map(({ id }, sort) => ({ id, sort })),
  );
  await insertInBatches(
    tx,
    t.areaTranslations,
    bilingualRows(data.areas.map((a) => ({ id: a.id, fields: { name: a.name } }))),
  );
  const districts = data.areas.flatMap((area) =>
    area.districts.map((district, sort) => ({ ...district, areaId: area.id, sort })),
  );
  await insertInBatches(
    tx,
    t.districts,
    districts.map(({ id, areaId, sort }) => ({ id, areaId, sort })),
  );
  await insertInBatches(
    tx,
    t.districtTranslations,
    bilingualRows(districts.map((d) => ({ id: d.id, fields: { name: d.name } }))),
  );
  await insertInBatches(
    tx,
    t.branches,
    data.branches.map(({ id, districtId, phone, deliveryCharge, isDefault, location }) => ({
      id,
      districtId,
      phone,
      deliveryCharge,
      isDefault: isDefault ?? false,
      latitude: location.lat,
      longitude: location.lng,
      // Open round the clock, as many Cairo pharmacies are (docs/decisions/0072): orders placed at
      // any time of the fake clocks of the tests pass the hours; closed hours are tested on purpose.
      openingHours: allDayHours,
      // Every demo branch promises its instant orders within an hour (docs/decisions/0088).
      deliveryPromiseMinutes: 60,
    })),
  );
  await insertInBatches(
    tx,
    t.branchTranslations,
    bilingualRows(data.branches.map((b) => ({ id: b.id, fields: { name: b.name, address: b.address } }))),
  );
  await insertInBatches(
    tx,
    t.deliveryZones,
    data.branches.flatMap((branch) =>
      branch.zones.map((zone, sort) => ({
        branchId: branch.id,
        name: zone.name,
        polygon: outlineAround(branch.location, zone.radiiKm),
        sort,
      })),
    ),
  );
  await insertInBatches(
    tx,
    t.carousels,
    data.carousels.map(({ id, url, color }, sort) => ({ id, url, color, sort })),
  );
  await insertInBatches(
    tx,
    t.carouselTranslations,
    bilingualRows(
      data.carousels.map((c) => ({ id: c.id, fields: { title: c.title, subtitle: c.subtitle } })),
    ),
  );
  await insertInBatches(
    tx,
    t.paymentTypes,
    data.paymentTypes.map(({ id }) => ({ id })),
  );
  await insertInBatches(
    tx,
    t.paymentTypeTranslations,
    bilingualRows(data.paymentTypes.map((p) => ({ id: p.id, fields: { name: p.name } }))),
  );
  await insertInBatches(
    tx,
    t.cancellationReasons,
    data.cancellationReasons.map(({ id }) => ({ id })),
  );
  await insertInBatches(
    tx,
    t.cancellationReasonTranslations,
    bilingualRows(data.cancellationReasons.map((r) => ({ id: r.id, fields: { name: r.name } }))),
  );
}

export async function insertRecipes(tx: Tx, recipes: Storefront['recipes']) {
  await insertInBatches(
    tx,
    t.recipes,
    recipes.map(({ id, color }, sort) => ({ id, color, sort })),
  );
  await insertInBatches(
    tx,
    t.recipeTranslations,
    bilingualRows(recipes.map((r) => ({ id: r.id, fields: { name: r.name, description: r.description } }))),
  );
  let stepId = 0;
  const steps = recipes.flatMap((recipe) =>
    recipe.steps.map((text, sort) => ({ id: ++stepId, recipeId: recipe.id, sort, text })),
  );
  await insertInBatches(
    tx,
    t.recipeSteps,
    steps.map(({ id, recipeId, sort }) => ({ id, recipeId, sort })),
  );
  await insertInBatches(
    tx,
    t.recipeStepTranslations,
    bilingualRows(steps.map((s) => ({ id: s.id, fields: { description: s.text } }))),
  );
  await insertInBatches(
    tx,
    t.recipeIngredients,
    recipes.flatMap((recipe) =>
      recipe.ingredientProductIds.map((productId, sort) => ({ recipeId: recipe.id, productId, sort })),
    ),
  );
}
