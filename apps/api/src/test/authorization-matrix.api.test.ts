import { randomBytes } from 'node:crypto';
import { orderStatusIds } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tokenHash } from '../accounts/session-tokens.ts';
import {
  branchProducts,
  notifications,
  orderEvents,
  orderItems,
  orders,
  products,
  sessions,
  users,
  verificationCodes,
} from '../db/schema.ts';
import { requestSubstitutions } from '../orders/index.ts';
import {
  build,
  injectStreamStart,
  queuedCode,
  type Shopper,
  sampleAddress,
  shopper,
  type TestStore,
} from './build.ts';
import { insertSupportIssue, markQuoted, quoteItemAt } from './prescription-test-support.ts';
import { multipartForm, photo } from './test-files.ts';

/**
 * Every operation on a user's own things (cart, favourites, addresses, orders, payment, profile...),
 * sent by six callers: the owner (succeeds), another customer (someone else's object is a 404; an
 * operation without an object answers about their own things, never the owner's), and four callers
 * without a live session — a guest, a forged token, the owner's expired token and the owner's
 * logged-out token — who all hear 401. The rows are checked against the API itself: every operation
 * of the OpenAPI document that answers a guest 401 must have a row, so a new user-only route without
 * one fails here.
 */

let store: TestStore;
let product: { id: number };
/** Another such product: the substitute offered for `product`. */
let substitute: { id: number };
let cancellationReasonId: number;
beforeAll(async () => {
  store = await build();
  // Piece goods of the default branch that one unit of passes the minimum order, in stock.
  const inStock = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .where(
      sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 50000 and ${branchProducts.price} between 12000 and 50000`,
    )
    .limit(2);
  expect(inStock).toHaveLength(2);
  [product, substitute] = inStock as [{ id: number }, { id: number }];
  const reasons = await store.app.inject({ method: 'GET', url: '/api/list/cancellation/reasons' });
  cancellationReasonId = reasons.json().data.reasons[0].id;
});
afterAll(() => store?.close());

interface Owner extends Shopper {
  /** A text only the owner's data holds: it must never show in anyone else's answer. */
  marker: string;
}

interface Call {
  url: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A raw body (multipart), sent as it is with `headers`' content type. */
  payload?: Buffer;
  /** Texts of the owner's data this operation could leak (besides `owner.marker`). */
  markers?: string[];
  /** A Server-Sent Events stream: a 200 is read up to its first frame and dropped. */
  stream?: true;
}

interface Row {
  method: 'GET' | 'POST';
  /** As the OpenAPI document names it. */
  path: string;
  /** Acts on one object of the owner (an id in the path or body): anyone else gets 404. */
  owned: boolean;
  /** Gets the owner ready (their address, cart, order...) and says what to send. */
  setup(owner: Owner): Promise<Call>;
}

/**
 * Another session of the user, made as login makes one once the password is checked (login itself,
 * with its argon2 check, is tested in accounts/; here only what a session may reach matters).
 */
const anotherSession = (me: Shopper) => createSession(store.db, me.userId, {}, 30);

async function address(owner: Owner): Promise<number> {
  const response = await owner.post('/api/addresses', { ...sampleAddress, streetName: owner.marker });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item;
}

async function cartItem(owner: Owner): Promise<number> {
  const response = await owner.post('/api/cart/add', { productId: product.id, quantity: 1 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.item.itemId;
}

/** A cart that checks out: one item, the owner's address, the payment type. */
async function readyCart(owner: Owner, paymentTypeId: number) {
  await cartItem(owner);
  const addressId = await address(owner);
  expect((await owner.post('/api/cart/address/select', { addressId })).statusCode).toBe(200);
  expect((await owner.post('/api/cart/payment/select', { paymentTypeId })).statusCode).toBe(200);
}

/** An order of the owner: cash on delivery, or online and still unpaid. */
async function order(owner: Owner, online = false): Promise<number> {
  await readyCart(owner, online ? 3 : 1);
  const placed = online
    ? await owner.get('/api/payment/pay', { 'idempotency-key': `matrix-${owner.marker}` })
    : await owner.post('/api/cart/order', { comment: owner.marker }, { 'idempotency-key': owner.marker });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().item;
}

/** The owner's order, delivered yesterday (docs/decisions/0085): what a return asks about. */
async function deliveredOrder(owner: Owner): Promise<number> {
  const orderId = await order(owner);
  await store.db.update(orders).set({ statusId: orderStatusIds.delivered }).where(eq(orders.id, orderId));
  await store.db
    .insert(orderEvents)
    .values({ orderId, type: 'order.delivered', data: {}, at: new Date(Date.now() - 86_400_000) });
  return orderId;
}

/** A return the owner asked for on their delivered order: the order's and the return's ids. */
async function returnRequest(owner: Owner): Promise<{ orderId: number; returnId: number }> {
  const orderId = await deliveredOrder(owner);
  const [line] = await store.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const asked = await owner.post(`/api/orders/${orderId}/returns`, {
    reason: 'damaged',
    items: [{ orderItemId: line!.id, quantity: 1 }],
    comment: owner.marker,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return { orderId, returnId: asked.json().item };
}

/** The notification the owner's new order made (the database's trigger writes it with the order). */
async function notificationOf(owner: Owner): Promise<number> {
  const orderId = await order(owner);
  const [row] = await store.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.orderId, orderId));
  return row!.id;
}

/** A weekly subscription of the owner (docs/decisions/0021), starting in three days. */
async function subscription(owner: Owner): Promise<number> {
  await readyCart(owner, 1);
  const startDate = new Date(store.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const placed = await owner.post('/api/cart/order', { scheduleType: 'weekly', startDate, slotId: 3 });
  expect(placed.statusCode, placed.body).toBe(200);
  const [row] = await store.db.select().from(orders).where(eq(orders.id, placed.json().item));
  return row!.subscriptionId!;
}

/** A one-time scheduled order of the owner (status subscribed), delivered in three days. */
async function scheduledOrder(owner: Owner): Promise<number> {
  await readyCart(owner, 1);
  const startDate = new Date(store.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const placed = await owner.post('/api/cart/order', { scheduleType: 'once', startDate, slotId: 4 });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().item;
}

/** An order of the owner whose item waits for the customer's choice of a substitute. */
async function orderAwaitingChoice(owner: Owner): Promise<{ orderId: number; itemId: number }> {
  const orderId = await order(owner);
  const [item] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  await requestSubstitutions(
    store.db,
    { orderId, items: [{ orderItemId: item!.id, alternativeProductIds: [substitute.id] }] },
    store.app.orderJobs.substitutions,
  );
  return { orderId, itemId: item!.id };
}

/** A prescription form of the owner (their address, a photo), as `prescriptions/send` takes it. */
async function prescriptionForm(owner: Owner): Promise<Call> {
  const form = multipartForm(
    { address_id: await address(owner), description: owner.marker, health_consent: 'true' },
    [{ filename: 'rx.jpg', data: await photo('jpeg', 16, 16) }],
  );
  return {
    url: '/api/prescriptions/send',
    payload: form.payload,
    headers: { 'content-type': form.contentType },
  };
}

/** A prescription of the owner, sent through the API; `quoted`: waiting for the owner's answer. */
async function prescription(owner: Owner, quoted = false): Promise<number> {
  const form = await prescriptionForm(owner);
  const sent = await store.app.inject({
    method: 'POST',
    url: form.url,
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    payload: form.payload,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().item as number;
  if (quoted) await markQuoted(store, id, await quoteItemAt(store, 1));
  return id;
}

/** The summary of an order in a list: `{"id":7,"createdAt"...`, nothing else has that shape. */
const orderInList = (id: number) => `{"id":${id},"createdAt"`;

const rows: Row[] = [
  // --- profile and session
  { method: 'GET', path: '/api/profile', owned: false, setup: async () => ({ url: '/api/profile' }) },
  {
    method: 'POST',
    path: '/api/profile',
    owned: false,
    setup: async (owner) => {
      const user = (await owner.get('/api/profile')).json().data.user;
      return {
        url: '/api/profile',
        body: {
          first_name: user.first_name,
          last_name: user.last_name,
          phone: user.phone,
          email: user.email,
        },
        markers: [user.email],
      };
    },
  },
  {
    method: 'POST',
    path: '/api/profile/change/password',
    owned: false,
    setup: async () => ({
      url: '/api/profile/change/password',
      body: {
        oldPassword: 'Shopper-pass1',
        newPassword: 'Shopper-pass2',
        newPassword_confirmation: 'Shopper-pass2',
      },
    }),
  },
  { method: 'POST', path: '/api/logout', owned: false, setup: async () => ({ url: '/api/logout' }) },
  // The customer's own data (docs/decisions/0067).
  {
    method: 'GET',
    path: '/api/profile/consents',
    owned: false,
    setup: async () => ({ url: '/api/profile/consents' }),
  },
  {
    method: 'POST',
    path: '/api/profile/consents',
    owned: false,
    setup: async () => ({ url: '/api/profile/consents', body: { kind: 'marketing_sms', granted: true } }),
  },
  {
    method: 'GET',
    path: '/api/profile/data-export',
    owned: false,
    setup: async (owner) => {
      await address(owner);
      return { url: '/api/profile/data-export' };
    },
  },
  {
    method: 'GET',
    path: '/api/profile/privacy-requests',
    owned: false,
    setup: async () => ({ url: '/api/profile/privacy-requests' }),
  },
  {
    method: 'POST',
    path: '/api/profile/privacy-requests',
    owned: false,
    setup: async () => ({
      url: '/api/profile/privacy-requests',
      body: { kind: 'objection', details: 'No marketing calls please' },
    }),
  },
  {
    method: 'POST',
    path: '/api/profile/delete/code',
    owned: false,
    setup: async () => ({ url: '/api/profile/delete/code' }),
  },
  {
    method: 'POST',
    path: '/api/profile/delete',
    owned: false,
    setup: async (owner) => {
      const phone = (await owner.get('/api/profile')).json().data.user.phone;
      expect((await owner.post('/api/profile/delete/code')).statusCode).toBe(200);
      return { url: '/api/profile/delete', body: { code: (await queuedCode(store, phone))! } };
    },
  },
  {
    method: 'POST',
    path: '/api/resend/code',
    owned: true,
    setup: async (owner) => {
      // A sign-up's code verifies the phone (decision 0044): this owner's number is unverified
      // again (as after a phone change), and its last code old enough for another one.
      await store.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, owner.userId));
      await store.db
        .update(verificationCodes)
        .set({ createdAt: sql`${verificationCodes.createdAt} - interval '5 minutes'` })
        .where(eq(verificationCodes.userId, owner.userId));
      return { url: '/api/resend/code', body: { user_id: owner.userId } };
    },
  },
  // --- addresses
  {
    method: 'GET',
    path: '/api/addresses',
    owned: false,
    setup: async (owner) => {
      await address(owner);
      return { url: '/api/addresses' };
    },
  },
  {
    method: 'POST',
    path: '/api/addresses',
    owned: false,
    setup: async () => ({ url: '/api/addresses', body: sampleAddress }),
  },
  {
    method: 'GET',
    path: '/api/addresses/reverse-geocode',
    owned: false,
    setup: async () => ({ url: '/api/addresses/reverse-geocode?lat=30.05&lng=31.33' }),
  },
  {
    method: 'GET',
    path: '/api/addresses/{id}',
    owned: true,
    setup: async (owner) => ({ url: `/api/addresses/${await address(owner)}` }),
  },
  {
    method: 'POST',
    path: '/api/addresses/update',
    owned: true,
    setup: async (owner) => ({
      url: '/api/addresses/update',
      body: { ...sampleAddress, address_id: await address(owner), landmark: 'Changed by the matrix' },
    }),
  },
  {
    method: 'POST',
    path: '/api/addresses/delete',
    owned: true,
    setup: async (owner) => ({ url: '/api/addresses/delete', body: { address_id: await address(owner) } }),
  },
  // --- cart
  {
    method: 'GET',
    path: '/api/cart/view',
    owned: false,
    setup: async (owner) => {
      await readyCart(owner, 1);
      return { url: '/api/cart/view' };
    },
  },
  {
    method: 'POST',
    path: '/api/cart/add',
    owned: false,
    setup: async () => ({ url: '/api/cart/add', body: { productId: product.id, quantity: 1 } }),
  },
  {
    method: 'POST',
    path: '/api/cart/update',
    owned: true,
    setup: async (owner) => ({
      url: '/api/cart/update',
      body: { itemId: await cartItem(owner), quantity: 2 },
    }),
  },
  {
    method: 'POST',
    path: '/api/cart/delete',
    owned: true,
    setup: async (owner) => ({ url: '/api/cart/delete', body: { itemId: await cartItem(owner) } }),
  },
  {
    method: 'POST',
    path: '/api/cart/empty',
    owned: false,
    setup: async (owner) => {
      await cartItem(owner);
      return { url: '/api/cart/empty' };
    },
  },
  {
    method: 'POST',
    path: '/api/cart/promoCode/add',
    owned: false,
    setup: async (owner) => {
      await cartItem(owner);
      return { url: '/api/cart/promoCode/add', body: { promocode: 'WELCOME10' } };
    },
  },
  {
    method: 'POST',
    path: '/api/cart/promoCode/remove',
    owned: false,
    setup: async () => ({ url: '/api/cart/promoCode/remove' }),
  },
  {
    method: 'POST',
    path: '/api/cart/payment/select',
    owned: false,
    setup: async () => ({ url: '/api/cart/payment/select', body: { paymentTypeId: 1 } }),
  },
  {
    method: 'POST',
    path: '/api/cart/address/select',
    owned: true,
    setup: async (owner) => ({ url: '/api/cart/address/select', body: { addressId: await address(owner) } }),
  },
  // --- favourites
  {
    method: 'POST',
    path: '/api/favorite/toggle/product',
    owned: false,
    setup: async () => ({ url: '/api/favorite/toggle/product', body: { productId: product.id } }),
  },
  {
    method: 'GET',
    path: '/api/favorite/products',
    owned: false,
    setup: async (owner) => {
      expect((await owner.post('/api/favorite/toggle/product', { productId: product.id })).json().item).toBe(
        true,
      );
      return { url: '/api/favorite/products' };
    },
  },
  // --- orders
  {
    method: 'POST',
    path: '/api/cart/order',
    owned: false,
    setup: async (owner) => {
      await readyCart(owner, 1);
      return {
        url: '/api/cart/order',
        body: { comment: owner.marker },
        headers: { 'idempotency-key': 'matrix-order' },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/orders',
    owned: false,
    setup: async (owner) => ({ url: '/api/orders', markers: [orderInList(await order(owner))] }),
  },
  {
    method: 'GET',
    path: '/api/orders/{id}',
    owned: true,
    setup: async (owner) => ({ url: `/api/orders/${await order(owner)}` }),
  },
  {
    method: 'POST',
    path: '/api/orders/cancel/{id}',
    owned: true,
    setup: async (owner) => ({
      url: `/api/orders/cancel/${await order(owner)}`,
      body: { reasonId: cancellationReasonId, comment: 'Cancelled by the matrix' },
    }),
  },
  {
    method: 'POST',
    path: '/api/orders/reorder/{id}',
    owned: true,
    setup: async (owner) => {
      const id = await order(owner);
      await store.db.update(orders).set({ statusId: orderStatusIds.completed }).where(eq(orders.id, id));
      return { url: `/api/orders/reorder/${id}`, body: { orderId: id } };
    },
  },
  {
    method: 'GET',
    path: '/api/orders/{id}/alternatives',
    owned: true,
    setup: async (owner) => ({
      url: `/api/orders/${(await orderAwaitingChoice(owner)).orderId}/alternatives`,
    }),
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/alternatives',
    owned: true,
    setup: async (owner) => {
      const { orderId, itemId } = await orderAwaitingChoice(owner);
      return {
        url: `/api/orders/${orderId}/alternatives`,
        body: { items: [{ id: itemId, alternativeId: substitute.id }] },
      };
    },
  },
  // --- subscriptions
  {
    method: 'GET',
    path: '/api/subscriptions',
    owned: false,
    setup: async (owner) => ({
      url: '/api/subscriptions',
      markers: [`{"id":${await subscription(owner)},"scheduleType"`],
    }),
  },
  ...(['pause', 'resume', 'skip', 'cancel'] as const).map(
    (action): Row => ({
      method: 'POST',
      path: `/api/subscriptions/{id}/${action}`,
      owned: true,
      setup: async (owner) => ({ url: `/api/subscriptions/${await subscription(owner)}/${action}` }),
    }),
  ),
  {
    method: 'POST',
    path: '/api/subscriptions/{id}/items',
    owned: true,
    setup: async (owner) => ({
      url: `/api/subscriptions/${await subscription(owner)}/items`,
      body: { items: [{ productId: product.id, quantity: 1 }] },
    }),
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/items',
    owned: true,
    setup: async (owner) => ({
      url: `/api/orders/${await scheduledOrder(owner)}/items`,
      body: { items: [{ productId: product.id, quantity: 1 }] },
    }),
  },
  // --- prescriptions and support issues (docs/decisions/0028)
  {
    method: 'POST',
    path: '/api/prescriptions/send',
    // The owner's address is the object: another user sending it hears 404.
    owned: true,
    setup: prescriptionForm,
  },
  {
    method: 'GET',
    path: '/api/prescriptions',
    owned: false,
    setup: async (owner) => {
      await prescription(owner);
      return { url: '/api/prescriptions' };
    },
  },
  {
    method: 'GET',
    path: '/api/prescriptions/{id}',
    owned: true,
    setup: async (owner) => ({ url: `/api/prescriptions/${await prescription(owner)}` }),
  },
  {
    method: 'POST',
    path: '/api/prescriptions/cancel/{id}',
    owned: true,
    setup: async (owner) => ({
      url: `/api/prescriptions/cancel/${await prescription(owner)}`,
      body: { reasonId: cancellationReasonId },
    }),
  },
  {
    method: 'POST',
    path: '/api/prescriptions/{id}/confirm',
    owned: true,
    setup: async (owner) => ({
      url: `/api/prescriptions/${await prescription(owner, true)}/confirm`,
      body: { paymentTypeId: 1, comment: owner.marker },
    }),
  },
  {
    method: 'POST',
    path: '/api/prescriptions/{id}/decline',
    owned: true,
    setup: async (owner) => ({ url: `/api/prescriptions/${await prescription(owner, true)}/decline` }),
  },
  {
    method: 'POST',
    path: '/api/prescriptions/delete/{id}',
    owned: true,
    setup: async (owner) => ({ url: `/api/prescriptions/delete/${await prescription(owner)}` }),
  },
  {
    method: 'POST',
    path: '/api/support/issues',
    owned: false,
    setup: async () => ({
      url: '/api/support/issues',
      body: { typeId: 6, comment: 'The matrix has a question' },
    }),
  },
  {
    method: 'GET',
    path: '/api/support/issues',
    owned: false,
    setup: async (owner) => {
      await insertSupportIssue(store, owner.userId, { branchId: 1, comment: owner.marker });
      return { url: '/api/support/issues' };
    },
  },
  {
    method: 'GET',
    path: '/api/support/issues/{id}',
    owned: true,
    setup: async (owner) => ({
      url: `/api/support/issues/${await insertSupportIssue(store, owner.userId, { branchId: 1, comment: owner.marker })}`,
    }),
  },
  {
    method: 'POST',
    path: '/api/support/issues/{id}/reply',
    owned: true,
    setup: async (owner) => ({
      url: `/api/support/issues/${await insertSupportIssue(store, owner.userId, { branchId: 1, comment: owner.marker })}/reply`,
      body: { comment: 'A follow-up from the matrix' },
    }),
  },
  // --- payment
  {
    method: 'GET',
    path: '/api/payment/pay',
    owned: false,
    setup: async (owner) => {
      await readyCart(owner, 3);
      return { url: '/api/payment/pay', headers: { 'idempotency-key': 'matrix-pay' } };
    },
  },
  {
    // Starting a payment is a POST (docs/decisions/0031); the GET above is the spec's call.
    method: 'POST',
    path: '/api/payment/pay',
    owned: false,
    setup: async (owner) => {
      await readyCart(owner, 3);
      return { url: '/api/payment/pay', body: {}, headers: { 'idempotency-key': 'matrix-pay-post' } };
    },
  },
  {
    method: 'POST',
    path: '/api/payment/pay',
    owned: true,
    setup: async (owner) => ({ url: '/api/payment/pay', body: { orderId: await order(owner, true) } }),
  },
  {
    // The same route retrying the payment of one order: that order is the object.
    method: 'GET',
    path: '/api/payment/pay',
    owned: true,
    setup: async (owner) => ({ url: `/api/payment/pay?orderId=${await order(owner, true)}` }),
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/payment',
    owned: true,
    setup: async (owner) => ({
      url: `/api/orders/${await order(owner, true)}/payment`,
      body: { paymentTypeId: 1 },
    }),
  },
  // --- notifications (docs/decisions/0030)
  {
    method: 'GET',
    path: '/api/notifications',
    owned: false,
    setup: async (owner) => ({
      url: '/api/notifications',
      markers: [`{"id":${await notificationOf(owner)},"type"`],
    }),
  },
  {
    method: 'GET',
    path: '/api/notifications/unread-count',
    owned: false,
    setup: async () => ({ url: '/api/notifications/unread-count' }),
  },
  {
    // The live unread count of the bell and the inbox: the caller's own, never anyone else's.
    method: 'GET',
    path: '/api/notifications/events',
    owned: false,
    setup: async () => ({ url: '/api/notifications/events', stream: true }),
  },
  {
    method: 'POST',
    path: '/api/notifications/read-all',
    owned: false,
    setup: async () => ({ url: '/api/notifications/read-all' }),
  },
  {
    method: 'POST',
    path: '/api/notifications/{id}/read',
    owned: true,
    setup: async (owner) => ({ url: `/api/notifications/${await notificationOf(owner)}/read` }),
  },
  {
    method: 'GET',
    path: '/api/notifications/settings',
    owned: false,
    setup: async () => ({ url: '/api/notifications/settings' }),
  },
  {
    method: 'POST',
    path: '/api/notifications/settings',
    owned: false,
    setup: async () => ({ url: '/api/notifications/settings', body: { push: false, sms: true } }),
  },
  {
    method: 'POST',
    path: '/api/notifications/push',
    owned: false,
    setup: async (owner) => ({
      url: '/api/notifications/push',
      body: {
        endpoint: `https://push.example.com/send/${owner.marker}`,
        keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'c'.repeat(22) },
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/notifications/push/remove',
    owned: false,
    setup: async (owner) => ({
      url: '/api/notifications/push/remove',
      body: { endpoint: `https://push.example.com/send/${owner.marker}` },
    }),
  },
  {
    method: 'POST',
    path: '/api/notifications/devices',
    owned: false,
    setup: async (owner) => ({
      url: '/api/notifications/devices',
      body: { deviceType: 'android', token: `fcm-${owner.marker}` },
    }),
  },
  // --- returns (docs/decisions/0085): the owner's delivered order
  {
    method: 'GET',
    path: '/api/orders/{id}/returns',
    owned: true,
    setup: async (owner) => {
      const { orderId } = await returnRequest(owner);
      return { url: `/api/orders/${orderId}/returns` };
    },
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/returns',
    owned: true,
    setup: async (owner) => {
      const orderId = await deliveredOrder(owner);
      const [line] = await store.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      return {
        url: `/api/orders/${orderId}/returns`,
        body: { reason: 'damaged', items: [{ orderItemId: line!.id, quantity: 1 }], comment: owner.marker },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/returns/{returnId}/photos',
    owned: true,
    setup: async (owner) => {
      const { orderId, returnId } = await returnRequest(owner);
      const form = multipartForm({}, [
        { filename: 'box.jpg', contentType: 'image/jpeg', data: await photo('jpeg', 16, 16) },
      ]);
      return {
        url: `/api/orders/${orderId}/returns/${returnId}/photos`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/orders/{id}/events',
    owned: true,
    setup: async (owner) => ({ url: `/api/orders/${await order(owner)}/events`, stream: true }),
  },
];

type Caller = 'owner' | 'other user' | 'guest' | 'forged token' | 'expired token' | 'logged-out token';

let requestsSent = 0;
const leaks: string[] = [];

async function send(
  call: Call,
  method: Row['method'],
  headers: Record<string, string>,
  remoteAddress: string,
) {
  requestsSent++;
  if (call.stream) {
    const { statusCode, body } = await injectStreamStart(store, {
      method,
      url: call.url,
      headers: { 'content-language': 'en', ...call.headers, ...headers },
      remoteAddress,
    });
    return { statusCode, body, json: () => JSON.parse(body) };
  }
  return store.app.inject({
    method,
    url: call.url,
    headers: { 'content-language': 'en', ...call.headers, ...headers },
    ...(call.payload ? { payload: call.payload } : call.body ? { payload: call.body } : {}),
    remoteAddress,
  });
}

describe('who may touch whose things', () => {
  it('has a row for every operation the API keeps from guests', async () => {
    const document = store.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const userOnly: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      // Staff calls have a matrix of their own (staff/staff-matrix.api.test.ts).
      if (path.startsWith('/api/staff/')) continue;
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{\w+\}/g, '1');
        const response = await store.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { 'content-language': 'en', deviceid: 'matrix-probe-device' },
        });
        requestsSent++;
        if (response.statusCode === 401) userOnly.push(`${method.toUpperCase()} ${path}`);
      }
    }
    const covered = new Set(rows.map((row) => `${row.method} ${row.path}`));
    expect(userOnly.filter((operation) => !covered.has(operation))).toEqual([]);
    expect([...covered].filter((operation) => !userOnly.includes(operation))).toEqual([]);
    expect(userOnly.length).toBeGreaterThanOrEqual(28);
  });

  it.each(
    rows.map((row) => [`${row.method} ${row.path}${row.owned ? ' (owned object)' : ''}`, row] as const),
  )('%s', async (_name, row) => {
    const me = await shopper(store);
    const owner: Owner = { ...me, marker: `matrix-${randomBytes(5).toString('hex')}` };
    const other = await shopper(store);
    const expired = await anotherSession(owner);
    await store.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, tokenHash(expired)));
    const loggedOut = await anotherSession(owner);
    const logout = await store.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${loggedOut}` },
    });
    expect(logout.statusCode).toBe(200);
    const call = await row.setup(owner);
    const markers = [owner.marker, ...(call.markers ?? [])];
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    // The owner last: every other caller tried first, and the owner's object must still be there.
    const callers: [Caller, Record<string, string>][] = [
      ['guest', { deviceid: 'matrix-guest-device' }],
      ['forged token', bearer(randomBytes(32).toString('base64url'))],
      ['expired token', bearer(expired)],
      ['logged-out token', bearer(loggedOut)],
      ['other user', bearer(other.token)],
      ['owner', bearer(owner.token)],
    ];
    const statuses: Record<string, number> = {};
    for (const [caller, headers] of callers) {
      const response = await send(call, row.method, headers, `10.55.${requestsSent % 250}.${callers.length}`);
      statuses[caller] = response.statusCode;
      const body = response.body;
      if (caller === 'owner') continue;
      const leaked = markers.find((marker) => body.includes(marker));
      if (leaked) leaks.push(`${row.method} ${call.url} as ${caller}: the owner's ${leaked}`);
      if (caller === 'other user' && row.owned && response.statusCode < 400)
        leaks.push(`${row.method} ${call.url} as ${caller}: ${response.statusCode} on the owner's object`);
      if (caller !== 'other user' && response.statusCode < 400)
        leaks.push(`${row.method} ${call.url} as ${caller}: ${response.statusCode} without a session`);
      // Placing an order has the spec's own words for a guest ('Please login to proceed cart order').
      const loginMessage = call.url.startsWith('/api/cart/order')
        ? 'Please login to proceed cart order'
        : 'Please Login First';
      if (caller !== 'other user') expect(response.json().message, `${caller}: ${body}`).toBe(loginMessage);
    }
    expect(statuses).toEqual({
      guest: 401,
      'forged token': 401,
      'expired token': 401,
      'logged-out token': 401,
      // Someone else's object does not exist for them; without an object they act on their own things.
      'other user': row.owned ? 404 : expect.any(Number),
      owner: 200,
    });
    expect(statuses['other user']).not.toBe(401);
  });

  afterAll(() => {
    console.info(
      `authorization matrix: ${rows.length} operations × 6 callers, ${requestsSent} requests, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
  });
});
