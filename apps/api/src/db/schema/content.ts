import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { id, translations } from './columns.ts';
import { staff } from './staff.ts';

/**
 * The home carousel's slides (docs/decisions/0082): on one language's home or both (`lang` null),
 * shown from `starts_on` to `ends_on` (Cairo days, null: open) unless hidden, in `sort` order; an
 * uploaded picture (`picture_key`, its WebP copies beside it) replaces the drawn banner.
 */
export const carousels = pgTable(
  'carousels',
  {
    id: id(),
    url: text('url').notNull(),
    color: varchar('color', { length: 16 }).notNull(),
    sort: integer('sort').notNull().default(0),
    lang: varchar('lang', { length: 2 }),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    pictureKey: text('picture_key'),
    hidden: boolean('hidden').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('carousels_picture_key_idx').on(t.pictureKey)],
);

export const carouselTranslations = translations('carousel_translations', () => carousels.id, {
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
});

export const recipes = pgTable('recipes', {
  id: id(),
  color: varchar('color', { length: 16 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const recipeTranslations = translations('recipe_translations', () => recipes.id, {
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const recipeSteps = pgTable(
  'recipe_steps',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [index('recipe_steps_recipe_idx').on(t.recipeId)],
);

export const recipeStepTranslations = translations('recipe_step_translations', () => recipeSteps.id, {
  description: text('description').notNull(),
});

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [index('recipe_ingredients_recipe_idx').on(t.recipeId)],
);

/**
 * The static pages' versions (docs/decisions/0077): about, faq, terms. Never updated nor deleted:
 * a save is a new version, a restore a new version copying `restored_from`; the newest is shown.
 */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: id(),
    slug: varchar('slug', { length: 32 }).notNull(),
    version: integer('version').notNull(),
    restoredFrom: integer('restored_from'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_page_versions_slug_version_key').on(t.slug, t.version)],
);

/** Each version's title and sanitized HTML per language. */
export const contentPageVersionTranslations = translations(
  'content_page_version_translations',
  () => contentPageVersions.id,
  {
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
);

/**
 * The home's 'Deals recommended for you' slider's products in order, the whole chain's
 * (docs/decisions/0086); none: the branch's best deals. A product not sold or out of stock at the
 * customer's branch is left out when the home is read.
 */
export const homeDealProducts = pgTable('home_deal_products', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
});

/**
 * Each home pick list's version (docs/decisions/0092): 'categories' and 'deals', raised by every
 * save; a save based on another number is refused (409). No row yet: version 0.
 */
export const homePickVersions = pgTable('home_pick_versions', {
  list: varchar('list', { length: 16 }).$type<'categories' | 'deals'>().primaryKey(),
  version: integer('version').notNull().default(0),
});
