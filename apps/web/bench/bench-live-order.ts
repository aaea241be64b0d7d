/**
 * The live order page's delay (a staff change on the customer's open order page within 2 s):
 * a customer's order page is open in Chromium; the staff accept the order, then ask for a substitute,
 * through the API. Each delay is from the staff's answer (the change committed) to the moment the page
 * shows it, as a MutationObserver in the page sees it: the status badge's new text, then the
 * substitution notice. One order gives one sample of each; `--orders` orders are measured in turn.
 *
 *   npm run bench:live-order -w @store/web     (builds, starts the store on a free port with demo data)
 *   npm run bench:live-order -w @store/web -- --url http://127.0.0.1:3000 --orders 30
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { demoStaffPasswords } from '../../api/src/staff/staff-rules.ts';
import { apiCaller, newBenchCustomer, placeCashOrder, startBenchStore } from './bench-store.ts';
import { watchOrderPage } from './order-page-watch.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3997' },
    orders: { type: 'string', default: '20' },
  },
});

interface Product {
  id: number;
  finalPrice: number;
  outOfStock: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summary(name: string, delays: number[]) {
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    change: name,
    samples: sorted.length,
    'p50 ms': percentile(sorted, 50),
    'p95 ms': percentile(sorted, 95),
    'max ms': sorted.at(-1),
    'over 2 s': sorted.filter((delay) => delay > 2000).length,
  };
}

async function main() {
  const store = await startBenchStore({ url: values.url, port: values.port });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const call = apiCaller(store.base);
    const staff = await call(null, 'staff/login', {
      email: 'admin@staff.demo',
      password: demoStaffPasswords.admin,
    });
    const staffToken = (staff.data as { token: string }).token;
    const customer = await newBenchCustomer(call, 'live-order');
    const listing = await call(null, 'products/filter?size=40');
    const products = (listing.data as { products: Product[] }).products.filter(
      (product) => !product.outOfStock && product.finalPrice >= 150,
    );
    if (products.length < 2) throw new Error('fewer than two products in stock');

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { hostname } = new URL(store.base);
    await context.addCookies([{ name: 'session', value: customer.token, domain: hostname, path: '/' }]);
    const page = await context.newPage();
    const statusDelays: number[] = [];
    const noticeDelays: number[] = [];

    for (let round = 0; round < Number(values.orders); round++) {
      const [ordered, alternative] = [
        products[round % products.length]!,
        products[(round + 1) % products.length]!,
      ];
      const orderId = await placeCashOrder(call, customer, ordered.id);

      await page.goto(`${store.base}/en/order-info/${orderId}`);
      await page.locator('[data-testid="live-order"][data-state="open"]').waitFor();
      const seenAt = await watchOrderPage(page);

      await call(staffToken, `staff/orders/${orderId}/status`, { statusId: 2 });
      let committed = Date.now();
      statusDelays.push((await seenAt('status')) - committed);

      const order = (await call(customer.token, `orders/${orderId}`)).data as {
        order: { items: { id: number }[] };
      };
      await call(staffToken, `staff/orders/${orderId}/substitutions`, {
        items: [{ orderItemId: order.order.items[0]!.id, alternativeProductIds: [alternative.id] }],
      });
      committed = Date.now();
      noticeDelays.push((await seenAt('notice')) - committed);
    }
    console.log("\nFrom the staff change committed to the customer's open order page showing it");
    console.table([summary('status accepted', statusDelays), summary('substitution asked', noticeDelays)]);
  } finally {
    await browser.close();
    await store.stop();
  }
}

await main();
