import { type PharmacistOfRecord, piastersToPounds } from '@store/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents, prescriptions } from '../db/schema.ts';
import { firstWeighings } from './weight-rules.ts';

/**
 * Where an order's lines and the order itself came from, shown to staff and to the customer alike:
 * per weighed line what was ordered (weight and amount) beside what was delivered, and the
 * prescription whose quote it was placed from.
 */
export async function orderOrigins(db: Db, orderId: number) {
  const [weighEvents, [prescription]] = await Promise.all([
    db
      .select({ data: orderEvents.data })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'order.weighed')))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select({ id: prescriptions.id })
      .from(prescriptions)
      .where(eq(prescriptions.orderId, orderId))
      .limit(1),
  ]);
  const weighed = firstWeighings(weighEvents);
  return {
    prescriptionId: prescription?.id ?? null,
    /** The line's weighing in the API's units (kg, EGP), or null for a line never weighed. */
    weighing(orderItemId: number) {
      const first = weighed.get(orderItemId);
      return first
        ? { orderedQuantity: first.orderedMilli / 1000, orderedAmount: piastersToPounds(first.orderedAmount) }
        : null;
    },
  };
}

/** The pharmacist of record of an order row (null until checked). */
export function pharmacistOf(order: {
  pharmacistName: string | null;
  pharmacistLicence: string | null;
  pharmacistCheckedAt: Date | null;
}): PharmacistOfRecord | null {
  if (order.pharmacistName === null || order.pharmacistCheckedAt === null) return null;
  return {
    name: order.pharmacistName,
    licenceNumber: order.pharmacistLicence,
    checkedAt: order.pharmacistCheckedAt.toISOString(),
  };
}
