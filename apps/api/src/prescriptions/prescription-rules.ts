import type { PrescriptionStatus } from '@store/contract';

/**
 * What may happen to a prescription in each status (docs/decisions/0028). Pure: the callers lock the
 * row and pass its status.
 *
 *   new -> quoted (pharmacist) -> confirmed (customer: an order is placed) | declined (customer)
 *   new | quoted -> rejected (pharmacist) | cancelled (customer)
 */

/** Still waiting: for the pharmacist (new) or for the customer's answer to the quote (quoted). */
export function isPending(status: PrescriptionStatus): boolean {
  return status === 'new' || status === 'quoted';
}

/** The customer may withdraw it while no order has been made from it and no one closed it. */
export const customerMayCancel = isPending;

/** The pharmacist may answer (or answer again) until the customer has answered the quote. */
export const staffMayAnswer = isPending;

/** Only a quote waiting for the customer can be confirmed or declined. */
export function customerMayAnswerQuote(status: PrescriptionStatus): boolean {
  return status === 'quoted';
}

/**
 * The customer may delete it (and its files) unless an order was made from it: a dispensed
 * prescription is kept with its order, as a pharmacy's record of what it dispensed and why.
 */
export function customerMayDelete(status: PrescriptionStatus): boolean {
  return status !== 'confirmed';
}

/**
 * What a pharmacist offers for a brand the branch is out of: the cheapest of `offered`, and between
 * equal prices the one the alternatives rule ranked better (`rankedIds`, best first). Null for none.
 */
export function cheapestOf<T extends { id: number; price: number }>(
  offered: readonly T[],
  rankedIds: readonly number[],
): T | null {
  const rank = (id: number) => {
    const at = rankedIds.indexOf(id);
    return at === -1 ? rankedIds.length : at;
  };
  return offered.reduce<T | null>(
    (best, product) =>
      best === null ||
      product.price < best.price ||
      (product.price === best.price && rank(product.id) < rank(best.id))
        ? product
        : best,
    null,
  );
}
