import { slotWithinHours } from '@store/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { branchDelivery } from '../branches/index.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { dayProblem, type ScheduleSettings, slotOpen, slotsOfDay } from './schedule-rules.ts';

/** How many live orders each slot of a branch holds on a day (cancelled ones free their place). */
export async function bookedSlots(db: Db, branchId: number, day: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotId: orders.slotId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.branchId, branchId),
        eq(orders.deliveryDate, day),
        isNotNull(orders.slotId),
        isNull(orders.cancelledAt),
      ),
    )
    .groupBy(orders.slotId);
  return new Map(rows.map((row) => [row.slotId!, Number(row.count)]));
}

/**
 * The slots of a branch's day: a slot outside the branch's hours that day (a closed weekday, a
 * holiday, before opening or after closing, docs/decisions/0072) is not offered.
 */
export async function slotsFor(db: Db, branchId: number, day: string, now: Date, settings: ScheduleSettings) {
  const [booked, delivery] = await Promise.all([
    bookedSlots(db, branchId, day),
    branchDelivery(db, branchId, 0),
  ]);
  return slotsOfDay(day, now, booked, settings).map((slot) =>
    slot.available && delivery && !slotWithinHours(delivery, day, slot.from, slot.to)
      ? { ...slot, available: false }
      : slot,
  );
}

const invalid = (key: ConstructorParameters<typeof ApiError>[1], params: Record<string, string> = {}) =>
  new ApiError(422, key, params, [key]);

/** Refuses a day outside the booking window or a slot that has started or is too close. */
export function checkDayAndSlot(day: string, slotId: number, now: Date, settings: ScheduleSettings) {
  const problem = dayProblem(day, now, settings);
  if (problem) throw invalid(problem.key, { date: problem.date });
  if (!slotOpen(day, slotId, now, settings)) throw invalid('schedule.slotUnavailable');
}

/**
 * In a checkout's transaction: waits for any other checkout booking the same branch and day (a
 * transaction-scoped advisory lock, so every instance on one database queues here), then counts.
 * Two customers can never both take the last place of a slot.
 */
export async function reserveSlot(
  tx: Db,
  booking: { branchId: number; day: string; slotId: number },
  settings: ScheduleSettings,
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('delivery-slot'), hashtext(${`${booking.branchId}:${booking.day}`}))`,
  );
  const booked = await bookedSlots(tx, booking.branchId, booking.day);
  if ((booked.get(booking.slotId) ?? 0) >= settings.slotCapacity) throw invalid('schedule.slotUnavailable');
}
