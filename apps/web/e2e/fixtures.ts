import { mkdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { fillPlaceholders } from '@store/contract';

export { expect, test };

const require = createRequire(import.meta.url);
const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/**
 * Which projects run a journey (playwright.config.ts). Untagged: the desktop project only. `both`:
 * desktop and phone (the buy journey, the accessibility checks). `phoneOnly`: about phones.
 */
export const both = { tag: '@both' };
export const phoneOnly = { tag: '@phone' };
/** For journeys written for one language at one width: [ar, phone], [en, desktop]... */
export const at = (viewport: 'phone' | 'desktop') => (viewport === 'phone' ? phoneOnly : {});

/** The store global-setup.ts started (or E2E_BASE_URL named), without a trailing slash. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with `npm run test:e2e`');
  return url.replace(/\/$/, '');
}

/** The store's SESSION_SECRET ('' when E2E_BASE_URL names a store started without one). */
export function sessionSecret(): string {
  return process.env.E2E_SESSION_SECRET ?? '';
}

/** Logs the context in with a customer's token: the web's session cookie for `base`'s host. */
export async function signIn(context: BrowserContext, token: string, base = baseUrl()) {
  const { hostname } = new URL(base);
  await context.addCookies([{ name: 'session', value: token, domain: hostname, path: '/' }]);
}

/** Until React has hydrated the page, clicks and typing reach HTML without its behaviour. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Goes to `path` and waits until the page has hydrated. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  // Evaluated, not added as a <script>: the store's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document);
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * Keeps a picture of what the test saw (e2e/screenshots/<project>/, not committed) for people to
 * look at. Transitions are shown finished (`animations: 'disabled'` plays them to their end).
 */
export async function keepScreenshot(page: Page, name: string) {
  const dir = `${screenshotDir}${test.info().project.name}/`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: false, animations: 'disabled' });
}

/** True when the page is wider than the viewport (something sticks out sideways). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * The words with Latin digits [0-9] in the page's main content (`textContent`: text for screen
 * readers only and the options of a select count too). An Arabic page writes its numbers in
 * Arabic-Indic digits; inputs' raw values (`value`, dates as YYYY-MM-DD) are not text, not counted,
 * and neither is what the customer typed (`<bdi>`: an address, a comment) nor `storedNames`.
 */
export async function latinDigitsInMain(
  page: Page,
  storedNames: string[] = [],
  { ownWords = false } = {},
): Promise<string[]> {
  const text = await page.locator('main').evaluate((main, withOwnWords) => {
    const copy = main.cloneNode(true) as HTMLElement;
    // The customer's own words (an address, a comment: <bdi>) are counted only when asked: the
    // customer pages show them in the page's digits, some console pages not yet.
    for (const own of copy.querySelectorAll(withOwnWords ? 'textarea, script' : 'bdi, textarea, script'))
      own.remove();
    // Inputs show their values as text too (a quantity box).
    const values = [...main.querySelectorAll('input:not([type=hidden])')].map(
      (input) => (input as HTMLInputElement).value,
    );
    return `${copy.textContent ?? ''} ${withOwnWords ? values.join(' ') : ''}`;
  }, ownWords);
  // Catalogue names ('Panadol 48 tablets') are the store's data, shown as stored: not counted.
  // An e-mail address is Latin script through and through: its digits are part of it.
  const shown = storedNames
    .reduce((rest, name) => rest.split(name).join(' '), text)
    .replace(/[^\s]+@[^\s]+\.[a-z]+/gi, ' ');
  return [...shown.matchAll(/[^\s]{0,12}[0-9]+[^\s]{0,12}/g)].map((match) => match[0]);
}

/** A JSON post from one address of the loopback network: its status and envelope. */
function postFrom(
  url: string,
  localAddress: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: { data: Record<string, unknown>; item: unknown; message: string } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/**
 * A sign-up as a customer on their own phone makes it: from an address of its own on the loopback
 * network (any of 127.0.0.0/8 reaches the store on 127.0.0.1). The store's per-IP limit on sign-ups
 * (20 in 10 minutes, the production setting) then counts each simulated customer apart, as it would
 * count real ones; from one address, a full run of both projects would be refused with 429s. The
 * account comes with the texted code (decision 0044), read from the demo outbox once the job runner
 * has "sent" it: the answer is the verification's (`data.token`, `item` = the new user's id).
 */
export async function registerFromOwnAddress(
  baseUrl: string,
  person: Record<string, string>,
): Promise<{ status: number; body: { data: { token: string }; item: number } }> {
  const part = (max: number) => 1 + Math.floor(Math.random() * max);
  const localAddress = `127.${part(250)}.${part(250)}.${part(250)}`;
  const registered = await postFrom(`${baseUrl}/api/register`, localAddress, person);
  if (registered.status !== 200) {
    return { status: registered.status, body: registered.body as never };
  }
  let code: string | null = null;
  for (let wait = 0; !code && wait < 100; wait++) {
    const outbox = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(person.phone!)}`);
    const messages = ((await outbox.json()) as { data: { messages: { code: string | null }[] } }).data
      .messages;
    code = messages.find((message) => message.code)?.code ?? null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await postFrom(`${baseUrl}/api/verify/registration/code`, localAddress, {
    user_id: registered.body.item,
    code,
  });
  const user = verified.body.data?.user as { id: number } | undefined;
  return {
    status: verified.status,
    body: { data: { token: verified.body.data?.token as string }, item: user?.id ?? 0 },
  };
}

/** Fills a message's `{name}` placeholders (the web's copy and the API's messages share the syntax). */
export const fill = (text: string, values: Record<string, string | number>) =>
  fillPlaceholders(text, (key) => (key in values ? String(values[key]) : undefined));

let phoneSeed = Math.floor(Math.random() * 1_000_000);
/**
 * A new Egyptian mobile number (11 ASCII digits) starting with `prefix`, unused so far: each spec
 * keeps a prefix of its own, so customers of specs run at the same time against one store differ.
 */
export function newPhone(prefix = '011') {
  phoneSeed += 1;
  return `${prefix}${String(phoneSeed).padStart(11 - prefix.length, '0')}`;
}

/** The delivery address the API-driven customers give. */
export const cairoAddress = {
  city: 'Cairo',
  area: 'Nasr City',
  streetName: 'Abbas El Akkad',
  buildingNumber: '12',
  floor: 3,
  apartment: 7,
};

/**
 * A new customer of the shared store, registered through the API from an address of its own
 * (registerFromOwnAddress): the phone, e-mail, password and session token. `tag` names the spec in
 * the e-mail address.
 */
export async function registerCustomer(
  tag: string,
  { phonePrefix = '011', firstName = 'Mona', lastName = 'Adel' } = {},
) {
  const phone = newPhone(phonePrefix);
  const person = { phone, email: `${tag}-${phone}-${Date.now()}@example.com`, password: 'secret-pass1' };
  const response = await registerFromOwnAddress(baseUrl(), {
    first_name: firstName,
    last_name: lastName,
    phone,
    email: person.email,
    password: person.password,
    password_confirmation: person.password,
  });
  expect(response.status).toBe(200);
  return { ...person, token: response.body.data.token };
}

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the API's own tests.
export type ApiAnswer = { code: number; data: any; item: any; message: string };

/** A call to the shared store's API, as `token`'s customer (or a guest). */
export async function customerApi(
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as ApiAnswer;
}

/** Makes `token`'s cart ready for checkout: the product, the Cairo address and a payment type. */
export async function readyCart(token: string, productId: number, paymentTypeId: number, quantity = 1) {
  expect((await customerApi(token, 'POST', 'cart/add', { productId, quantity })).code).toBe(200);
  const address = await customerApi(token, 'POST', 'addresses', cairoAddress);
  await customerApi(token, 'POST', 'cart/address/select', { addressId: address.item });
  await customerApi(token, 'POST', 'cart/payment/select', { paymentTypeId });
}

/** The sizes the journeys look at: a tablet in portrait (the counter's) and a desktop. */
export const tablet = { width: 800, height: 1280 };
export const desktop = { width: 1280, height: 800 };

/**
 * A page looked at as the guide asks, once it is hydrated: nothing sticks out sideways, an Arabic
 * page has no Latin digits (but `storedNames`), a screenshot is kept and axe finds nothing serious.
 */
export async function lookedAt(page: Page, name: string, storedNames: string[] = []) {
  await waitForHydration(page);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await latinDigitsInMain(page, storedNames)).toEqual([]);
  await keepScreenshot(page, name);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** A browser context for a customer in `lang`: on a phone (390 px, touch) or a desktop. */
export function newCustomerContext(browser: Browser, lang: 'en' | 'ar', phone: boolean) {
  return browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
  });
}

/** A browser context for staff in `lang` at `viewport`; narrower than 1000 px (a tablet) it has touch. */
export function newStaffContext(browser: Browser, viewport: { width: number; height: number }, lang: string) {
  return browser.newContext({
    viewport,
    locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
    hasTouch: viewport.width < 1000,
  });
}
