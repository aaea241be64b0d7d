import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

/**
 * A real API process on a PostgreSQL server, killed with SIGKILL while customers are checking out,
 * then started again; every customer repeats their submit with the same Idempotency-Key. Whatever the
 * moment of the kill, the database must hold whole orders only (all items, totals that add up), stock
 * lowered by exactly what was ordered, one order per key, and empty carts behind every order.
 * PostgreSQL server only (TEST_DATABASE_URL): PGlite lives inside the process and dies with it.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const customerCount = 24;

/** The envelope, with what this test reads of `data`. */
interface Answer {
  item: number;
  message: string;
  data: { token: string; cart: { items: { productId: number; quantity: number }[] } };
}

let api: ChildProcess | null = null;
let databaseName: string | null = null;

/** The API as `npm start -w @store/api` runs it, but one process (tsx as a loader, not a wrapper), so SIGKILL hits the server itself. */
function startApi(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (code && code !== 0) console.error(`API exited with ${code} (${signal}): ${errors}`);
  });
  return child;
}

/** Waits (polling) until the API answers its health check; fails at once if the process died. */
async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the API stopped (exit ${child.exitCode}) before it was ready`);
    const answer = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === 200) return;
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error('the API did not get ready in time');
}

describe.skipIf(!serverUrl)('kill -9 in the middle of checkouts', () => {
  afterAll(async () => {
    if (api && api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await once(api, 'exit');
    }
    if (databaseName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  });

  it('leaves whole orders only, and the retries with the same keys place nothing twice', {
    timeout: 300_000,
  }, async () => {
    databaseName = `store_kill_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    const databaseUrl = url.toString();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'true',
      // Each customer comes from their own address (X-Forwarded-For), as behind the store's proxy.
      TRUST_PROXY: 'true',
    };
    api = startApi(env);
    await waitForHealth(base, api);

    const call = async (
      method: 'GET' | 'POST',
      path: string,
      options: { token?: string; body?: unknown; ip: string; key?: string },
    ) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': options.ip,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      return {
        status: response.status,
        json: (await response.json()) as Answer,
      };
    };

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const [branch] = (await db.query('select id from branches where is_default')).rows as { id: number }[];
      // Piece goods with stock for everyone, priced so three lines pass the minimum order.
      const goods = (
        await db.query(
          `select p.id, p.quantities from products p join branch_products bp on bp.product_id = p.id
           where bp.branch_id = $1 and not p.weighted and bp.stock_milli >= 100000 and bp.price between 4000 and 20000
           order by p.id limit 3`,
          [branch!.id],
        )
      ).rows as { id: number; quantities: number[] }[];
      expect(goods).toHaveLength(3);
      const stockOf = async () =>
        new Map(
          (
            await db.query(
              'select product_id, stock_milli from branch_products where branch_id = $1 and product_id = any($2)',
              [branch!.id, goods.map((good) => good.id)],
            )
          ).rows.map((row: { product_id: number; stock_milli: number }) => [row.product_id, row.stock_milli]),
        );

      // N customers, each with a cart of the three goods in their own quantities, ready to check out.
      const customers: { token: string; userId: number; ip: string; key: string; cart: string[] }[] = [];
      for (let n = 0; n < customerCount; n++) {
        const ip = `10.44.${Math.floor(n / 200)}.${(n % 200) + 1}`;
        const suffix = `${randomBytes(3).readUIntBE(0, 3) % 10_000_000}`.padStart(7, '0');
        const registered = await call('POST', '/api/register', {
          ip,
          body: {
            first_name: 'Kill',
            last_name: `Test ${n}`,
            phone: `0111${suffix}`,
            email: `kill.${suffix}.${n}@example.com`,
            password: 'Shopper-pass1',
            password_confirmation: 'Shopper-pass1',
          },
        });
        expect(registered.status, registered.json.message).toBe(200);
        // The account is created with the texted code (decision 0044): the demo outbox's row of it.
        let code: string | undefined;
        for (let wait = 0; !code && wait < 200; wait++) {
          const rows = await db.query(
            'select code from outbox_messages where recipient = $1 and code is not null order by id desc',
            // Numbers are kept in their one form (decision 0073).
            [`+20111${suffix}`],
          );
          code = (rows.rows[0] as { code: string } | undefined)?.code;
          if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const verified = await call('POST', '/api/verify/registration/code', {
          ip,
          body: { user_id: registered.json.item, code },
        });
        expect(verified.status, verified.json.message).toBe(200);
        const token = verified.json.data.token;
        const userId = (verified.json.data as unknown as { user: { id: number } }).user.id;
        for (const [k, good] of goods.entries()) {
          const quantity = good.quantities[(n + k) % Math.min(3, good.quantities.length)]!;
          const added = await call('POST', '/api/cart/add', {
            ip,
            token,
            body: { productId: good.id, quantity },
          });
          expect(added.status, added.json.message).toBe(200);
        }
        const address = await call('POST', '/api/addresses', {
          ip,
          token,
          body: {
            city: 'Cairo',
            area: 'Nasr City',
            streetName: `Street ${n}`,
            buildingNumber: '1',
            floor: 1,
            apartment: 1,
          },
        });
        await call('POST', '/api/cart/address/select', { ip, token, body: { addressId: address.json.item } });
        await call('POST', '/api/cart/payment/select', { ip, token, body: { paymentTypeId: 1 } });
        const view = await call('GET', '/api/cart/view', { ip, token });
        const cart = view.json.data.cart.items
          .map((item) => `${item.productId}:${Math.round(item.quantity * 1000)}`)
          .sort();
        expect(cart).toHaveLength(3);
        customers.push({ token, userId, ip, key: `kill-test-${n}`, cart });
      }
      const stockBefore = await stockOf();

      // Everyone submits at once; the process dies as soon as the first order is confirmed.
      let killedAfter = -1;
      let answered = 0;
      const submit = (customer: (typeof customers)[number]) =>
        call('POST', '/api/cart/order', {
          ip: customer.ip,
          token: customer.token,
          key: customer.key,
          body: { orderFrom: 'Web', comment: 'kill -9 test' },
        });
      const first = await Promise.all(
        customers.map((customer) =>
          submit(customer).then(
            (result) => {
              answered++;
              if (result.status === 200 && killedAfter < 0) {
                killedAfter = answered;
                api!.kill('SIGKILL');
              }
              return result;
            },
            () => null,
          ),
        ),
      );
      if (api.exitCode === null && api.signalCode === null) await once(api, 'exit');
      expect(api.signalCode).toBe('SIGKILL');
      const confirmed = first.filter((result) => result?.status === 200);
      const cut = first.filter((result) => result === null).length;

      const anomalies: string[] = [];
      const checkOrders = async (stage: string, complete: boolean) => {
        const userIds = customers.map((customer) => customer.userId);
        const orderRows = (
          await db.query(
            `select id, user_id, idempotency_key, subtotal, discount, delivery_charge, total from orders
             where user_id = any($1)`,
            [userIds],
          )
        ).rows as {
          id: number;
          user_id: number;
          idempotency_key: string;
          subtotal: number;
          discount: number;
          delivery_charge: number;
          total: number;
        }[];
        const itemRows = (
          await db.query(
            'select order_id, product_id, quantity_milli, unit_price, amount from order_items where order_id = any($1)',
            [orderRows.map((row) => row.id)],
          )
        ).rows as {
          order_id: number;
          product_id: number;
          quantity_milli: number;
          unit_price: number;
          amount: number;
        }[];
        const ordered = new Map<number, number>();
        for (const customer of customers) {
          const mine = orderRows.filter((row) => row.user_id === customer.userId);
          if (mine.length > 1) anomalies.push(`${stage}: ${mine.length} orders for ${customer.key}`);
          if (complete && mine.length === 0) anomalies.push(`${stage}: no order for ${customer.key}`);
          for (const row of mine) {
            if (row.idempotency_key !== customer.key)
              anomalies.push(`${stage}: order ${row.id} has key ${row.idempotency_key}`);
            const items = itemRows.filter((item) => item.order_id === row.id);
            const lines = items.map((item) => `${item.product_id}:${item.quantity_milli}`).sort();
            if (lines.join() !== customer.cart.join())
              anomalies.push(
                `${stage}: order ${row.id} holds ${lines.join()} instead of ${customer.cart.join()}`,
              );
            const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
            if (
              items.some((item) => item.amount !== Math.round((item.unit_price * item.quantity_milli) / 1000))
            )
              anomalies.push(`${stage}: order ${row.id} has a line whose amount is not price × quantity`);
            if (row.subtotal !== subtotal || row.total !== row.subtotal - row.discount + row.delivery_charge)
              anomalies.push(`${stage}: order ${row.id} totals do not add up`);
            for (const item of items)
              ordered.set(item.product_id, (ordered.get(item.product_id) ?? 0) + item.quantity_milli);
          }
          const cartLeft = Number(
            (await db.query('select count(*) as n from cart_items where user_id = $1', [customer.userId]))
              .rows[0].n,
          );
          if (mine.length > 0 && cartLeft !== 0)
            anomalies.push(`${stage}: ${customer.key} has an order and ${cartLeft} cart lines`);
          if (mine.length === 0 && cartLeft !== 3)
            anomalies.push(`${stage}: ${customer.key} has no order and ${cartLeft} cart lines`);
        }
        const stockAfter = await stockOf();
        for (const good of goods) {
          const dropped = stockBefore.get(good.id)! - stockAfter.get(good.id)!;
          if (dropped !== (ordered.get(good.id) ?? 0))
            anomalies.push(
              `${stage}: stock of ${good.id} went down ${dropped}, orders hold ${ordered.get(good.id) ?? 0}`,
            );
        }
        return orderRows;
      };

      // Right after the crash: whatever committed is whole, whatever did not left no trace.
      const afterCrash = await checkOrders('after the kill', false);
      for (const result of confirmed)
        if (!afterCrash.some((row) => row.id === result!.json.item))
          anomalies.push(`confirmed order ${result!.json.item} is not in the database`);

      // Started again, every customer repeats the same submit with the same key.
      api = startApi(env);
      await waitForHealth(base, api);
      const retries = await Promise.all(customers.map((customer) => submit(customer)));
      for (const [n, retry] of retries.entries()) {
        if (retry.status !== 200)
          anomalies.push(`retry of ${customers[n]!.key}: ${retry.status} ${retry.json.message}`);
        const before = first[n];
        if (before?.status === 200 && before.json.item !== retry.json.item)
          anomalies.push(
            `retry of ${customers[n]!.key} placed order ${retry.json.item}, the first was ${before.json.item}`,
          );
      }
      const afterRetries = await checkOrders('after the retries', true);

      console.info(
        `kill -9: ${customerCount} concurrent checkouts, killed after ${killedAfter} answers (${confirmed.length} confirmed, ` +
          `${cut} cut off), ${afterCrash.length} orders in the database after the kill, ${retries.length} retries, ` +
          `${afterRetries.length} orders in the end, ${anomalies.length} anomalies`,
      );
      expect(killedAfter).toBeGreaterThan(0);
      expect(anomalies).toEqual([]);
      expect(afterRetries).toHaveLength(customerCount);
    } finally {
      await db.end();
    }
  });
});
