import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  keepScreenshot,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  waitForHydration,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const copy = {
  en: {
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone Number',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm Password',
    register: 'Create account',
    code: 'Verification code',
    verify: 'Verify',
    verified: 'Your phone number has been verified',
    resendWait: /Resend code in \d+ s/,
    login: 'Login',
    loggedIn: 'Logged in successfully',
    loggedOut: 'Logged out successfully',
    userMenu: 'Account menu, Mona',
    logout: 'Logout',
    sendCode: 'Send code',
    newPassword: 'New Password',
    confirmNew: 'Confirm New Password',
    reset: 'Reset password',
    changed: 'Password changed',
    continueShopping: 'Continue shopping',
    mismatch: 'The two passwords that you entered do not match!',
    invalidEmail: 'Email Address is not a valid email',
    loginFailed: 'The e-mail or password is not correct',
  },
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    register: 'إنشاء الحساب',
    code: 'رمز التحقق',
    verify: 'تأكيد',
    verified: null,
    resendWait: /إعادة إرسال الرمز بعد \d+ ثانية/,
    login: 'تسجيل الدخول',
    loggedIn: null,
    loggedOut: null,
    userMenu: 'قائمة الحساب، Mona',
    logout: 'تسجيل الخروج',
    sendCode: 'إرسال الرمز',
    newPassword: 'كلمة المرور الجديدة',
    confirmNew: 'تأكيد كلمة المرور الجديدة',
    reset: 'إعادة تعيين كلمة المرور',
    changed: 'تم تغيير كلمة المرور',
    continueShopping: 'متابعة التسوق',
    mismatch: null,
    invalidEmail: 'البريد الإلكتروني غير صحيح',
    loginFailed: null,
  },
} as const;

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * Demo mode: the code in the newest SMS or e-mail the store "sent". The request only queues the
 * message and the job runner delivers it a moment later, so this asks again until it is there (each
 * test uses a new phone and e-mail, so the first code that appears is the one just sent).
 */
async function codeSentTo(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data: { messages: { code: string | null }[] } };
    const code = body.data.messages[0]?.code;
    if (code) return code;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no code was sent to ${to} within 10 s`);
}

function field(page: Page, label: string) {
  return page.locator('main').getByLabel(label, { exact: true });
}

async function toast(page: Page, text: string | null) {
  if (text) await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

async function logoutFromHeader(page: Page, lang: 'en' | 'ar') {
  const t = copy[lang];
  await page.getByRole('button', { name: t.userMenu }).click();
  await page.getByRole('menuitem', { name: t.logout }).click();
  await toast(page, t.loggedOut);
  await page.locator('header').getByRole('link', { name: t.login, exact: true }).waitFor();
}

async function login(page: Page, lang: 'en' | 'ar', email: string, password: string) {
  const t = copy[lang];
  await page.goto(`/${lang}/login`);
  await waitForHydration(page);
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(password);
  await page.locator('main').getByRole('button', { name: t.login, exact: true }).click();
  await toast(page, t.loggedIn);
  await page.waitForURL(new RegExp(`/${lang}/$`));
  await page.getByRole('button', { name: t.userMenu }).waitFor();
}

describe('accounts', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`registers, verifies the phone, logs out and in, resets the password (${lang})`, async () => {
      const t = copy[lang];
      const email = `e2e-${lang}-${Date.now()}-${digits(4)}@example.com`;
      const phone = `010${digits(8)}`;
      const password = `first-${digits(6)}`;
      const newPassword = `second-${digits(6)}`;

      // Register: logged in at once, then the phone code.
      const page = await openPage(browser, `/${lang}/register`);
      await field(page, t.firstName).fill('Mona');
      await field(page, t.lastName).fill('Adel');
      await field(page, t.phone).fill(phone);
      await field(page, t.email).fill(email);
      await field(page, t.password).fill(password);
      await field(page, t.confirm).fill(password);
      await page.getByRole('button', { name: t.register }).click();
      await page.waitForURL(/\/phone-verification\?user=\d+$/);
      await waitForHydration(page);
      // Resend waits 30 s, counting down.
      const resend = page.locator('main').getByRole('button', { name: t.resendWait });
      expect(await resend.isDisabled()).toBe(true);
      await keepScreenshot(page, `accounts-verify-${lang}`);
      await field(page, t.code).fill(await codeSentTo(phone));
      await page.getByRole('button', { name: t.verify, exact: true }).click();
      await toast(page, t.verified);
      await page.waitForURL(new RegExp(`/${lang}/$`));
      await keepScreenshot(page, `accounts-verified-home-${lang}`);
      await page.getByRole('button', { name: t.userMenu }).waitFor();

      // Logout from the header's menu, then login with the password.
      await logoutFromHeader(page, lang);
      await login(page, lang, email, password);

      // Logout from the profile's tab 6: back home as a guest.
      await page.goto(`/${lang}/profile/6/logout`);
      await waitForHydration(page);
      await page.locator('main').getByRole('button', { name: t.logout, exact: true }).click();
      await page.waitForURL(new RegExp(`/${lang}/$`));
      await page.locator('header').getByRole('link', { name: t.login, exact: true }).waitFor();

      // Forgot password: the e-mailed code, a new password, logged in again.
      await page.goto(`/${lang}/forget-password`);
      await waitForHydration(page);
      await field(page, t.email).fill(email);
      await page.locator('main').getByRole('button', { name: t.sendCode }).click();
      await page.waitForURL(/\/reset-password\?id=\d+$/);
      await waitForHydration(page);
      await field(page, t.code).fill(await codeSentTo(email));
      await field(page, t.newPassword).fill(newPassword);
      await field(page, t.confirmNew).fill(newPassword);
      await page.getByRole('button', { name: t.reset }).click();
      await page.waitForURL(new RegExp(`/${lang}/password-changed$`));
      await page.getByRole('heading', { name: t.changed, level: 1 }).waitFor();
      await page.getByRole('button', { name: t.userMenu }).waitFor();
      await keepScreenshot(page, `accounts-password-changed-${lang}`);
      await page.getByRole('link', { name: t.continueShopping }).click();
      await page.waitForURL(new RegExp(`/${lang}/$`));

      // The old password no longer works; the new one does.
      await logoutFromHeader(page, lang);
      await page.goto(`/${lang}/login`);
      await waitForHydration(page);
      await field(page, t.email).fill(email);
      await field(page, t.password).fill(password);
      await page.locator('main').getByRole('button', { name: t.login, exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: t.loginFailed ?? /./ })
        .first()
        .waitFor();
      await login(page, lang, email, newPassword);

      // The profile, with the user's details.
      await page.goto(`/${lang}/profile`);
      await waitForHydration(page);
      expect(await field(page, t.email).inputValue()).toBe(email);
      expect(await page.locator('nav a[aria-current="page"]').count()).toBeGreaterThan(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `accounts-profile-${lang}`);
      await page.context().close();
    });
  }

  it('sends guests from the profile to the login page', async () => {
    const page = await openPage(browser, '/en/profile/3/orders');
    expect(new URL(page.url()).pathname).toBe('/en/login');
    await page.context().close();
  });

  it('checks forms in the browser with the same words as the API', async () => {
    const t = copy.en;
    const page = await openPage(browser, '/en/register', 'phone');
    await field(page, t.firstName).fill('Mona');
    await field(page, t.lastName).fill('Adel');
    await field(page, t.phone).fill('01012345678');
    await field(page, t.email).fill('mona@example.com');
    await field(page, t.password).fill('password-one');
    await field(page, t.confirm).fill('password-two');
    await page.getByRole('button', { name: t.register }).click();
    await page.getByText(t.mismatch).waitFor();
    expect(await field(page, t.confirm).getAttribute('aria-invalid')).toBe('true');
    await keepScreenshot(page, 'accounts-register-mismatch-en-phone');

    await page.goto('/ar/login');
    await waitForHydration(page);
    await field(page, copy.ar.email).fill('mona@');
    await page.locator('main').getByRole('button', { name: copy.ar.login, exact: true }).click();
    await page.getByText(copy.ar.invalidEmail).waitFor();
    await page.context().close();
  });

  it('answers a provider button honestly when no provider is configured', async () => {
    const page = await openPage(browser, '/en/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('alert').filter({ hasText: 'Signing in with google is not available' }).waitFor();
    await page.context().close();
  });

  for (const path of ['/en/login', '/ar/register', '/ar/forget-password']) {
    it(`has no serious accessibility problems: ${path}`, async () => {
      const page = await openPage(browser, path);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
