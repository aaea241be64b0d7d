import { orderStatusIds } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaKey, openCaptcha } from '../contact/captcha-token.ts';
import { openDatabase } from '../db/client.ts';
import { branches, branchProducts, orders, paymentLedger, products, users } from '../db/schema.ts';
import { seedDemoData } from '../demo-data/seed.ts';
import { createStaffAccount } from '../staff/index.ts';
import { eventually } from './eventually.ts';
import { freshServerDatabase, type Instance, startInstances } from './instances.ts';
import { insertOrder, openEventStream } from './staff-test-support.ts';

/**
 * Two real API processes on one PostgreSQL database are one store: limits, codes and the
 * demo secret live in the database, not in either process. Runs with TEST_DATABASE_URL
 * (`npm run test:api:pg`); PGlite is one process's database, so there is nothing to share.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

async function call(instance: Instance, path: string, body?: Record<string, unknown>) {
  const response = await fetch(`${instance.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read field by field
  return { status: response.status, body: (await response.json()) as any };
}

describe.skipIf(!serverUrl)('two API processes on one database', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let started: Awaited<ReturnType<typeof startInstances>> | undefined;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await freshServerDatabase(serverUrl!);
    started = await startInstances(2, { DATABASE_URL: database.databaseUrl });
    [a, b] = started.instances as [Instance, Instance];
  });
  afterAll(async () => {
    await started?.stop();
    await database?.drop();
  });

  const person = {
    first_name: 'Karim',
    last_name: 'Fouad',
    phone: '01244455566',
    email: 'karim.fouad@example.com',
    password: 'Right-pass1',
    password_confirmation: 'Right-pass1',
  };

  it('verify on one a phone code sent through the other (no SESSION_SECRET)', async () => {
    const registered = await call(a, '/api/register', person);
    expect(registered.status).toBe(200);
    const code = await eventually(async () => {
      const outbox = await call(a, `/api/dev/outbox?to=${person.phone}`);
      return outbox.body.data.messages[0]?.code as string | undefined;
    }, 'the SMS');
    const verified = await call(b, '/api/verify/registration/code', { user_id: registered.body.item, code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  });

  it('count wrong passwords spread over both toward one delay', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 === 0 ? a : b, '/api/login', {
        username: i % 2 === 0 ? person.email : person.phone,
        password: 'Wrong-pass1',
      });
      expect(res.status).toBe(422);
    }
    for (const instance of [a, b]) {
      const res = await call(instance, '/api/login', { username: person.email, password: person.password });
      expect(res.status).toBe(429);
    }
  });

  it('share the sign-up limit, for a known e-mail as for new ones', async () => {
    // Every call comes from this machine's address, which signed up once above: 19 more pass.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const n = String(i).padStart(3, '0');
      const res = await call(i % 2 === 0 ? a : b, '/api/register', {
        ...person,
        phone: `01244400${n}`,
        email: i % 3 === 0 ? person.email : `two.${n}@example.com`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(19).fill(200), ...Array(11).fill(429)]);
  });

  it('share the contact form limit', async () => {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ value: string }>(
      "select value from store_settings where key = 'demo_code_secret'",
    );
    await client.end();
    const key = captchaKey(rows[0]!.value);
    const message = async (instance: Instance) => {
      const issued = await call(instance, '/api/contact/captcha');
      const captchaToken = issued.body.data.captcha.token as string;
      const opened = openCaptcha(key, captchaToken, Date.now());
      if (typeof opened === 'string') throw new Error(opened);
      return call(instance, '/api/contact', {
        name: 'Karim',
        mobile: '01244455566',
        email: 'karim@example.com',
        message: 'Hello',
        captcha: opened.answer,
        captchaToken,
      });
    };
    for (let i = 0; i < 5; i++) expect((await message(i % 2 === 0 ? a : b)).status).toBe(200);
    expect((await message(a)).status).toBe(429);
    expect((await message(b)).status).toBe(429);
  });

  it('brings an order and its change through one instance to a console streaming from the other', async () => {
    const opened = await openDatabase({ databaseUrl: database.databaseUrl });
    try {
      await seedDemoData(opened.db);
      const password = 'Staff-two-instances-1';
      await createStaffAccount(
        opened.db,
        { email: 'live@staff.test', name: 'Live board', role: 'branch_manager', branchIds: [1], password },
        { storeMode: 'demo' },
      );
      const login = await call(a, '/api/staff/login', { email: 'live@staff.test', password });
      expect(login.status).toBe(200);
      const token = login.body.data.token as string;
      const stream = await openEventStream(b.url, { token });
      try {
        const [user] = await opened.db
          .insert(users)
          .values({ firstName: 'Mona', lastName: 'Adel' })
          .returning({ id: users.id });
        const id = await insertOrder({ db: opened.db }, user!.id, { branchId: 1 });
        await stream.next((event) => event.orderId === id && event.type === 'order.placed');
        const changed = await fetch(`${a.url}/api/staff/orders/${id}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ statusId: orderStatusIds.inProcess }),
        });
        expect(changed.status).toBe(200);
        await stream.next((event) => event.orderId === id && event.type !== 'order.placed');
      } finally {
        stream.close();
      }
    } finally {
      await opened.close();
    }
  });
  it("show a branch's delivery settings changed through one on the other's pages at once", async () => {
    const opened = await openDatabase({ databaseUrl: database.databaseUrl });
    try {
      if ((await opened.db.select({ id: branches.id }).from(branches).limit(1)).length === 0)
        await seedDemoData(opened.db);
      const password = 'Staff-two-instances-2';
      await createStaffAccount(
        opened.db,
        { email: 'delivery@staff.test', name: 'Delivery', role: 'admin', branchIds: [], password },
        { storeMode: 'demo' },
      );
      const login = await call(a, '/api/staff/login', { email: 'delivery@staff.test', password });
      const token = login.body.data.token as string;
      const branchId = (await call(b, '/api/branches/current')).body.data.branch.id as number;
      // B keeps its home page (the guests' shared page, which names the branch and its charge).
      expect((await call(b, '/api/home')).status).toBe(200);
      const read = await fetch(`${a.url}/api/staff/branches/${branchId}/delivery`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { delivery } = ((await read.json()) as { data: { delivery: Record<string, unknown> } }).data;
      const changed = await fetch(`${a.url}/api/staff/branches/${branchId}/delivery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          ...delivery,
          deliveryCharge: '٤٢',
          freeDeliveryFrom: '',
          minimumOrder: '٢٢٠',
        }),
      });
      expect(changed.status).toBe(200);
      // The branch answers read the row: at once. The shared home page: as soon as B hears the NOTIFY.
      expect((await call(b, '/api/branches/current')).body.data.branch.delivery).toMatchObject({
        deliveryCharge: 42,
        minimumOrder: 220,
      });
      await eventually(
        async () => {
          const home = await call(b, '/api/home');
          return home.body.data.branch.deliveryCharge === 42 || undefined;
          // Sooner than the shared page's own expiry (PRODUCT_CACHE_SECONDS, 5 s).
        },
        "B's home page with the new charge",
        3_000,
      );
      // The branch's settings as they were, for the tests after.
      const restored = await fetch(`${a.url}/api/staff/branches/${branchId}/delivery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...delivery, freeDeliveryFrom: delivery.freeDeliveryFrom ?? '' }),
      });
      expect(restored.status).toBe(200);
    } finally {
      await opened.close();
    }
  });

  it("show a store page saved through one on the other's page at once (docs/decisions/0077)", async () => {
    const opened = await openDatabase({ databaseUrl: database.databaseUrl });
    try {
      if ((await opened.db.select({ id: branches.id }).from(branches).limit(1)).length === 0)
        await seedDemoData(opened.db);
      const password = 'Staff-two-instances-3';
      await createStaffAccount(
        opened.db,
        { email: 'pages@staff.test', name: 'Pages', role: 'admin', branchIds: [], password },
        { storeMode: 'demo' },
      );
      const login = await call(a, '/api/staff/login', { email: 'pages@staff.test', password });
      const token = login.body.data.token as string;
      // B keeps the page as it was (none stored: the storefront's own text) among its guests' pages.
      expect((await call(b, '/api/pages/terms')).body.data.page).toBeNull();
      const saved = await fetch(`${a.url}/api/staff/content/pages/terms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          titleEn: 'Terms',
          titleAr: 'الشروط',
          bodyEn: '<p>New terms</p>',
          bodyAr: '<p>شروط جديدة</p>',
          basedOn: 0,
        }),
      });
      expect(saved.status).toBe(200);
      await eventually(
        async () =>
          (await call(b, '/api/pages/terms')).body.data.page?.body === '<p>New terms</p>' || undefined,
        "B's terms page with the new text",
        // Sooner than the shared pages' own expiry (PRODUCT_CACHE_SECONDS, 5 s).
        3_000,
      );
    } finally {
      await opened.close();
    }
  });

  it('take the money of one held card once when both dispatch its order at once', async () => {
    const opened = await openDatabase({ databaseUrl: database.databaseUrl });
    try {
      // The demo data, unless the test above loaded it.
      if ((await opened.db.select({ id: branches.id }).from(branches).limit(1)).length === 0)
        await seedDemoData(opened.db);
      const password = 'Staff-two-instances-2';
      await createStaffAccount(
        opened.db,
        { email: 'dispatch@staff.test', name: 'Dispatch', role: 'branch_manager', branchIds: [1], password },
        { storeMode: 'demo' },
      );
      const login = await call(a, '/api/staff/login', { email: 'dispatch@staff.test', password });
      const staffToken = login.body.data.token as string;
      const as = (token: string) => ({
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      });
      const post = (on: Instance, token: string, path: string, body: object = {}) =>
        fetch(`${on.url}${path}`, { method: 'POST', headers: as(token), body: JSON.stringify(body) });

      // A customer pays online through instance a; the test gateway holds the card (CARD_HOLD's default).
      // Signed up as a customer does (decision 0044): the account comes with the texted code. The
      // sign-up limit test above spent this machine's allowance: a new window for this customer.
      const limits = new pg.Client({ connectionString: database.databaseUrl });
      await limits.connect();
      await limits.query('delete from rate_limits');
      await limits.end();
      const phone = '01244455577';
      const registered = await call(a, '/api/register', { ...person, phone, email: 'held.card@example.com' });
      const code = await eventually(async () => {
        const outbox = await call(a, `/api/dev/outbox?to=${phone}`);
        return outbox.body.data.messages[0]?.code as string | undefined;
      }, 'the SMS');
      const verified = await call(a, '/api/verify/registration/code', {
        user_id: registered.body.item,
        code,
      });
      const token = verified.body.data.token as string;
      const address = await (
        await post(a, token, '/api/addresses', {
          city: 'Cairo',
          area: 'Nasr City',
          streetName: 'Abbas El Akkad',
          buildingNumber: '12',
          floor: 3,
          apartment: 7,
        })
      ).json();
      // Not a medicine: a medicine's packs are scanned before it goes out (docs/decisions/0066).
      const [product] = await opened.db
        .select({ id: branchProducts.productId })
        .from(branchProducts)
        .innerJoin(products, eq(products.id, branchProducts.productId))
        .where(
          and(
            eq(branchProducts.branchId, 1),
            eq(products.medicineClass, 'none'),
            sql`${branchProducts.stockMilli} >= 20000 and ${branchProducts.price} >= 12000`,
          ),
        )
        .limit(1);
      expect((await post(a, token, '/api/cart/add', { productId: product!.id, quantity: 1 })).status).toBe(
        200,
      );
      await post(a, token, '/api/cart/address/select', { addressId: address.item });
      await post(a, token, '/api/cart/payment/select', { paymentTypeId: 3 });
      const started = await (await post(a, token, '/api/payment/pay')).json();
      const orderId = started.item as number;
      const submitted = await fetch(started.data as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber: '4242424242424242', decision: 'pay' }).toString(),
        redirect: 'manual',
      });
      await fetch(new URL(submitted.headers.get('location')!, a.url), { redirect: 'manual' });
      const [held] = await opened.db.select().from(orders).where(eq(orders.id, orderId));
      expect(held!.paymentState).toBe('held');

      expect(
        (
          await post(a, staffToken, `/api/staff/orders/${orderId}/status`, {
            statusId: orderStatusIds.inProcess,
          })
        ).status,
      ).toBe(200);
      const answers = await Promise.all(
        [a, b].map((on) =>
          post(on, staffToken, `/api/staff/orders/${orderId}/status`, {
            statusId: orderStatusIds.outForDelivery,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      const ledger = await opened.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId));
      expect(ledger.map((row) => row.kind).sort()).toEqual(['authorize', 'capture']);
      const [sent] = await opened.db.select().from(orders).where(eq(orders.id, orderId));
      expect(sent).toMatchObject({ paymentState: 'paid', statusId: orderStatusIds.outForDelivery });
    } finally {
      await opened.close();
    }
  });
});

describe.skipIf(!serverUrl)('two API processes with RATE_LIMIT_MAX=40', () => {
  const max = 40;
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let started: Awaited<ReturnType<typeof startInstances>> | undefined;

  beforeAll(async () => {
    database = await freshServerDatabase(serverUrl!);
    started = await startInstances(2, { DATABASE_URL: database.databaseUrl, RATE_LIMIT_MAX: String(max) });
  });
  afterAll(async () => {
    await started?.stop();
    await database?.drop();
  });

  it('share the API-wide limit', async () => {
    const [a, b] = started!.instances as [Instance, Instance];
    for (let i = 0; i < max; i++) expect((await call(a, '/api/categories/tree')).status).toBe(200);
    expect((await call(a, '/api/categories/tree')).status).toBe(429);
    // B learns the count at its first sync of the key, which its first request starts.
    let allowedOnB = 0;
    await eventually(async () => {
      const res = await call(b, '/api/categories/tree');
      if (res.status === 200) allowedOnB += 1;
      return res.status === 429 ? true : undefined;
    }, 'a 429 from the second instance');
    // Counted apart, B would allow all 40 again; shared, about a tenth of the limit per instance.
    expect(allowedOnB).toBeLessThanOrEqual(max / 4);
  });
});
