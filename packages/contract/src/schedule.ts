import { z } from 'zod';
import { envelope } from './envelope.ts';
import { optionalQueryInt } from './query-params.ts';
import { orderItemSchema, placeOrderBody, quantityField } from './shop.ts';

/**
 * Scheduled and subscribed orders (docs/product.md#scheduled-and-subscribed-orders: instant, or
 * scheduled once, weekly or monthly, and subscribed). Dates are calendar days in Cairo, YYYY-MM-DD.
 */

export const scheduleTypes = ['instant', 'once', 'weekly', 'monthly'] as const;
export type ScheduleType = (typeof scheduleTypes)[number];
export const repeatingScheduleTypes = ['weekly', 'monthly'] as const;
export type RepeatingScheduleType = (typeof repeatingScheduleTypes)[number];

/** A day of the delivery calendar: YYYY-MM-DD (Africa/Cairo). */
export const dateField = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'schedule.invalidDate' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && isRealDate(text), {
    error: 'schedule.invalidDate',
  });

function isRealDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `POST cart/order`: the existing clients' comment and orderFrom (docs/product.md#existing-clients), and when to deliver. */
export const schedulePlaceOrderBody = placeOrderBody
  .extend({
    scheduleType: z.preprocess(emptyToUndefined, z.enum(scheduleTypes).default('instant')),
    startDate: z.preprocess(emptyToUndefined, dateField.optional()),
    slotId: optionalQueryInt((n) => n.min(1).max(100)),
  })
  .superRefine((body, ctx) => {
    if (body.scheduleType === 'instant') return;
    if (!body.startDate)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'schedule.startDateRequired' });
    if (body.slotId === undefined)
      ctx.addIssue({ code: 'custom', path: ['slotId'], message: 'schedule.slotRequired' });
  });
export type SchedulePlaceOrderBody = z.infer<typeof schedulePlaceOrderBody>;

export const deliverySlotsQuery = z.object({ date: dateField });
export const deliverySlotSchema = z.object({
  id: z.number().int(),
  /** HH:mm, Cairo time. */
  from: z.string(),
  to: z.string(),
  available: z.boolean(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;
export const deliverySlotsResponse = envelope(
  z.object({ date: z.string(), slots: z.array(deliverySlotSchema) }),
);

export const subscriptionStatuses = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionItemSchema = orderItemSchema.pick({
  productId: true,
  name: true,
  image: true,
  quantity: true,
  weighted: true,
});

export const subscriptionSchema = z.object({
  id: z.number().int(),
  scheduleType: z.enum(repeatingScheduleTypes),
  startDate: z.string(),
  /** The next delivery day that will be ordered (null once cancelled). */
  nextDate: z.string().nullable(),
  /** The delivery days after it, so the customer sees the rhythm. */
  upcomingDates: z.array(z.string()),
  /**
   * The real next delivery: its order when one is already placed and not yet delivered
   * (the first delivery, or one placed at its cutoff), else `nextDate` while active; null while
   * paused or once cancelled. `canSkip`: pause, skip and cancel still stop it (not dispatched).
   */
  nextDelivery: z
    .object({ date: z.string(), orderId: z.number().int().nullable(), canSkip: z.boolean() })
    .nullable(),
  slot: deliverySlotSchema.omit({ available: true }),
  items: z.array(subscriptionItemSchema),
  status: z.enum(subscriptionStatuses),
  /** Until when the next delivery's items can be changed (ISO time). */
  editableUntil: z.string().nullable(),
  editable: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionsResponse = envelope(z.object({ subscriptions: z.array(subscriptionSchema) }));
export const subscriptionResponse = envelope(
  z.object({ subscription: subscriptionSchema }),
  z.number().int(),
);

const quantity = quantityField;
/** `POST subscriptions/{id}/items`: what the next deliveries bring (replaces the list). */
export const subscriptionItemsBody = z.object({
  items: z
    .array(
      z.object({
        productId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)).pipe(
          z.number({ error: 'validation.required' }),
        ),
        quantity,
        cuttingTypeId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
      }),
    )
    .min(1, { error: 'schedule.itemsRequired' })
    .max(100),
});
