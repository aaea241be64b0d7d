import type { BrowserContext, Page } from '@playwright/test';
import {
  customerApi,
  expect,
  readyCart,
  registerCustomer,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

/**
 * The storefront under its Content-Security-Policy (docs/decisions/0017): every page works, and the
 * browser reports no blocked script, style, image, font or connection, nor any console error.
 */
/** Invacare crutches (demo store): in stock at every branch. */
const productId = 186;

/** A logged-in customer with a cart ready for checkout, paying with the first payment type offered. */
async function shopper(): Promise<string> {
  const { token } = await registerCustomer('csp', { phonePrefix: '012' });
  const { paymentTypes } = (await customerApi(token, 'GET', 'cart/payment/types')).data as {
    paymentTypes: { id: number }[];
  };
  await readyCart(token, productId, paymentTypes[0]!.id);
  return token;
}

interface Watched {
  page: Page;
  /** Violations and console errors seen so far, as text. */
  problems: () => Promise<string[]>;
}

/** Records CSP violations (from the page's own event) and console errors of the context's pages. */
async function watched(context: BrowserContext, page: Page, token?: string): Promise<Watched> {
  if (token) await signIn(context, token);
  // Added through the browser's debugging protocol, not as a page script: the policy does not apply.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return {
    page,
    problems: async () => [
      ...errors,
      ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ],
  };
}

async function visit({ page }: Watched, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  expect(response?.headers()['content-security-policy'], path).toMatch(
    /script-src 'nonce-[^']+' 'strict-dynamic'/,
  );
  await waitForHydration(page);
  // Everything the page asks for after its first paint (deferred scripts, fonts, pictures) has been
  // asked for and answered, or blocked: the policy is judged on all of it.
  await page.waitForLoadState('networkidle');
}

test.describe('pages under the Content-Security-Policy', () => {
  test('home, category, product, login and contact run with nothing blocked (a guest, both languages)', async ({
    context,
    page,
  }) => {
    const guest = await watched(context, page);
    for (const lang of ['en', 'ar']) {
      for (const path of ['/', '/category/1/6/Groceries', `/product/${productId}`, '/login', '/contact-us']) {
        await visit(guest, `/${lang}${path}`);
      }
    }
    // Scripts loaded on use: the contact form checks its fields (zod) and asks for a new code.
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByText('من فضلك أدخل الاسم').first()).toBeVisible();
    const token = page.locator('input[name="captchaToken"]');
    const firstToken = await token.inputValue();
    await page.getByRole('button', { name: 'رمز جديد' }).click();
    await expect(token).not.toHaveValue(firstToken);
    expect(await guest.problems()).toEqual([]);
  });

  test('cart and checkout run with nothing blocked (a customer)', async ({ context, page }) => {
    const customer = await watched(context, page, await shopper());
    for (const path of ['/en/cart', '/en/checkout', `/en/product/${productId}`, '/ar/cart', '/ar/checkout']) {
      await visit(customer, path);
    }
    expect(await customer.problems()).toEqual([]);
  });

  test('the API docs still work, under their own policy', async ({ context, page }) => {
    const reader = await watched(context, page);
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('.opblock-summary').first()).toBeVisible();
    // Swagger UI draws the operations near the screen only once the document has more than about
    // 130 of them: read them as a reader scrolling down does.
    const operations = new Set<string>();
    for (let step = 0; step < 200 && !operations.has('/api/contact/captcha'); step++) {
      for (const path of await page.locator('.opblock-summary-path').allInnerTexts())
        operations.add(path.trim());
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    expect(operations).toContain('/api/contact/captcha');
    expect(operations.size).toBeGreaterThan(20);
    expect(await reader.problems()).toEqual([]);
  });
});
