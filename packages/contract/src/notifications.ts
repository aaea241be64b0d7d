import { z } from 'zod';
import { envelope } from './envelope.ts';
import { optionalQueryInt } from './query-params.ts';

/**
 * Notifications (docs/decisions/0030): every step of an order's and a prescription's life
 * becomes a notification, kept in the customer's in-app inbox and sent, as the customer chose, by web
 * push, SMS (only the events that cannot wait) and the mobile apps' push (FCM).
 */

/** What a notification is about. The inbox shows all of them; SMS only `smsNotificationTypes`. */
export const notificationTypes = [
  'order.placed',
  'order.accepted',
  'substitution.requested',
  'order.dispatched',
  'order.delivered',
  'order.cancelled',
  'order.refunded',
  'prescription.quoted',
  'prescription.rejected',
  'support.replied',
  'subscription.placed',
  'subscription.itemsLeftOut',
  /** A card hold that lapses before the order goes out: pay again (docs/decisions/0039). */
  'payment.payAgain',
  /** A pharmacist refused a prescription-only medicine of the order, with why (docs/decisions/0061). */
  'order.medicineRefused',
  /** A batch of a medicine the order received was recalled (docs/decisions/0075). */
  'order.batchRecalled',
  /** Staff answered or refused the customer's privacy request (docs/decisions/0081). */
  'privacy.answered',
  /** A data breach affected the customer (docs/decisions/0081). */
  'privacy.breach',
  /** A step of the customer's return: approved, refused, pickup arranged, received, refunded (docs/decisions/0085). */
  'return.updated',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The events that cannot wait: also sent by SMS when the customer allows it. */
export const smsNotificationTypes: readonly NotificationType[] = [
  'substitution.requested',
  'order.dispatched',
];

/** Inbox entries a page of `GET notifications` holds. */
export const notificationsPageSize = 20;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(notificationTypes),
    /** In the request's language. */
    title: z.string(),
    body: z.string(),
    /** The store page it opens, with its language: `/en/order-info/12`, `/ar/order-info/12/alternatives`. */
    url: z.string(),
    createdAt: z.string(),
    /** null while unread. */
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({ page: optionalQueryInt((n) => n.min(1).max(10_000)) });
export const notificationsResponse = envelope(
  z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** More (older) entries on the next page. */
    hasMore: z.boolean(),
  }),
);
/** `GET notifications/unread-count` and `POST notifications/read-all`. */
export const unreadCountResponse = envelope(z.object({ unreadCount: z.number().int() }));
/** `POST notifications/{id}/read` (`item` = the id): the unread count after it. */
export const notificationReadResponse = envelope(
  z.object({ unreadCount: z.number().int() }),
  z.number().int(),
);

/** A flag sent as JSON true/false, or as a form's '1'/'0'/'true'/'false'/'on'. */
const flag = z.preprocess(
  (value) =>
    value === '1' || value === 'true' || value === 'on'
      ? true
      : value === '0' || value === 'false' || value === ''
        ? false
        : value,
  z.boolean({ error: 'validation.invalid' }),
);

/** The customer's channels: the inbox is always on; push covers web push and the apps (FCM). */
export const notificationSettingsSchema = z
  .object({ push: z.boolean(), sms: z.boolean(), inbox: z.literal(true) })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsBody = z.object({
  push: flag,
  sms: flag,
  /** Accepted for symmetry with the answer; the inbox cannot be turned off. */
  inbox: z.literal(true).optional(),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBody>;
export const notificationSettingsResponse = envelope(z.object({ settings: notificationSettingsSchema }));

/** The VAPID public key (base64url) for `pushManager.subscribe({ applicationServerKey })`. */
export const pushKeyResponse = envelope(z.object({ publicKey: z.string() }));

const endpointField = z
  .url({ error: 'validation.invalid' })
  .max(1000, { error: 'validation.invalid' })
  .regex(/^https?:\/\/[\x21-\x7e]+$/, { error: 'validation.invalid' });
const base64url = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.invalid' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'validation.invalid' });

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime is ignored). */
export const pushSubscribeBody = z.object({
  endpoint: endpointField,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscribeBody = z.input<typeof pushSubscribeBody>;
export const pushRemoveBody = z.object({ endpoint: endpointField });

/** A mobile app's Firebase Cloud Messaging registration token. */
export const deviceTypes = ['android', 'ios'] as const;
export const notificationDeviceBody = z.object({
  deviceType: z.enum(deviceTypes, { error: 'validation.invalid' }),
  token: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(4096, { error: 'validation.invalid' })
    .regex(/^[\x21-\x7e]+$/, { error: 'validation.invalid' }),
});
export type NotificationDeviceBody = z.input<typeof notificationDeviceBody>;

/**
 * `GET orders/{id}/events` (Server-Sent Events, the order's owner; someone else's order is a 404):
 * first `event: order` of type `order.current` (the status now: compare after a reconnect), then one
 * `event: order` with this as data whenever an order event is written (status changes, cancellation,
 * substitution requested/answered/expired, weighing...); `event: resync` when events may have been
 * missed (reload the order). `retry: 2000`; a comment line every 15 s; the server ends the stream
 * when it shuts down (EventSource reconnects).
 * A browser's EventSource sends no Authorization header: this stream alone also accepts the web's
 * httpOnly `session` cookie (`customerSessionCookie`).
 */
export const orderLiveEventSchema = z
  .object({
    /** `order.current`, `order.accepted`, `order.dispatched`, `order.delivered`, `order.cancelled`, `substitution.requested`, `substitution.answered`, ... */
    type: z.string(),
    orderId: z.number().int(),
    /** The order's status after the change (orderStatusIds). */
    statusId: z.number().int(),
    /** When it happened (ISO 8601). */
    at: z.string(),
  })
  .meta({ id: 'OrderLiveEvent' });
export type OrderLiveEvent = z.infer<typeof orderLiveEventSchema>;

/** The web keeps the customer's token in this httpOnly cookie; the order event stream accepts it. */
export const customerSessionCookie = 'session';

/** What a web push carries (the service worker shows it; `tag` makes a repeat replace, not add). */
export const pushPayloadSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  lang: z.enum(['en', 'ar']),
  dir: z.enum(['ltr', 'rtl']),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
