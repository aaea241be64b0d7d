import { type Lang, repeatingScheduleTypes, type SchedulePlaceOrderBody, translate } from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/envelope.ts';
import type { Shop } from '../http/request-context.ts';
import type { ScheduledPlacement } from './place-order.ts';
import type { ScheduleSettings } from './schedule-rules.ts';
import { checkDayAndSlot, reserveSlot } from './schedule-slots.ts';

/** What checkout needs to place scheduled orders and start subscriptions (docs/decisions/0021). */
export interface ScheduleCheckout {
  settings: ScheduleSettings;
  now(): Date;
  /** Makes the subscription from a weekly or monthly checkout's first order, in its transaction. */
  startSubscription(
    tx: Db,
    orderId: number,
    schedule: { scheduleType: 'weekly' | 'monthly'; startDate: string; slotId: number },
  ): Promise<number>;
}

/**
 * A guest who asks for a scheduled order hears 'Please login to subscribe to order' (docs/product.md#guests),
 * others 'Please Login First'; before the body is validated, as for every route that needs a user.
 */
export async function requireUserForSchedule(request: FastifyRequest) {
  if (request.ctx.userId !== null) return;
  const body = request.body as Record<string, unknown> | undefined;
  const scheduled = typeof body?.scheduleType === 'string' && !['', 'instant'].includes(body.scheduleType);
  throw new ApiError(401, scheduled ? 'schedule.loginRequired' : 'order.loginToOrder');
}

/**
 * The schedule of a checkout: nothing for an instant order; for the others the day and slot are
 * checked now and the slot booked in the order's transaction. `once` is one order whose stock is
 * taken at placement; weekly and monthly place the first delivery the same way and subscribe.
 */
export function scheduledPlacement(
  body: SchedulePlaceOrderBody,
  shop: Shop,
  schedule: ScheduleCheckout,
): ScheduledPlacement | undefined {
  if (body.scheduleType === 'instant') return undefined;
  const deliveryDate = body.startDate!;
  const slotId = body.slotId!;
  checkDayAndSlot(deliveryDate, slotId, schedule.now(), schedule.settings);
  const scheduleType = body.scheduleType;
  const repeating = (repeatingScheduleTypes as readonly string[]).includes(scheduleType);
  return {
    deliveryDate,
    slotId,
    reserve: (tx) =>
      reserveSlot(tx, { branchId: shop.branchId, day: deliveryDate, slotId }, schedule.settings),
    placed: repeating
      ? async (tx, orderId) => {
          await schedule.startSubscription(tx, orderId, {
            scheduleType: scheduleType as 'weekly' | 'monthly',
            startDate: deliveryDate,
            slotId,
          });
        }
      : undefined,
  };
}

export function placedMessage(lang: Lang, body: SchedulePlaceOrderBody): string {
  if (body.scheduleType === 'instant') return translate(lang, 'order.placed');
  const key = body.scheduleType === 'once' ? 'schedule.placedOnce' : 'schedule.subscribed';
  return translate(lang, key, { date: body.startDate! });
}
