import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, translations } from './columns.ts';

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
  /** Delivery settings (docs/decisions/0072): piasters; null free-from: never free; null minimum: the store's. */
  freeDeliveryFrom: integer('free_delivery_from'),
  minimumOrder: integer('minimum_order'),
  /** The ways of paying the branch takes (`paymentTypesOf` reads them). */
  paymentTypeIds: jsonb('payment_type_ids').notNull().default([1, 2, 3, 4, 5]),
  /** The days whose hours the branch set (`openingHoursOf` fills in the rest). */
  openingHours: jsonb('opening_hours').notNull().default({}),
  /** Cairo days (YYYY-MM-DD) the branch is closed all day (`holidaysOf` reads them). */
  holidays: jsonb('holidays').notNull().default([]),
  /** Minutes an instant order is delivered within (docs/decisions/0088); null: no promise shown. */
  deliveryPromiseMinutes: integer('delivery_promise_minutes'),
  /** Where the branch is (docs/decisions/0087), WGS84 degrees: the nearest branch is measured from here. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/**
 * The areas a branch delivers to (docs/decisions/0087): a GeoJSON Polygon each ([longitude,
 * latitude] positions; rings after the first are holes). Point-in-polygon runs in the API (turf).
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    polygon: jsonb('polygon').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('delivery_zones_branch_idx').on(t.branchId)],
);

export const branchTranslations = translations('branch_translations', () => branches.id, {
  name: text('name').notNull(),
  address: text('address').notNull(),
});
