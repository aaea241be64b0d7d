import { eq } from 'drizzle-orm';
import { notifyCatalogueChange } from '../../api/src/catalogue/catalogue-changes.ts';
import { branchProducts } from '../../api/src/db/schema.ts';
import { expect, test } from './fixtures.ts';
import { type InProcessStore, startInProcessStore } from './in-process-store.ts';

/**
 * The guest page cache (server/page-cache.ts, docs/decisions/0050) over real HTTP, on the real build
 * and API: a returning guest's shared page is rendered once and served again, a signed-in customer's
 * never, and a catalogue change (the NOTIFY every instance listens to) forgets the pages. Pages are
 * kept 10 minutes here, so only the change can explain a page rendered afresh.
 */
let store: InProcessStore;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await startInProcessStore({ RATE_LIMIT_MAX: '100000' }, { pageCacheSeconds: 600 });
});
test.afterAll(async () => {
  await store?.close();
});

let devices = 0;
const newDevice = () => `page-cache-device-${String(++devices).padStart(4, '0')}`;

function get(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return fetch(`${store.base}${path}`, {
    headers: { ...(cookie && { cookie }), ...headers },
    redirect: 'manual',
  });
}

test('a returning guest’s page is rendered once, then served from the cache with CDN headers', async () => {
  const cookie = `deviceId=${newDevice()}; lang=en`;
  const first = await get('/en/about', cookie);
  expect(first.status).toBe(200);
  expect(first.headers.get('x-page-cache')).toBe('miss');
  const html = await first.text();
  const second = await get('/en/about', cookie);
  expect(second.headers.get('x-page-cache')).toBe('hit');
  expect(await second.text()).toBe(html);
  for (const answer of [first, second]) {
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=600, stale-while-revalidate=3600',
    );
    expect(answer.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(answer.headers.get('set-cookie')).toBeNull();
  }
  // The page's scripts run: the CSP names the nonce they carry.
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  // Arabic is a page of its own.
  const arabic = await get('/ar/about', `deviceId=${newDevice()}; lang=ar`);
  expect(arabic.headers.get('x-page-cache')).toBe('miss');
  expect(await arabic.text()).toContain('lang="ar"');
});

test('a first visit gets a device of its own from a cached page, and no CDN may keep that answer', async () => {
  await get('/en/FAQs', `deviceId=${newDevice()}; lang=en`);
  const [one, two] = await Promise.all([get('/en/FAQs'), get('/en/FAQs')]);
  for (const answer of [one, two]) {
    expect(answer.headers.get('x-page-cache')).toBe('hit');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('set-cookie')).toMatch(/deviceId=[0-9a-f-]{36}; Path=\/;.*HttpOnly/);
  }
  expect(one.headers.get('set-cookie')).not.toBe(two.headers.get('set-cookie'));
});

test('a signed-in customer’s page is neither served from the cache nor kept in it', async () => {
  const guest = `deviceId=${newDevice()}; lang=en`;
  await get('/en/terms-and-conditions', guest);
  expect((await get('/en/terms-and-conditions', guest)).headers.get('x-page-cache')).toBe('hit');
  const { token } = await store.newCustomer('page-cache');
  const customer = `deviceId=${newDevice()}; lang=en; session=${token}`;
  for (let time = 0; time < 2; time++) {
    const answer = await get('/en/terms-and-conditions', customer);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-page-cache')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The customer's own header, not the guest's page.
    expect(await answer.text()).toContain('Mona');
  }
});

test('a catalogue change on any instance forgets the cached pages: the new price shows at once', async () => {
  const [productId] = await store.piecesInStock(1);
  const path = `/en/product/${productId}`;
  const cookie = `deviceId=${newDevice()}; lang=en`;
  await get(path, cookie);
  expect((await get(path, cookie)).headers.get('x-page-cache')).toBe('hit');

  // A staff edit's transaction: the new price, and the NOTIFY every instance listens to.
  await store.database.db.transaction(async (tx) => {
    await tx.update(branchProducts).set({ price: 98_765 }).where(eq(branchProducts.productId, productId!));
    await notifyCatalogueChange(tx, { branchId: 1, productId: productId! });
  });
  await expect
    .poll(async () => {
      const answer = await get(path, cookie);
      return `${answer.headers.get('x-page-cache')} ${(await answer.text()).includes('987.65')}`;
    })
    .toMatch(/^(miss|hit) true$/);
});
