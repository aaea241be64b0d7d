import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import { branches } from './branches.ts';
import { products } from './catalogue.ts';
import { id } from './columns.ts';
import { orderItems, orders } from './orders.ts';
import { staff } from './staff.ts';

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
    /**
     * Hidden from customers: the product, its brand or one of its categories is hidden (kept by
     * `refreshHidden`, so customer reads need no join; docs/decisions/0052, 0071).
     */
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
    /** SHA-256 of the file as uploaded (docs/decisions/0084); null for imports made before. */
    contentHash: varchar('content_hash', { length: 64 }),
    /** The upload's Idempotency-Key: a retried upload answers the same import. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
  },
  (t) => [
    index('stock_imports_staff_idx').on(t.staffId, t.id),
    uniqueIndex('stock_imports_idempotency_idx')
      .on(t.staffId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** The branches a file was applied to, once each (docs/decisions/0084): the key is the guard. */
export const stockImportApplications = pgTable(
  'stock_import_applications',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    importId: integer('import_id')
      .notNull()
      .references(() => stockImports.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.contentHash] }),
    index('stock_import_applications_import_idx').on(t.importId),
  ],
);

/** The column names a member's pharmacy system uses, remembered from their last import. */
export const stockImportMappings = pgTable('stock_import_mappings', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A batch of a product received at a branch (docs/decisions/0075, drizzle/0056_stock_batches.sql):
 * its number and expiry, what came in and what is left that no order took. For sale while `withdrawn`
 * is null ('expiring': within the expiry cut-off; 'recalled'). The ledger's trigger takes from the
 * batches for sale, earliest expiry first, whenever stock goes out.
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batch: varchar('batch', { length: 20 }).notNull(),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    receivedMilli: integer('received_milli').notNull(),
    quantityMilli: integer('quantity_milli').notNull(),
    withdrawn: varchar('withdrawn', { length: 16 }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    recalledBy: integer('recalled_by').references((): AnyPgColumn => staff.id),
    recallNote: text('recall_note'),
    receivedBy: integer('received_by').references((): AnyPgColumn => staff.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Units written off in all (destroyed or returned to the supplier, docs/decisions/0079), and the last write-off. */
    writtenOffMilli: integer('written_off_milli').notNull().default(0),
    writtenOffAt: timestamp('written_off_at', { withTimezone: true }),
    writtenOffBy: integer('written_off_by').references((): AnyPgColumn => staff.id),
    writeOffDisposal: varchar('write_off_disposal', { length: 16 }),
    writeOffNote: text('write_off_note'),
  },
  (t) => [
    uniqueIndex('stock_batches_batch_idx').on(t.branchId, t.productId, t.batch),
    index('stock_batches_fefo_idx').on(t.branchId, t.productId, t.expiry, t.id).where(sql`withdrawn IS NULL`),
    index('stock_batches_expiry_idx').on(t.expiry).where(sql`withdrawn IS NULL`),
    index('stock_batches_branch_expiry_idx').on(t.branchId, t.expiry),
    check('stock_batches_quantity_check', sql`quantity_milli >= 0`),
  ],
);

/** What an order took of each batch (its FEFO allocation, less what it gave back): picking and recalls. */
export const stockBatchAllocations = pgTable(
  'stock_batch_allocations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => stockBatches.id, { onDelete: 'cascade' }),
    quantityMilli: integer('quantity_milli').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.batchId] }),
    index('stock_batch_allocations_batch_idx').on(t.batchId),
  ],
);
