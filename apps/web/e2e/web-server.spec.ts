import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures.ts';
import { type InProcessStore, startInProcessStore } from './in-process-store.ts';

/**
 * The web server in this process, on the real build (global-setup.ts builds it) and a real API with
 * the demo store, over real HTTP: what reaches React Router, which headers go out, whose address the
 * API sees. Behind a proxy (TRUST_PROXY) with a low API limit, so one visitor can run out of it.
 * No browser: these are the answers themselves.
 */
let store: InProcessStore;
let base: string;
const apiLimit = 60;

test.beforeAll(async () => {
  // Migrating and loading the demo store on a busy machine takes a while.
  test.setTimeout(180_000);
  store = await startInProcessStore({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: String(apiLimit) });
  base = store.base;
});
test.afterAll(async () => {
  await store?.close();
});

let visitor = 10;
/** A new visitor address behind the proxy, so each test has the API's limit to itself. */
const newVisitor = () => `198.51.100.${visitor++}`;

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    headers: { 'x-forwarded-for': newVisitor(), ...headers },
    redirect: 'manual',
  });
}

function post(path: string, body: BodyInit | null, headers: Record<string, string>) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': newVisitor(), ...headers },
    redirect: 'manual',
  });
}

const form = 'application/x-www-form-urlencoded';
const renew = 'intent=renew-captcha&name=Mona';

test.describe('form posts to the web', () => {
  test('refuses a post that names no page it came from, in the language of the address', async () => {
    const english = await post('/en/contact-us', renew, { 'content-type': form });
    expect(english.status).toBe(403);
    expect(english.headers.get('content-type')).toContain('text/html');
    expect(await english.text()).toContain('did not say which page this form came from');
    const arabic = await post('/ar/contact-us', renew, { 'content-type': form });
    expect(arabic.status).toBe(403);
    expect(await arabic.text()).toContain('المتصفح لم يوضح الصفحة');
  });

  test('refuses a post from another site, and takes one from the store’s own pages', async () => {
    const foreign = await post('/en/contact-us', renew, {
      'content-type': form,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('sent from another website');
    const byReferer = await post('/en/contact-us', renew, {
      'content-type': form,
      referer: 'https://evil.example/page',
    });
    expect(byReferer.status).toBe(403);
    const own = await post('/en/contact-us', renew, { 'content-type': form, origin: base });
    expect(own.status).toBe(200);
    const ownByReferer = await post('/en/contact-us', renew, {
      'content-type': form,
      referer: `${base}/en/contact-us`,
    });
    expect(ownByReferer.status).toBe(200);
  });

  test('answers 413 to a 50 MB form before reading it', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    const started = Date.now();
    const response = await post('/en/contact-us', huge, { 'content-type': form, origin: base }).catch(
      (error: Error) => error,
    );
    // The answer may come while the body is still on its way; the connection is closed after it.
    if (response instanceof Error) throw response;
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('too large');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('answers 413 to a chunked form once it goes over 1 MB, without holding it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${base}/en/contact-us`,
        {
          method: 'POST',
          headers: {
            'content-type': form,
            origin: base,
            'transfer-encoding': 'chunked',
            'x-forwarded-for': newVisitor(),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 'b');
      let sent = 0;
      const pump = () => {
        // Up to 8 MB, stopping as soon as the answer is in.
        while (sent < 128) {
          sent++;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  test('answers 400, not 500, to JSON, text and broken multipart', async () => {
    const json = await post('/en/contact-us', JSON.stringify({ name: 'x' }), {
      'content-type': 'application/json',
      origin: base,
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain('only takes the forms of our pages');
    const text = await post('/en/login', 'hello', { 'content-type': 'text/plain', origin: base });
    expect(text.status).toBe(400);
    const broken = await post('/en/contact-us', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', {
      'content-type': 'multipart/form-data; boundary=x',
      origin: base,
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('could not be read');
    // A well-formed multipart form (what a fetcher sends for a form with files, or FormData) is read.
    const multipart = new FormData();
    multipart.set('intent', 'renew-captcha');
    const fine = await post('/en/contact-us', multipart, { origin: base });
    expect(fine.status).toBe(200);
  });
});

test.describe('security headers', () => {
  test('lets only the page’s own scripts run: every inline script carries the header’s nonce', async () => {
    const response = await get('/en/');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "img-src 'self' data: blob:",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-eval');
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts.filter((a) => !/type="application\/(ld\+)?json"/.test(a)))
      expect(attributes).toContain(`nonce="${nonce}"`);
    // A new nonce for every answer.
    const again = (await get('/en/')).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('sends HSTS only to browsers that came over HTTPS (here, through the trusted proxy)', async () => {
    expect((await get('/en/')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const secure = await get('/en/', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const secureApi = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(secureApi.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  test('marks API answers nosniff and unframeable, the docs and payment pages included', async () => {
    const health = await get('/api/health');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const docs = await get('/api/docs');
    expect(docs.status).toBe(200);
    const docsCsp = docs.headers.get('content-security-policy') ?? '';
    expect(docsCsp).toContain("frame-ancestors 'none'");
    expect(docsCsp).not.toContain('upgrade-insecure-requests');
    expect(docs.headers.get('x-frame-options')).toBe('DENY');
    const redirect = await get('/en/checkout-redirect');
    expect(redirect.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('keeps personal answers out of caches: a session’s pages and API answers, and any Set-Cookie', async () => {
    const first = await get('/en/FAQs');
    expect(first.headers.get('set-cookie')).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-store');
    // A returning guest (device and language cookies known): nothing personal, no Set-Cookie.
    const cookies = first.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const guest = await get('/en/FAQs', { cookie: cookies });
    expect(guest.headers.get('set-cookie')).toBeNull();
    expect(guest.headers.get('cache-control')).not.toBe('no-store');

    const token = await register();
    const page = await get('/en/FAQs', { cookie: `${cookies}; session=${token}` });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const api = await get('/api/categories/tree', { authorization: `Bearer ${token}` });
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).toBe('no-store');
  });
});

let phoneSeed = Math.floor(Math.random() * 1_000_000);
async function register(): Promise<string> {
  phoneSeed += 1;
  const phone = `011${String(phoneSeed).padStart(8, '0')}`;
  const response = await store.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: newVisitor(),
    payload: {
      first_name: 'Mona',
      last_name: 'Adel',
      phone,
      email: `web-server-${phone}@example.com`,
      password: 'secret-pass1',
      password_confirmation: 'secret-pass1',
    },
  });
  expect(response.statusCode).toBe(200);
  // The account comes with the texted code (decision 0044), in the demo outbox once it is "sent".
  let code: string | null = null;
  for (let wait = 0; !code && wait < 100; wait++) {
    const outbox = await store.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    code =
      (outbox.json().data.messages as { code: string | null }[]).find((message) => message.code)?.code ??
      null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await store.app.inject({
    method: 'POST',
    url: '/api/verify/registration/code',
    remoteAddress: newVisitor(),
    payload: { user_id: response.json().item, code },
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().data.token;
}

/** Loads `path` as one visitor until the API's limit runs out; that page's answer. */
async function untilBusy(path: string, headers: Record<string, string>) {
  for (let load = 0; load < apiLimit; load++) {
    const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
    if (response.status === 429) return response;
    expect(response.status).toBe(200);
  }
  throw new Error(`${apiLimit} page loads and no 429`);
}

test.describe('the API limit behind a proxy', () => {
  test('counts each visitor by their own address, not the web’s', async () => {
    const first = newVisitor();
    const busy = await untilBusy('/ar/FAQs', { 'x-forwarded-for': first });
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    const page = await busy.text();
    expect(page).toMatch(/طلبات كثيرة جداً[\s\S]*حاول مرة أخرى بعد [٠-٩]+ ثانية/);
    // Another visitor behind the same proxy still gets the store.
    const other = await fetch(`${base}/ar/FAQs`, { headers: { 'x-forwarded-for': newVisitor() } });
    expect(other.status).toBe(200);
  });

  test('shows a busy API as a page that says when to retry, not as a logout', async () => {
    const token = await register();
    const busy = await untilBusy('/en/FAQs', { 'x-forwarded-for': newVisitor(), cookie: `session=${token}` });
    const seconds = Number(busy.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    const page = await busy.text();
    expect(page).toContain('Too many requests');
    expect(page).toContain(`Please try again in ${seconds} seconds.`);
    expect(page).not.toContain('href="/en/login"');
    // The session cookie is neither cleared nor replaced.
    expect(busy.headers.getSetCookie().some((cookie) => cookie.startsWith('session='))).toBe(false);
    expect(busy.headers.get('cache-control')).toBe('no-store');
  });
});
