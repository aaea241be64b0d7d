import { orderStatusIds, paymentTypeIds, type StaffLiveEvent, type StaffRole } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { branchProducts, orderItems, orderItemTranslations, orders, products } from '../db/schema.ts';
import { createStaffAccount } from '../staff/staff-accounts.ts';
import type { TestStore } from '../test/build.ts';

/** Test support for the staff API tests (not a test file itself). */

let staffCount = 0;
/** A logged-in staff account of a test (see `staffMember`). */
export type StaffMember = Awaited<ReturnType<typeof staffMember>>;

export const staffPassword = 'Staff-test-password-1';

/** A staff account made as `staff:create` makes them, logged in through the API. */
export async function staffMember(
  store: TestStore,
  role: StaffRole,
  branchIds: number[],
  lang: 'en' | 'ar' = 'en',
) {
  staffCount += 1;
  const email = `${role}.${staffCount}.${process.pid}@staff.test`;
  const { id } = await createStaffAccount(
    store.db,
    { email, name: `Test ${role} ${staffCount}`, role, branchIds, password: staffPassword },
    { storeMode: 'demo' },
  );
  const token = await staffLogin(store, email, staffPassword);
  return {
    id,
    email,
    name: `Test ${role} ${staffCount}`,
    role,
    branchIds,
    token,
    ...caller(store, token, lang),
  };
}

export async function staffLogin(store: TestStore, email: string, password: string, totp?: string) {
  const answer = await store.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password, ...(totp ? { totp } : {}) },
  });
  if (answer.statusCode !== 200) throw new Error(`staff login failed: ${answer.body}`);
  return answer.json().data.token as string;
}

/** Requests with a bearer token (or none). */
export function caller(store: TestStore, token: string | null, lang: 'en' | 'ar' = 'en') {
  const headers = (): Record<string, string> => ({
    'content-language': lang,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  // Each staff member from an address of their own: the API-wide limit counts a staff session by its
  // address (RATE_LIMIT_MAX a minute), and the matrix sends a whole console's day in a minute.
  const remoteAddress = token ? addressOf(token) : '127.0.0.1';
  return {
    get: (url: string) => store.app.inject({ method: 'GET', url, headers: headers(), remoteAddress }),
    post: (url: string, payload?: Record<string, unknown>) =>
      store.app.inject({ method: 'POST', url, headers: headers(), payload: payload ?? {}, remoteAddress }),
  };
}

function addressOf(token: string): string {
  let hash = 0;
  for (const char of token) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
}

/**
 * An order written straight into the database (the matrix needs many, in given branches and
 * states): one line of the first product that is not a medicine (a medicine's packs would hold its
 * dispatch: docs/decisions/0066), 100 EGP, cash unless said otherwise.
 */
export async function insertOrder(
  store: Pick<TestStore, 'db'>,
  userId: number,
  values: {
    branchId: number;
    statusId?: number;
    paymentTypeId?: number;
    paymentState?: string;
    /** An online checkout still on the gateway's page (docs/decisions/0031). */
    awaitingPayment?: boolean;
    /** The line's product; left out: the first that is not a medicine. */
    productId?: number;
  },
) {
  const [order] = await store.db
    .insert(orders)
    .values({
      userId,
      branchId: values.branchId,
      statusId: values.statusId ?? orderStatusIds.placed,
      paymentTypeId: values.paymentTypeId ?? paymentTypeIds.cash,
      paymentState: values.paymentState ?? 'not_required',
      addressText: '12 Abbas El Akkad, Nasr City',
      orderFrom: 'Web',
      subtotal: 10_000,
      discount: 0,
      discountPercentage: 0,
      deliveryCharge: 1_500,
      total: 11_500,
      dispatchedAt: values.statusId === orderStatusIds.outForDelivery ? new Date() : null,
      awaitingPayment: values.awaitingPayment ?? false,
    })
    .returning({ id: orders.id });
  const [item] = await store.db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      productId:
        values.productId ?? sql<number>`(select min(id) from products where medicine_class = 'none')`,
      quantityMilli: 1000,
      weighted: false,
      unitPrice: 10_000,
      amount: 10_000,
    })
    .returning({ id: orderItems.id });
  await store.db.insert(orderItemTranslations).values([
    { ownerId: item!.id, lang: 'en', name: 'Test product' },
    { ownerId: item!.id, lang: 'ar', name: 'منتج تجريبي' },
  ]);
  return order!.id;
}

/**
 * A live-board stream opened over real HTTP (`fetch`), its `event: order` frames collected as they
 * come. `next(match)` waits (5 s at most) for the first collected or coming event that matches.
 */
export async function openEventStream(base: string, auth: { token: string } | { cookie: string }) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/staff/events`, {
    headers: 'token' in auth ? { authorization: `Bearer ${auth.token}` } : { cookie: auth.cookie },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`event stream: ${response.status} ${await response.text()}`);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
    throw new Error(`event stream: ${response.headers.get('content-type')}`);
  const events: StaffLiveEvent[] = [];
  const waiting = new Set<() => void>();
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (frame.startsWith('event: order\n')) {
            events.push(JSON.parse(frame.slice(frame.indexOf('data: ') + 6)));
            for (const wake of waiting) wake();
          }
          end = buffered.indexOf('\n\n');
        }
      }
      return true;
    } catch {
      return false;
    }
  })();
  return {
    events,
    /** Resolves true when the server ends the stream (false when this side aborted it). */
    ended,
    async next(match: (event: StaffLiveEvent) => boolean): Promise<StaffLiveEvent> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event within 5 s; got ${JSON.stringify(events)}`);
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, left);
          waiting.add(() => {
            clearTimeout(timer);
            wake();
          });
        });
        waiting.clear();
      }
    },
    close: () => controller.abort(),
  };
}

/**
 * Products sold and in stock at `branch`, one per call and never the same twice in a test file: each
 * test edits its own product, so no test sees another's change.
 */
export function freshProducts(store: TestStore, branch: number) {
  const used = new Set<number>();
  return async () => {
    const rows = await store.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(
        branchProducts,
        and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, branch)),
      )
      .where(sql`not ${branchProducts.notSold} and ${branchProducts.stockMilli} > 0`)
      .orderBy(products.id)
      .limit(used.size + 20);
    const row = rows.find((candidate) => !used.has(candidate.id))!;
    used.add(row.id);
    return row.id;
  };
}
