/**
 * Couriers' rules (docs/decisions/0043). Pure: money in piasters, the callers read the rows.
 */
import { orderStatusIds, pinLinks } from '@store/contract';

/** The notes a customer in Egypt most often pays a delivery with, in piasters (50, 100, 200 EGP). */
const likelyNotes = [5_000, 10_000, 20_000] as const;

/**
 * The change a courier should carry: for each likely note, the smallest sum of that note strictly
 * above the amount, and the change it needs (237.50 -> 250: 12.50, 300: 62.50, 400: 162.50). The
 * store does not ask the customer which note they will use, so the courier sees the likely ones.
 */
export function changeFor(toCollect: number): { paidWith: number; change: number }[] {
  if (toCollect <= 0) return [];
  const paid = [...new Set(likelyNotes.map((note) => (Math.floor(toCollect / note) + 1) * note))];
  return paid.sort((a, b) => a - b).map((paidWith) => ({ paidWith, change: paidWith - toCollect }));
}

/** The delivery address on a map, opened by the courier's phone: its pin, else a maps search. */
export function mapUrl(address: string, pin?: { lat: number | null; lng: number | null }): string {
  // A pinned address (docs/decisions/0091) is where the customer put the pin, not a text search.
  if (pin && pin.lat !== null && pin.lng !== null) return pinLinks({ lat: pin.lat, lng: pin.lng }).web;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** An order can be handed to a courier (or to another one) until it is delivered or cancelled. */
export function mayAssignCourier(statusId: number): boolean {
  return (
    [orderStatusIds.placed, orderStatusIds.inProcess, orderStatusIds.outForDelivery] as number[]
  ).includes(statusId);
}

/**
 * What a courier may report on an order: it must be theirs, out for delivery and not already
 * brought back. Anything else of theirs is a 422 (not a 404: they may see it on their list).
 */
export function courierMayReport(order: { statusId: number; returnedAt: Date | null }): boolean {
  return order.statusId === orderStatusIds.outForDelivery && order.returnedAt === null;
}
