import {
  type BranchDelivery,
  deliveryPromiseMessage,
  holidaysOf,
  type Lang,
  type OpeningHours,
  openingHoursOf,
  openState,
  paymentTypesOf,
  translate,
} from '@store/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches } from '../db/schema.ts';

/** The columns a branch's delivery settings are read from. */
export const branchDeliveryColumns = {
  deliveryCharge: branches.deliveryCharge,
  freeDeliveryFrom: branches.freeDeliveryFrom,
  minimumOrder: branches.minimumOrder,
  paymentTypeIds: branches.paymentTypeIds,
  openingHours: branches.openingHours,
  holidays: branches.holidays,
  deliveryPromiseMinutes: branches.deliveryPromiseMinutes,
};

type Row = {
  deliveryCharge: number;
  freeDeliveryFrom: number | null;
  minimumOrder: number | null;
  paymentTypeIds: unknown;
  openingHours: unknown;
  holidays: unknown;
  deliveryPromiseMinutes: number | null;
};

/** A branch row's settings, the store's minimum order where the branch set none. */
export function branchDeliveryOf(row: Row, storeMinimumOrder: number): BranchDelivery {
  return {
    deliveryCharge: row.deliveryCharge,
    freeDeliveryFrom: row.freeDeliveryFrom,
    minimumOrder: row.minimumOrder ?? storeMinimumOrder,
    paymentTypeIds: paymentTypesOf(row.paymentTypeIds),
    openingHours: openingHoursOf(row.openingHours),
    holidays: holidaysOf(row.holidays),
    deliveryPromiseMinutes: row.deliveryPromiseMinutes,
  };
}

/**
 * A branch's delivery settings now (docs/decisions/0072): read from its row on every use, one
 * primary-key read, so a change made on any instance is what every instance's next cart, checkout
 * and branch answer use (nothing kept in memory to forget). Null for an unknown branch.
 */
export async function branchDelivery(
  db: Db,
  branchId: number,
  storeMinimumOrder: number,
): Promise<BranchDelivery | null> {
  const [row] = await db.select(branchDeliveryColumns).from(branches).where(eq(branches.id, branchId));
  return row ? branchDeliveryOf(row, storeMinimumOrder) : null;
}

/** What `priceCart` takes of a branch's settings: its charge and free-delivery amount. */
export const deliveryPricing = (delivery: Pick<BranchDelivery, 'deliveryCharge' | 'freeDeliveryFrom'>) => ({
  deliveryCharge: delivery.deliveryCharge,
  freeDeliveryFrom: delivery.freeDeliveryFrom,
});

/** The columns written for a branch's settings. */
export const branchDeliveryValues = (delivery: BranchDelivery & { openingHours: OpeningHours }) => ({
  deliveryCharge: delivery.deliveryCharge,
  freeDeliveryFrom: delivery.freeDeliveryFrom,
  minimumOrder: delivery.minimumOrder,
  paymentTypeIds: delivery.paymentTypeIds,
  openingHours: delivery.openingHours,
  deliveryPromiseMinutes: delivery.deliveryPromiseMinutes,
});

/**
 * The words of a branch's delivery time promise for instant orders (docs/decisions/0088), in the
 * customer's language: null when it promises nothing, or while it is closed (an instant order then
 * waits for the opening, which the closed notice says).
 */
export function deliveryPromiseNotice(delivery: BranchDelivery, lang: Lang, now: Date): string | null {
  if (delivery.deliveryPromiseMinutes === null) return null;
  if (!openState(delivery, now).open) return null;
  const { key, params } = deliveryPromiseMessage(delivery.deliveryPromiseMinutes);
  return translate(lang, key, params);
}

/**
 * What `priceCart` takes of a branch's settings now, for pricing where no checkout gate runs (a
 * prescription's quote, a subscription's next order). An unknown branch delivers free.
 */
export async function deliveryPricingOf(db: Db, branchId: number) {
  const [row] = await db
    .select({ deliveryCharge: branches.deliveryCharge, freeDeliveryFrom: branches.freeDeliveryFrom })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row ?? { deliveryCharge: 0, freeDeliveryFrom: null };
}
