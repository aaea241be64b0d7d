import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  open,
  phoneOnly,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';

const pages = [
  '/',
  '/deals',
  '/category/1/6/Groceries',
  '/product/1',
  '/recipes',
  '/contact-us',
  '/FAQs',
  '/terms-and-conditions',
];

test.describe('at phone width', phoneOnly, () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`shows the bottom navigation and nothing sticks out sideways (${lang})`, async ({ page }) => {
      await open(page, `/${lang}/`);
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Quick links' : 'روابط سريعة' });
      await expect(nav).toBeVisible();
      const labels =
        lang === 'en'
          ? ['Deals', 'Cart', 'Home', 'Favourite', 'Login']
          : ['العروض', 'السلة', 'الرئيسية', 'المفضلة', 'تسجيل الدخول'];
      for (const label of labels)
        await expect(nav.getByRole('link', { name: new RegExp(label) })).toBeVisible();
      await expect(nav.getByRole('link', { name: new RegExp(labels[2]!) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const path of pages) {
        await page.goto(`/${lang}${path}`);
        expect(await hasHorizontalOverflow(page), `${lang}${path}`).toBe(false);
      }
      await waitForHydration(page);
      await nav.getByRole('link', { name: new RegExp(labels[0]!) }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/deals$`));
      await keepScreenshot(page, `deals-${lang}-phone`);
    });
  }
});

/**
 * The mobile number is the account (docs/decisions/0073): typed in its international form and in
 * Arabic-Indic digits, it is the same number as the local one; the code too may be typed so.
 */
test.describe('the mobile number in any spelling', phoneOnly, () => {
  const arabic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  const seed = () => String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');

  async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
    let code: string | null | undefined;
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
          const body = (await response.json()) as { data: { messages: { code: string | null }[] } };
          code = body.data.messages[0]?.code;
          return code;
        },
        { message: `a code sent to ${to}`, timeout: 10_000 },
      )
      .toBeTruthy();
    return code!;
  }

  test('signs in by the texted code with the number typed +20 in Arabic-Indic digits (ar)', async ({
    page,
    request,
  }) => {
    const local = `015${seed()}`;
    // +٢٠ ١٥ ١٢٣٤ ٥٦٧٨: the country code, then the number without its 0, in groups.
    const typed = `+${arabic('20')} ${arabic(local.slice(1, 3))} ${arabic(local.slice(3, 7))} ${arabic(local.slice(7))}`;
    await open(page, '/ar/login/phone');
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByLabel('رقم الهاتف', { exact: true }).fill(typed);
    await main.getByRole('button', { name: 'إرسال الرمز' }).click();
    // The page goes on with the number in its local form, shown in the page's digits.
    await expect(page).toHaveURL(new RegExp(`/ar/login/phone\\?phone=${local}$`));
    await waitForHydration(page);
    await expect(main).toContainText(arabic(local));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    // The code went to the number, whichever spelling asks for it.
    const code = await codeSentTo(request, `+20${local.slice(1)}`);
    await main.getByLabel('رمز التحقق', { exact: true }).fill(arabic(code));
    await keepScreenshot(page, 'phone-spelling-ar-code');
    await main.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/profile\/1(\/account)?$/);
    await expect(main.getByLabel('رقم الهاتف', { exact: true })).toHaveValue(
      new RegExp(`^(${local}|${arabic(local)})$`),
    );
    await keepScreenshot(page, 'phone-spelling-ar-profile');
  });

  test('signs in by a code sent by WhatsApp, typed in Arabic-Indic digits (ar)', async ({
    page,
    request,
  }) => {
    const local = `010${seed()}`;
    await open(page, '/ar/login/phone');
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByLabel('رقم الهاتف', { exact: true }).fill(arabic(local));
    await main.getByRole('radio', { name: 'واتساب' }).check();
    await keepScreenshot(page, 'phone-login-whatsapp-ar');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await main.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/login/phone\\?phone=${local}$`));
    const to = `+20${local.slice(1)}`;
    const code = await codeSentTo(request, to);
    const outbox = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
    expect(outbox.data.messages[0].channel).toBe('whatsapp');
    await waitForHydration(page);
    // It may be sent again either way.
    await expect(main.getByRole('button', { name: 'أرسل الرمز عبر واتساب' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'إعادة إرسال الرمز' })).toBeVisible();
    await main.getByLabel('رمز التحقق', { exact: true }).fill(arabic(code));
    await main.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/profile\/1(\/account)?$/);
  });

  test('asks for a password reset code by SMS with the number typed 0020 (ar)', async ({ page, request }) => {
    const local = `010${seed()}`;
    // An account with this number (its first sign-in by code makes one).
    const api = (path: string, data: Record<string, string>) =>
      request.post(`/api${path}`, { data, headers: { 'content-language': 'ar' } });
    expect((await api('/login/phone', { phone: local })).ok()).toBe(true);
    const first = await api('/login/phone/verify', { phone: local, code: await codeSentTo(request, local) });
    expect(first.ok()).toBe(true);

    await open(page, '/ar/forget-password');
    await waitForHydration(page);
    const main = page.locator('main');
    await main
      .getByLabel('البريد الإلكتروني أو رقم الموبايل', { exact: true })
      .fill(arabic(`0020${local.slice(1)}`));
    await main.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page).toHaveURL(/\/ar\/reset-password\?id=\d+$/);
    await expect
      .poll(async () => {
        const response = await request.get(`/api/dev/outbox?to=${local}`);
        const body = (await response.json()) as { data: { messages: { body: string }[] } };
        return body.data.messages[0]?.body ?? '';
      })
      .toContain('إعادة تعيين كلمة المرور');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await keepScreenshot(page, 'phone-spelling-ar-reset');
  });
});
