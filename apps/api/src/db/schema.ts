/**
 * The store's tables. Text a customer reads lives in `*_translations` tables keyed by (owner id, lang),
 * never in `name_en`/`name_ar` columns: adding a language is rows, not a migration (docs/decisions/0003).
 * Money columns are integer piasters; stock is integer milli-units so 0.25 kg is exact.
 */
import type { MedicineClass } from '@store/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A `<owner>_translations` table: one row per owner and language. */
function translations<TColumns extends Record<string, PgColumnBuilderBase>>(
  name: string,
  owner: () => AnyPgColumn,
  columns: TColumns,
) {
  return pgTable(
    name,
    {
      ownerId: integer('owner_id').notNull().references(owner, { onDelete: 'cascade' }),
      lang: varchar('lang', { length: 2 }).notNull(),
      ...columns,
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.lang] })],
  );
}

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);
export const categoryTranslations = translations('category_translations', () => categories.id, {
  name: text('name').notNull(),
});

export const brands = pgTable('brands', { id: id() });
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
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Every distinct word of the products' search texts (about 1,800 for 100,000 products): tells a
 * misspelt word from a real one, and finds the real words it may stand for, without reading the
 * products (docs/decisions/0013). Filled with the search texts (`refreshSearchText`).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
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

/**
 * Search synonyms (docs/decisions/0035): every term of a row means the others, both ways, in any
 * language ("كحة", "cough", "سعال"). Folded by the search normalizer when loaded.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: id(),
  terms: text('terms').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

export const areas = pgTable('areas', { id: id(), sort: integer('sort').notNull().default(0) });
export const areaTranslations = translations('area_translations', () => areas.id, {
  name: text('name').notNull(),
});

export const districts = pgTable('districts', {
  id: id(),
  areaId: integer('area_id')
    .notNull()
    .references(() => areas.id),
  sort: integer('sort').notNull().default(0),
});
export const districtTranslations = translations('district_translations', () => districts.id, {
  name: text('name').notNull(),
});

export const branches = pgTable('branches', {
  id: id(),
  districtId: integer('district_id')
    .notNull()
    .references(() => districts.id),
  phone: varchar('phone', { length: 32 }).notNull(),
  deliveryCharge: integer('delivery_charge').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The stages whose board timers the branch changed (`boardTimersOf` fills in the rest). */
  boardTimers: jsonb('board_timers').notNull().default({}),
});
export const branchTranslations = translations('branch_translations', () => branches.id, {
  name: text('name').notNull(),
  address: text('address').notNull(),
});

/**
 * What a branch sells, at what price, with how much stock. No row: not sold there.
 * It also copies the product's category, brand, popularity and offer columns (a read model kept in
 * step by the loaders): every listing filters and sorts inside this one table, through indexes that
 * start with the branch (docs/decisions/0007).
 */
export const branchProducts = pgTable(
  'branch_products',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    stockMilli: integer('stock_milli').notNull(),
    categoryId: integer('category_id').notNull(),
    category2Id: integer('category2_id').notNull(),
    category1Id: integer('category1_id').notNull(),
    brandId: integer('brand_id').notNull(),
    popularity: integer('popularity').notNull(),
    offerTypeId: integer('offer_type_id'),
    /** Counts the edits of price, old price, offer type and `notSold` (optimistic version). */
    version: integer('version').notNull().default(1),
    /** The branch does not sell it now: customers never see it (the row keeps its stock and ledger). */
    notSold: boolean('not_sold').notNull().default(false),
    /** The product is hidden (products.hidden, copied here so customer reads need no join). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.productId] }),
    // Each listing order, with the product id as tie-breaker, so a page is read straight off an index.
    index('branch_products_price_idx').on(t.branchId, t.price, t.productId),
    index('branch_products_popularity_idx').on(t.branchId, t.popularity.desc(), t.productId),
    index('branch_products_category_idx').on(t.branchId, t.categoryId, t.popularity.desc(), t.productId),
    index('branch_products_category2_idx').on(t.branchId, t.category2Id, t.popularity.desc(), t.productId),
    index('branch_products_category1_idx').on(t.branchId, t.category1Id, t.popularity.desc(), t.productId),
    // Top and middle categories sorted by price (a level-3 category is small enough to sort).
    index('branch_products_category1_price_idx').on(t.branchId, t.category1Id, t.price, t.productId),
    index('branch_products_category2_price_idx').on(t.branchId, t.category2Id, t.price, t.productId),
    index('branch_products_brand_idx').on(t.branchId, t.brandId),
  ],
);

/**
 * The stock ledger (docs/decisions/0046): one row per change of `branch_products.stock_milli`, written
 * by the table's triggers (drizzle/0033_stock_ledger.sql), so a (branch, product)'s rows add up to its
 * level. `reason` is one of `stockReasons`; who and which order when the writer said.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    deltaMilli: integer('delta_milli').notNull(),
    levelMilli: integer('level_milli').notNull(),
    reason: varchar('reason', { length: 24 }).notNull(),
    orderId: integer('order_id'),
    staffId: integer('staff_id').references((): AnyPgColumn => staff.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_branch_product_idx').on(t.branchId, t.productId, t.id)],
);

export const carousels = pgTable('carousels', {
  id: id(),
  url: text('url').notNull(),
  color: varchar('color', { length: 16 }).notNull(),
  sort: integer('sort').notNull().default(0),
});
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

export const paymentTypes = pgTable('payment_types', { id: id() });
export const paymentTypeTranslations = translations('payment_type_translations', () => paymentTypes.id, {
  name: text('name').notNull(),
});

export const cancellationReasons = pgTable(
  'cancellation_reasons',
  {
    id: id(),
    /**
     * Who gives it: 'customer' (the list customers choose from), 'staff' (the store's own:
     * customer unreachable, out of stock, ...), 'system' (a subscription's order cancelled by its
     * pause, skip or cancel). The staff and system reasons are reference data of migration 0025.
     */
    kind: varchar('kind', { length: 16 }).notNull().default('customer'),
    /** The code the API finds a store or system reason by (`customerUnreachable`, `subscriptionPaused`). */
    code: varchar('code', { length: 40 }),
  },
  (t) => [uniqueIndex('cancellation_reasons_code_idx').on(t.code)],
);
export const cancellationReasonTranslations = translations(
  'cancellation_reason_translations',
  () => cancellationReasons.id,
  { name: text('name').notNull() },
);

/** A browser or app install, known by its `deviceId` header; remembers the guest's branch. */
export const devices = pgTable('devices', {
  id: varchar('id', { length: 64 }).primaryKey(),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent from the contact form, kept for the support team. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    message: text('message').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    deviceId: varchar('device_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Contact captchas already answered (right or wrong): a token counts once, on whichever instance it
 * is posted to. `id` is the token's random nonce; a row is useless once `expires_at` has passed and
 * is deleted then (docs/decisions/0017).
 */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Customers. `email` is stored lower-case; `phone` is digits. Accounts made by a provider sign-in may
 * lack a password (and at first a phone). `branchId` is the user's chosen branch, carried over from
 * the guest device on login.
 */
export const users = pgTable('users', {
  id: id(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).unique('users_email_unique'),
  phone: varchar('phone', { length: 11 }).unique('users_phone_unique'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  passwordHash: text('password_hash'),
  isSocial: boolean('is_social').notNull().default(false),
  lang: varchar('lang', { length: 2 }).notNull().default('en'),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A Google or Facebook account linked to a user, by the provider's stable subject id. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/** Login sessions. Only the SHA-256 of the bearer token is kept, so a database leak gives no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_unique'),
    deviceType: varchar('device_type', { length: 20 }),
    deviceId: varchar('device_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes: phone verification (per user) and password reset (per request; `userId` is null
 * when the e-mail matched no account, so the answer looks the same either way). The code is kept
 * as an HMAC, compared in constant time, and dies after 10 minutes, one use or 5 wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    sentTo: varchar('sent_to', { length: 254 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * A sign-up waiting for its phone code (decision 0044): the account is created from it when the
 * code is verified. `email_taken`/`phone_taken` say another account had the contact when it was
 * asked for: such a sign-up answers like any other but can never become an account (a taken phone
 * is never sent a code at all). The id is random, above every account id (`signUpIdFloor`).
 */
export const signUps = pgTable(
  'sign_ups',
  {
    id: integer('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    emailTaken: boolean('email_taken').notNull(),
    phoneTaken: boolean('phone_taken').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_ups_expires_idx').on(t.expiresAt)],
);

/** Demo mode's outbox: the SMS and e-mails the store would have sent, readable at /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: varchar('code', { length: 10 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/** A user's delivery addresses (no limit on how many). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: varchar('city', { length: 120 }).notNull(),
    area: varchar('area', { length: 120 }).notNull(),
    streetName: varchar('street_name', { length: 120 }).notNull(),
    building: varchar('building', { length: 40 }).notNull(),
    /** As the customer wrote them: '3', 'ground', 'أرضي', '5B'. */
    floor: varchar('floor', { length: 40 }).notNull(),
    apartment: varchar('apartment', { length: 40 }).notNull(),
    landmark: varchar('landmark', { length: 120 }).notNull().default(''),
    addressLine: varchar('address_line', { length: 200 }).notNull().default(''),
    notes: varchar('notes', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Promo codes: percent (value = whole percent) or fixed (value = piasters), with limits. */
export const promoCodes = pgTable('promo_codes', {
  id: id(),
  code: varchar('code', { length: 40 }).notNull().unique('promo_codes_code_unique'),
  kind: varchar('kind', { length: 10 }).notNull(),
  value: integer('value').notNull(),
  minimumOrder: integer('minimum_order').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  maxUsesPerUser: integer('max_uses_per_user'),
  active: boolean('active').notNull().default(true),
});

/** A user's cart: its choices. Prices are never stored here; they come from the branch when read. */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
  paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantityMilli: integer('quantity_milli').notNull(),
    cuttingTypeId: integer('cutting_type_id').references(() => cuttingTypes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId, t.createdAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** placed, in process, subscribed, delivered, completed, cancelled (reference data, in the migration). */
export const orderStatuses = pgTable('order_statuses', {
  id: integer('id').primaryKey(),
  color: varchar('color', { length: 16 }).notNull(),
});
export const orderStatusTranslations = translations('order_status_translations', () => orderStatuses.id, {
  name: text('name').notNull(),
});

/**
 * A placed order: a snapshot. Prices, address and item names are copied in, so later catalogue
 * changes do not rewrite history. Money in piasters.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => orderStatuses.id),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    /**
     * not_required (cash, card reader), pending, paid or failed (online); held (authorized, taken at
     * dispatch), capture_failed (kept at the branch), voided (cancelled before dispatch): 0039.
     */
    paymentState: varchar('payment_state', { length: 16 }).notNull(),
    addressText: text('address_text').notNull(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    orderFrom: varchar('order_from', { length: 20 }).notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    deliveryCharge: integer('delivery_charge').notNull(),
    total: integer('total').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: varchar('promo_code', { length: 40 }),
    needsConfirmationCall: boolean('needs_confirmation_call').notNull().default(false),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /**
     * An online checkout whose payment is not verified yet (docs/decisions/0031): it holds the stock
     * and the promo use, but the customer's order list and the staff board do not show it and the
     * cart stays as it was, until a verified payment (or a switch to pay on delivery) places it.
     */
    awaitingPayment: boolean('awaiting_payment').notNull().default(false),
    /** The cart this online checkout was started from (`cartFingerprint`): the same cart, the same payment. */
    cartFingerprint: varchar('cart_fingerprint', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when the order leaves the branch: from then on a customer can no longer cancel it. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** The last time the customer was asked to choose substitutes: it opens a short cancel window. */
    substitutionRequestedAt: timestamp('substitution_requested_at', { withTimezone: true }),
    cancellationReasonId: integer('cancellation_reason_id').references(() => cancellationReasons.id),
    cancellationComment: text('cancellation_comment'),
    /** 'customer', 'staff' or 'system' (the store: an unpaid order released, every item dropped). */
    cancelledBy: varchar('cancelled_by', { length: 16 }),
    /** Piasters taken at the door for a cash or card-reader order, recorded by staff at delivery. */
    amountCollected: integer('amount_collected'),
    /** Scheduled orders: the Cairo day and the delivery slot (docs/decisions/0021); null when instant. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    slotId: integer('slot_id'),
    /** The subscription that placed this order (weekly, monthly), if any. */
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** Couriers (docs/decisions/0043): who carries it, since when; `returnedAt`: brought back, customer unreachable. */
    courierId: integer('courier_id').references((): AnyPgColumn => staff.id),
    courierAssignedAt: timestamp('courier_assigned_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** The customer's prescription that goes with its prescription-only medicines (docs/decisions/0061). */
    prescriptionId: integer('prescription_id').references((): AnyPgColumn => prescriptions.id, {
      onDelete: 'set null',
    }),
    /** 'pending' until a pharmacist checks it, then 'approved'; null: nothing in it needs a prescription. */
    pharmacistCheck: varchar('pharmacist_check', { length: 16 }).$type<'pending' | 'approved'>(),
    /** The pharmacist of record: who checked it, their name and syndicate licence number then, when. */
    pharmacistId: integer('pharmacist_id').references((): AnyPgColumn => staff.id),
    pharmacistName: varchar('pharmacist_name', { length: 100 }),
    pharmacistLicence: varchar('pharmacist_licence', { length: 40 }),
    pharmacistCheckedAt: timestamp('pharmacist_checked_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The orders waiting for a pharmacist (docs/decisions/0061).
    index('orders_pharmacist_pending_idx').on(t.branchId).where(sql`${t.pharmacistCheck} = 'pending'`),
    index('orders_courier_idx').on(t.courierId, t.statusId),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The orders booked in a branch's slot on a day (slot capacity).
    index('orders_delivery_slot_idx').on(t.branchId, t.deliveryDate, t.slotId),
    // One order per subscription and delivery day, however often the job runs.
    uniqueIndex('orders_subscription_day_idx').on(t.subscriptionId, t.deliveryDate),
    // Reports (docs/decisions/0055): a period's orders of a branch, or of the chain.
    index('orders_branch_created_idx').on(t.branchId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/**
 * Searches that found nothing (reports, docs/decisions/0055), counted per Cairo day, branch, language
 * and words (the keyword as search normalizes it): a busy day adds a few rows, not one per search.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    words: text('words').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'search_misses_pk', columns: [t.day, t.branchId, t.lang, t.words] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantityMilli: integer('quantity_milli').notNull(),
    weighted: boolean('weighted').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    cuttingTypeId: integer('cutting_type_id').references(() => cuttingTypes.id),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // What open orders hold of a product (staff stock adjustments, docs/decisions/0046).
    index('order_items_product_idx').on(t.productId, t.orderId),
  ],
);
/**
 * A repeating order (weekly or monthly, docs/decisions/0021): what to bring, where, when. The job
 * `subscription.place` turns each period into an ordinary order (status subscribed) at that day's
 * prices and stock. `period` counts deliveries from `startDate` (0 = the start date itself), so a
 * monthly subscription that starts on the 31st comes back to the 31st after a short month.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** weekly or monthly. */
    scheduleType: varchar('schedule_type', { length: 10 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The next delivery to order is `startDate` plus this many periods. */
    period: integer('period').notNull(),
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    slotId: integer('slot_id').notNull(),
    /** active, paused or cancelled. */
    status: varchar('status', { length: 10 }).notNull(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    comment: text('comment').notNull().default(''),
    orderFrom: varchar('order_from', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.createdAt)],
);

export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantityMilli: integer('quantity_milli').notNull(),
    cuttingTypeId: integer('cutting_type_id').references(() => cuttingTypes.id),
  },
  (t) => [index('subscription_items_subscription_idx').on(t.subscriptionId)],
);

/** The item's names as they were when ordered, in every language. */
export const orderItemTranslations = translations('order_item_translations', () => orderItems.id, {
  name: text('name').notNull(),
  cuttingType: text('cutting_type'),
});

/** Online payment attempts: one per visit to the gateway's page. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    /** Our reference, sent to the gateway and echoed back in its callback. */
    reference: varchar('reference', { length: 64 }).notNull().unique('payments_reference_unique'),
    /**
     * The order the gateway registered this attempt as (Paymob's order id): its signed callbacks
     * name it, so they are matched by it, never by our reference, which Paymob does not sign.
     */
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }),
    /** The gateway's transaction that settled the payment (Paymob: the transaction id refunds need). */
    gatewayReference: varchar('gateway_reference', { length: 100 }),
    amount: integer('amount').notNull(),
    state: varchar('state', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    /** The gateway's page for this attempt: asked again while it is pending, the same page comes back. */
    pageUrl: text('page_url'),
    /**
     * 'sale': charged when verified; 'auth': held on the card when verified, captured at dispatch for
     * what leaves the branch (docs/decisions/0039). `amount` is then the hold (cart plus margin).
     */
    mode: varchar('mode', { length: 8 }).notNull().default('sale'),
    /** What was captured of a hold (at dispatch). */
    capturedAmount: integer('captured_amount'),
    /** When the gateway lets a hold go: an order not out by then must be paid again. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_gateway_order_idx').on(t.gateway, t.gatewayOrderId),
  ],
);

/**
 * What happened to an order, in order (cancelled, later: dispatched, substitution asked...): the
 * notifications read it. `data` holds the event's details.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    data: jsonb('data').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at), index('order_events_at_idx').on(t.at)],
);

/**
 * An item of an order the branch cannot supply, with the substitutes offered to the customer
 * (docs/decisions/0020). `pending` until the customer answers or the time runs out; then
 * `substituted` (by `chosen_product_id`), `dropped` (the customer removed it) or `expired` (dropped
 * unanswered: never substituted without consent). The original item is copied in, since a dropped
 * or substituted item's order line changes.
 */
export const orderSubstitutions = pgTable(
  'order_substitutions',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantityMilli: integer('quantity_milli').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The offered substitutes, in the order shown. */
    alternativeIds: jsonb('alternative_ids').$type<number[]>().notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    chosenProductId: integer('chosen_product_id').references(() => products.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('order_substitutions_order_idx').on(t.orderId, t.state)],
);

/**
 * Money an online-paid order owes or is owed after it changed (substitutions): `refund` (given back
 * through the gateway, positive) or `collect` (to take on delivery; a negative row lowers what an
 * earlier row asked for). Piasters. docs/decisions/0020. A held card payment (docs/decisions/0039)
 * adds `authorize`, `capture` and `void`, one row each.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    /** The gateway's id of a refund transaction. */
    gatewayReference: varchar('gateway_reference', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_ledger_order_idx').on(t.orderId)],
);

/**
 * Counters of the shared limits (logins, codes, sends, contact messages, the API-wide rate), kept by
 * rate-limiter-flexible's Drizzle store so every instance of the store counts in one place
 * (docs/decisions/0016). `key` is the limiter's prefix and the counted key; a row is dead once
 * `expire` has passed and is swept every few minutes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** Values the store makes up once and every instance then shares (the demo code secret). */
export const storeSettings = pgTable('store_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Work done outside requests, by the job runner (docs/decisions/0015): sending SMS and e-mail now;
 * timeouts, releases and scheduled sends later. A row is `pending` (waiting, or claimed while
 * `locked_until` is ahead), then `done` or `failed`. Times come from the runner's clock, never the
 * database's, so tests can move them.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Emptied when the job ends if its definition says the payload is secret (one-time codes). */
    payload: jsonb('payload'),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    /** The lease: a claimed job whose worker died is claimed again once this has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 100 }),
    /** At most one pending (or running) job per name and key. */
    singletonKey: varchar('singleton_key', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`state = 'pending'`),
    uniqueIndex('jobs_singleton_idx').on(t.name, t.singletonKey).where(sql`state = 'pending'`),
    index('jobs_done_idx').on(t.doneAt).where(sql`state <> 'pending'`),
  ],
);

/**
 * Staff accounts, apart from customers (docs/decisions/0022). `role`: admin, branch_manager,
 * pharmacist or support. A disabled account cannot log in and its sessions stop working at once.
 * `totpSecret` (base32) turns on the second factor.
 */
export const staff = pgTable('staff', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().unique('staff_email_unique'),
  passwordHash: text('password_hash').notNull(),
  role: varchar('role', { length: 20 }).notNull(),
  totpSecret: varchar('totp_secret', { length: 64 }),
  /**
   * The 30-second step of the last authenticator code accepted: a code of that step or an earlier
   * one is refused (replay), on every app instance, since the check is one conditional update here.
   */
  totpLastStep: integer('totp_last_step'),
  /** A pharmacist's syndicate licence number, recorded on the orders they check (docs/decisions/0061). */
  licenceNumber: varchar('licence_number', { length: 40 }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The branches a staff member works for (an admin's rows do not limit them). */
export const staffBranches = pgTable(
  'staff_branches',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.branchId] })],
);

/** Staff logins: as customer sessions, only the token's SHA-256 is kept; hours, not days. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('staff_sessions_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One-time links a staff member sets a new password from: sent by e-mail when an account
 * is made or a reset is asked for. Only the token's SHA-256 is kept; a link dies after 24 hours, at
 * its first use, or when a newer one is sent. `createdBy`: who asked for it.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 })
      .notNull()
      .unique('staff_password_links_token_hash_unique'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_password_links_staff_idx').on(t.staffId)],
);

/**
 * A medicine pack handed over, read from its GS1 DataMatrix (docs/decisions/0066): the order line it
 * went with, its GTIN, serial, batch and expiry, who scanned it and when. A serial is dispensed once.
 */
export const dispensedPacks = pgTable(
  'dispensed_packs',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    gtin: varchar('gtin', { length: 14 }).notNull(),
    serial: varchar('serial', { length: 20 }).notNull(),
    batch: varchar('batch', { length: 20 }),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references((): AnyPgColumn => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dispensed_packs_serial_idx').on(t.gtin, t.serial),
    index('dispensed_packs_item_idx').on(t.orderItemId),
    index('dispensed_packs_branch_day_idx').on(t.branchId, t.createdAt),
  ],
);

/** Every change a staff member makes: who, what, on which row, when, and the row before and after. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    action: varchar('action', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

// --- prescriptions, support issues and their files (docs/decisions/0028) ------------------------------

/**
 * A prescription a customer sent for a branch (the user's branch when sent) and one of their
 * addresses (copied in, as orders do). `status`: new, quoted, rejected, confirmed, declined or
 * cancelled (prescriptions/prescription-rules.ts). The quote is catalogue products and quantities,
 * priced when read (the branch's price of the day, as a cart is); `orderId` is the order placed from it.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    addressText: text('address_text').notNull(),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('new'),
    quoteItems: jsonb('quote_items').$type<{ productId: number; quantityMilli: number }[]>(),
    quoteNote: text('quote_note'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staff.id),
    rejectionReason: text('rejection_reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    cancellationReasonId: integer('cancellation_reason_id').references(() => cancellationReasons.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescriptions_user_idx').on(t.userId, t.createdAt),
    index('prescriptions_branch_idx').on(t.branchId, t.status, t.createdAt),
    index('prescriptions_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/** The kinds of problem a customer can report (reference rows with translations, in the migration). */
export const supportIssueTypes = pgTable('support_issue_types', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
});
export const supportIssueTypeTranslations = translations(
  'support_issue_type_translations',
  () => supportIssueTypes.id,
  { name: text('name').notNull() },
);

/**
 * A problem a customer reported, about one of their orders or not; `branchId` is the order's branch,
 * else the user's branch when reported. `status`: open, answered or closed.
 */
export const supportIssues = pgTable(
  'support_issues',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => supportIssueTypes.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_issues_user_idx').on(t.userId, t.createdAt),
    index('support_issues_branch_idx').on(t.branchId, t.status, t.createdAt),
  ],
);

/** The conversation of an issue after its first comment: the customer's follow-ups and staff answers. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: id(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => supportIssues.id, { onDelete: 'cascade' }),
    /** Null: the customer wrote it. */
    staffId: integer('staff_id').references(() => staff.id),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_issue_idx').on(t.issueId, t.createdAt)],
);

/**
 * A file of a prescription or a support issue, kept in the file storage under `storageKey`
 * (storage/file-storage.ts). `kind`: jpeg, png, webp, heic or pdf, found from the content. The row
 * goes with its prescription or issue; the file is removed by the code that deletes them.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prescriptionId: integer('prescription_id').references(() => prescriptions.id, { onDelete: 'cascade' }),
    supportIssueId: integer('support_issue_id').references(() => supportIssues.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_prescription_idx').on(t.prescriptionId),
    index('attachments_support_issue_idx').on(t.supportIssueId),
    index('attachments_user_idx').on(t.userId),
  ],
);

// --- notifications (docs/decisions/0030) ---------------------------------------------------------------

/**
 * A customer's notification: the in-app inbox entry and, at the same time, the outbox row the
 * channels are sent from. Written by database triggers in the transaction of the change it tells about
 * (drizzle/*_notifications.sql: an order placed, an order event, a prescription answered, a support
 * reply), together with the `notification.fanout` job that sends it. `sourceKey` names that change
 * (`order_events:17`), so one change makes one notification. `type` is a contract NotificationType;
 * `data` the details the texts need; title and body are made in the reader's language when read.
 * Every change to a customer's rows is told on channel `notification_live` (drizzle/0027_unread_live.sql).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    prescriptionId: integer('prescription_id').references(() => prescriptions.id, { onDelete: 'cascade' }),
    supportIssueId: integer('support_issue_id').references(() => supportIssues.id, { onDelete: 'cascade' }),
    sourceKey: varchar('source_key', { length: 60 }).notNull().unique('notifications_source_unique'),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
    // The daily retention job deletes by age (notification-retention.ts), 5,000 rows at a time.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** The channels a customer allows besides the inbox (no row: both on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  push: boolean('push').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's web push subscription (one per endpoint: the last user to subscribe it owns it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A mobile app install's Firebase Cloud Messaging token (one per token: the last user owns it). */
export const notificationDevices = pgTable(
  'notification_devices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceType: varchar('device_type', { length: 10 }).notNull(),
    token: text('token').notNull().unique('notification_devices_token_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_devices_user_idx').on(t.userId)],
);

/**
 * One send of a notification on one channel to one target: the idempotency key of a send
 * (notification, channel, target) is unique, so a fan-out run twice sends nothing twice. `channel`:
 * push, fcm or sms; `target`: the subscription's or device's id, or the phone. `state`: pending,
 * sent, gone (the subscription no longer exists) or failed.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 8 }).notNull(),
    target: varchar('target', { length: 40 }).notNull(),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_key_idx').on(t.notificationId, t.channel, t.target),
    // The retention job's deletes and failing-target checks go by age.
    index('notification_deliveries_created_idx').on(t.createdAt),
  ],
);

/** A bulk import of prices and stock (docs/decisions/0053): the file, its job's state, the dry run. */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** The uploaded file, base64; emptied once applied. */
    content: text('content').notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    status: varchar('status', { length: 16 }).notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    report: jsonb('report').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_imports_staff_idx').on(t.staffId, t.id)],
);

/** The column names a member's pharmacy system uses, remembered from their last import. */
export const stockImportMappings = pgTable('stock_import_mappings', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- the customer's own data (docs/decisions/0067) ---------------------------------------------------

/** Every consent given or withdrawn: the latest row of a kind is the current state. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    granted: boolean('granted').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.kind, t.id)],
);

/** A download of one's data or a deletion of one's account: who, what, when. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'export' | 'delete'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_requests_user_idx').on(t.userId, t.createdAt)],
);
