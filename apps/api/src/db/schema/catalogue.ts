import type { MedicineClass } from '@store/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, translations } from './columns.ts';
import { staff } from './staff.ts';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** The popular categories grid's order (docs/decisions/0086); null: after the ordered ones. */
    featuredSort: integer('featured_sort'),
    /** Counts the staff's edits (optimistic version, docs/decisions/0071). */
    version: integer('version').notNull().default(1),
    /** Hidden from customers with everything under it (its products' branch rows are hidden too). */
    hidden: boolean('hidden').notNull().default(false),
    /** An uploaded picture's key in the file storage (docs/decisions/0083); null: the drawn one. */
    pictureKey: text('picture_key'),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    index('categories_picture_key_idx').on(t.pictureKey),
  ],
);

export const categoryTranslations = translations('category_translations', () => categories.id, {
  name: text('name').notNull(),
});

export const brands = pgTable(
  'brands',
  {
    id: id(),
    /** Counts the staff's edits (optimistic version, docs/decisions/0071). */
    version: integer('version').notNull().default(1),
    /** Hidden from customers with its products (their branch rows are hidden too). */
    hidden: boolean('hidden').notNull().default(false),
    /** An uploaded picture's key in the file storage (docs/decisions/0083); null: the drawn one. */
    pictureKey: text('picture_key'),
  },
  (t) => [index('brands_picture_key_idx').on(t.pictureKey)],
);

export const brandTranslations = translations('brand_translations', () => brands.id, {
  name: text('name').notNull(),
});

export const offerTypes = pgTable('offer_types', { id: id() });

export const offerTypeTranslations = translations('offer_type_translations', () => offerTypes.id, {
  name: text('name').notNull(),
});

export const cuttingTypes = pgTable('cutting_types', { id: id() });

export const cuttingTypeTranslations = translations('cutting_type_translations', () => cuttingTypes.id, {
  name: text('name').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The level-3 category; the level-1 and level-2 ancestors are copied so filters need no recursion. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    category2Id: integer('category2_id')
      .notNull()
      .references(() => categories.id),
    category1Id: integer('category1_id')
      .notNull()
      .references(() => categories.id),
    weighted: boolean('weighted').notNull().default(false),
    /** Allowed quantities, ascending (kg for weighted goods). */
    quantities: jsonb('quantities').$type<number[]>().notNull(),
    offerTypeId: integer('offer_type_id').references(() => offerTypes.id),
    popularity: integer('popularity').notNull().default(0),
    imageShape: varchar('image_shape', { length: 16 }).notNull(),
    imageColor: varchar('image_color', { length: 16 }).notNull(),
    /** Medicines: how it is taken (`DosageForm`, catalogue/alternatives-rule.ts); null otherwise. */
    dosageForm: varchar('dosage_form', { length: 16 }),
    /** Who it is made for (`Population`): adult, child, baby or all. Alternatives keep to it. */
    population: varchar('population', { length: 8 }).notNull().default('all'),
    /** `MedicineClass` (docs/decisions/0054): none, otc, prescription or controlled. */
    medicineClass: varchar('medicine_class', { length: 16 }).$type<MedicineClass>().notNull().default('none'),
    /** Kept cold from maker to customer (insulin, vaccines, some eye drops): not returnable unless damaged or wrong (docs/decisions/0085). */
    coldChain: boolean('cold_chain').notNull().default(false),
    /** A medicine's largest quantity per order, in whole packs (docs/decisions/0054); null: no limit. */
    maxPerOrder: integer('max_per_order'),
    /** `store_normalize()` of the names and brand names in every language: what keyword search reads. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts the staff's edits of the product (optimistic version, docs/decisions/0052). */
    version: integer('version').notNull().default(1),
    /** Hidden from customers everywhere (copied to `branch_products.hidden`, which customer reads filter). */
    hidden: boolean('hidden').notNull().default(false),
    sku: varchar('sku', { length: 40 }),
    /** GTIN/EAN-13 (or 8, 12, 14) barcodes, check digit verified. */
    barcodes: text('barcodes').array().notNull().default(sql`'{}'`),
    /** The first of `product_pictures` (copied so a read names the picture without a join); null: the drawn one. */
    pictureId: integer('picture_id').references((): AnyPgColumn => productPictures.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productTranslations = translations('product_translations', () => products.id, {
  name: text('name').notNull(),
  /** What A-Z sorts by: folded like search text, so case, hamza and the server's locale do not matter. */
  sortName: text('sort_name').generatedAlwaysAs(sql`store_normalize(name) COLLATE "C"`),
  description: text('description').notNull(),
  specialOfferDesc: text('special_offer_desc'),
  /** What a medicine is used for (symptoms, conditions), a short comma-separated list; null otherwise. */
  uses: text('uses'),
});

/** Generic names of medicines' active ingredients, as the Egyptian Drug Authority lists them. */
export const activeIngredients = pgTable('active_ingredients', { id: id() });

export const activeIngredientTranslations = translations(
  'active_ingredient_translations',
  () => activeIngredients.id,
  { name: text('name').notNull() },
);

export const productActiveIngredients = pgTable(
  'product_active_ingredients',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => activeIngredients.id),
    /** Strength as printed on the pack ("500 mg", "2%"), or null. */
    strength: text('strength'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.ingredientId] }),
    index('product_active_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);

export const productCuttingTypes = pgTable(
  'product_cutting_types',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cuttingTypeId: integer('cutting_type_id')
      .notNull()
      .references(() => cuttingTypes.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.cuttingTypeId] })],
);

/**
 * Pictures uploaded from the console (docs/decisions/0070): `storageKey` is the cleaned original in the
 * file storage (no metadata); WebP copies at `productPictureSizes` sit beside it (`<key>-<size>.webp`).
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    /** 1 is the main picture (the one lists show). */
    position: integer('position').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    /** The original's format: jpeg, png or webp. */
    kind: varchar('kind', { length: 8 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_pictures_product_idx').on(t.productId, t.position)],
);

/** What the picture shows, for people who cannot see it, per language. */
export const productPictureTranslations = translations(
  'product_picture_translations',
  () => productPictures.id,
  { alt: text('alt').notNull() },
);
