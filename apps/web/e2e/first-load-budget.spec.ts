import type { APIRequestContext } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../app/routes.ts';
import { countFirstLoadJs, firstLoadJsBudget } from '../bench/first-load-js.ts';
import { baseUrl, customerApi, expect, readyCart, registerCustomer, signIn, test } from './fixtures.ts';

/**
 * and the developers' guide: a first visit to any storefront page loads at most 150 KB of
 * JavaScript (gzip -9, KB of 1024 bytes), counted as `npm run bench:web -- --js-only` counts it
 * (bench/first-load-js.ts): the modulepreloads and entry modules of the page's HTML. Every page of
 * the storefront (app/routes.ts) is read in both languages, signed in when it is behind sign-in.
 */

/** A storefront page: its route id (app/routes.ts), a path to it (after /{lang}) and who reads it. */
interface StorefrontPage {
  routeId: string;
  path: string;
  signedIn?: boolean;
  /** The page answers with this status (the not-found page: 404). */
  status?: number;
}

/** The storefront's pages: the routes under `:lang` with a component (a .tsx file), leaves only. */
function storefrontPageRoutes(): string[] {
  const store = routes.find((entry) => entry.path === ':lang');
  const ids: string[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.children?.length) walk(entry.children);
      else if (entry.file.endsWith('.tsx')) ids.push(entry.id ?? entry.file.replace(/\.tsx$/, ''));
    }
  };
  walk(store?.children ?? []);
  return ids;
}

/** The route ids a page's HTML rendered: those of React Router's manifest in the HTML whose module it imports. */
function renderedRoutes(html: string) {
  const imported = new Set([...html.matchAll(/import \* as \w+ from "([^"]+)"/g)].map((match) => match[1]));
  return [...html.matchAll(/"id": "([^"]+)",[^}]*?"module": "([^"]+)"/g)]
    .filter((match) => imported.has(match[2]))
    .map((match) => match[1]!);
}

test('every storefront page loads at most 150 KB of JavaScript at first (en and ar)', async ({ browser }) => {
  test.setTimeout(180_000);
  const base = baseUrl();
  const products = (await customerApi(null, 'GET', 'products/filter?size=20')).data.products as {
    id: number;
    finalPrice: number;
    name: string;
    brand: { id: number };
  }[];
  const product = products[0]!;
  // Above the store's minimum order (100 EGP) with one piece.
  const ordered = products.find((entry) => entry.finalPrice >= 150) ?? product;

  // A customer with an order and a cart ready again, so that the order and checkout pages open.
  const customer = await registerCustomer('budget', { phonePrefix: '01517' });
  await readyCart(customer.token, ordered.id, 1);
  const placed = await customerApi(customer.token, 'POST', 'cart/order', { orderFrom: 'Web' });
  expect(placed.code, placed.message).toBe(200);
  await readyCart(customer.token, ordered.id, 1);
  const order = placed.item as number;

  const pages: StorefrontPage[] = [
    { routeId: 'routes/home', path: '/' },
    { routeId: 'routes/deals', path: '/deals' },
    { routeId: 'routes/offers', path: '/offers' },
    { routeId: 'routes/categories', path: '/categories' },
    { routeId: 'routes/category', path: '/category/1/6/Groceries' },
    { routeId: 'routes/brand', path: `/brand/${product.brand.id}/x` },
    { routeId: 'routes/search', path: '/search/panadol' },
    {
      routeId: 'routes/product',
      path: `/product/${product.id}/${product.finalPrice.toFixed(2)}/p-${product.id}.svg/${encodeURIComponent(product.name)}`,
    },
    { routeId: 'routes/recipes', path: '/recipes' },
    { routeId: 'recipe-by-id', path: '/recipes/1' },
    { routeId: 'routes/recipe', path: '/recipe/1/Koshari' },
    { routeId: 'routes/about', path: '/about' },
    { routeId: 'routes/contact-us', path: '/contact-us' },
    { routeId: 'routes/faqs', path: '/FAQs' },
    { routeId: 'routes/terms', path: '/terms-and-conditions' },
    { routeId: 'routes/privacy', path: '/privacy' },
    // A marketing message's opt-out link (docs/decisions/0089); an unknown one says so on the page.
    { routeId: 'routes/unsubscribe', path: `/unsubscribe/${'A'.repeat(43)}` },
    { routeId: 'routes/coming-soon', path: '/coming-soon' },
    { routeId: 'routes/login', path: '/login' },
    { routeId: 'routes/login-phone', path: '/login/phone' },
    { routeId: 'routes/register', path: '/register' },
    { routeId: 'routes/phone-verification', path: '/phone-verification' },
    { routeId: 'routes/forget-password', path: '/forget-password' },
    { routeId: 'routes/reset-password', path: '/reset-password' },
    { routeId: 'routes/password-changed', path: '/password-changed' },
    { routeId: 'profile-index', path: '/profile', signedIn: true },
    { routeId: 'routes/profile-account', path: '/profile/1', signedIn: true },
    { routeId: 'routes/profile-addresses', path: '/profile/2', signedIn: true },
    { routeId: 'routes/profile-orders', path: '/profile/3', signedIn: true },
    { routeId: 'routes/profile-payment', path: '/profile/4', signedIn: true },
    { routeId: 'routes/profile-favourites', path: '/profile/5', signedIn: true },
    { routeId: 'routes/profile-logout', path: '/profile/6', signedIn: true },
    { routeId: 'routes/profile-upload-prescription', path: '/profile/7', signedIn: true },
    { routeId: 'routes/profile-prescriptions', path: '/profile/8', signedIn: true },
    { routeId: 'routes/profile-subscriptions', path: '/profile/9', signedIn: true },
    { routeId: 'routes/profile-notifications', path: '/profile/10', signedIn: true },
    { routeId: 'routes/profile-my-data', path: '/profile/11', signedIn: true },
    { routeId: 'routes/cart', path: '/cart', signedIn: true },
    { routeId: 'routes/checkout', path: '/checkout', signedIn: true },
    { routeId: 'routes/order-placed', path: '/order-placed', signedIn: true },
    { routeId: 'routes/checkout-redirect', path: '/checkout-redirect', signedIn: true },
    { routeId: 'routes/order-info', path: `/order-info/${order}`, signedIn: true },
    { routeId: 'routes/order-alternatives', path: `/order-info/${order}/alternatives`, signedIn: true },
    { routeId: 'routes/order-return', path: `/order-info/${order}/return`, signedIn: true },
    { routeId: 'routes/notifications', path: '/notifications', signedIn: true },
    { routeId: 'routes/support', path: '/support', signedIn: true },
    { routeId: 'routes/not-found', path: '/no-such-page', status: 404 },
  ];
  // A page added to the storefront is added here too, and kept within the budget.
  expect(pages.map((page) => page.routeId).sort()).toEqual(storefrontPageRoutes().sort());

  // A visitor's browser, and a signed-in customer's.
  const guest = await browser.newContext();
  const member = await browser.newContext();
  await signIn(member, customer.token, base);
  // Each script fetched once: pages share most of theirs.
  const scripts = new Map<string, Promise<Uint8Array>>();
  const load = (request: APIRequestContext) => (url: string) => {
    if (!scripts.has(url))
      scripts.set(
        url,
        request.get(url).then(async (response) => {
          expect(response.status(), url).toBe(200);
          return response.body();
        }),
      );
    return scripts.get(url)!;
  };

  /** The page's first-load JavaScript in `lang`: gzip bytes. */
  async function measure(page: StorefrontPage, lang: string) {
    const request = (page.signedIn ? member : guest).request;
    const url = `${base}/${lang}${page.path}`;
    // The HTML as the browser asks for it, answered by the page itself (no redirect to sign-in).
    const response = await request.get(url, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      maxRedirects: 0,
    });
    expect(response.status(), `${url} ${response.headers().location ?? ''}`).toBe(page.status ?? 200);
    const html = await response.text();
    expect(renderedRoutes(html), url).toContain(page.routeId);
    return (await countFirstLoadJs(url, html, load(request))).gzip;
  }

  // Both languages: their pages load the same scripts today, but a language may come to load more.
  const rows: { route: string; path: string; 'en gzip bytes': number; 'ar gzip bytes': number }[] = [];
  for (const page of pages)
    rows.push({
      route: page.routeId,
      path: page.path,
      'en gzip bytes': await measure(page, 'en'),
      'ar gzip bytes': await measure(page, 'ar'),
    });
  await guest.close();
  await member.close();

  console.log(`First-load JavaScript (gzip -9), budget ${firstLoadJsBudget.toLocaleString('en')} bytes`);
  console.table(rows);
  const over = rows.filter((row) => Math.max(row['en gzip bytes'], row['ar gzip bytes']) > firstLoadJsBudget);
  expect(over, `pages over the first-load JavaScript budget (${firstLoadJsBudget} bytes)`).toEqual([]);
});
