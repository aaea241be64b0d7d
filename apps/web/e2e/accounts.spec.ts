import type { APIRequestContext, Page } from '@playwright/test';
import {
  both,
  expect,
  keepScreenshot,
  open,
  phoneOnly,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';

const copy = {
  en: {
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone Number',
    email: 'E-mail',
    emailOrPhone: 'E-mail or mobile number',
    password: 'Password',
    confirm: 'Confirm Password',
    register: 'Create account',
    code: 'Verification code',
    verify: 'Verify',
    verified: 'Your account has been created and your phone number verified',
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
    emailOrPhone: 'البريد الإلكتروني أو رقم الموبايل',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    register: 'إنشاء الحساب',
    code: 'رمز التحقق',
    verify: 'تأكيد',
    verified: null,
    resendWait: /إعادة إرسال الرمز بعد [\d٠-٩]+ ثانية/,
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

function field(page: Page, label: string) {
  return page.locator('main').getByLabel(label, { exact: true });
}

async function toast(page: Page, text: string | null) {
  if (text) await expect(page.getByTestId('toast').filter({ hasText: text }).first()).toBeVisible();
}

async function logoutFromHeader(page: Page, lang: 'en' | 'ar') {
  const t = copy[lang];
  await page.getByRole('button', { name: t.userMenu }).click();
  await page.getByRole('menuitem', { name: t.logout }).click();
  await toast(page, t.loggedOut);
  await expect(page.locator('header').getByRole('link', { name: t.login, exact: true })).toBeVisible();
}

async function login(page: Page, lang: 'en' | 'ar', email: string, password: string) {
  const t = copy[lang];
  await open(page, `/${lang}/login`);
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(password);
  await page.locator('main').getByRole('button', { name: t.login, exact: true }).click();
  await toast(page, t.loggedIn);
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
  await expect(page.getByRole('button', { name: t.userMenu })).toBeVisible();
}

test.describe('accounts', () => {
  test(
    'signs in with the mobile number and its texted code, both typed in Arabic-Indic digits (ar, phone)',
    phoneOnly,
    async ({ page, request }) => {
      const arabic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
      const phone = `012${digits(8)}`;
      await open(page, '/ar/login');
      await page.locator('main').getByRole('link', { name: 'أو ادخل برقم الموبايل' }).click();
      await expect(page).toHaveURL(/\/ar\/login\/phone$/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'الدخول برقم الموبايل', level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, 'phone-login-ar-number');
      await field(page, copy.ar.phone).fill(arabic(phone));
      await page.locator('main').getByRole('button', { name: copy.ar.sendCode }).click();
      await expect(page).toHaveURL(new RegExp(`/ar/login/phone\\?phone=${phone}`));
      await waitForHydration(page);
      // The number it went to, in the page's digits.
      await expect(page.locator('main')).toContainText(arabic(phone));
      const code = await codeSentTo(request, phone);
      await field(page, copy.ar.code).fill(arabic(code));
      await keepScreenshot(page, 'phone-login-ar-code');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.locator('main').getByRole('button', { name: copy.ar.login, exact: true }).click();
      // A number's first sign-in makes its account: the profile's account tab asks the names next.
      await expect(page).toHaveURL(/\/ar\/profile\/1(\/account)?$/);
      await expect(page.locator('main').getByLabel(copy.ar.phone, { exact: true })).toHaveValue(
        new RegExp(`${phone}|${arabic(phone)}`),
      );
    },
  );

  for (const lang of ['en', 'ar'] as const) {
    test(`registers, verifies the phone, logs out and in, resets the password (${lang})`, async ({
      page,
      request,
    }) => {
      const t = copy[lang];
      const email = `e2e-${lang}-${Date.now()}-${digits(4)}@example.com`;
      const phone = `010${digits(8)}`;
      const password = `first-${digits(6)}`;
      const newPassword = `second-${digits(6)}`;

      // Register, then the phone code, which creates the account and logs it in (decision 0044).
      await open(page, `/${lang}/register`);
      await field(page, t.firstName).fill('Mona');
      await field(page, t.lastName).fill('Adel');
      await field(page, t.phone).fill(phone);
      await field(page, t.email).fill(email);
      await field(page, t.password).fill(password);
      await field(page, t.confirm).fill(password);
      await page.getByRole('button', { name: t.register }).click();
      await expect(page).toHaveURL(new RegExp(`/phone-verification\\?user=\\d+&phone=${phone}$`));
      await waitForHydration(page);
      // A customer who already has an account finds the way to it here.
      await expect(page.locator('main').getByRole('link', { name: t.login, exact: true })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Resend waits 30 s, counting down.
      const resend = page.locator('main').getByRole('button', { name: t.resendWait });
      await expect(resend).toBeDisabled();
      await keepScreenshot(page, `accounts-verify-${lang}`);
      await field(page, t.code).fill(await codeSentTo(request, phone));
      await page.getByRole('button', { name: t.verify, exact: true }).click();
      await toast(page, t.verified);
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await keepScreenshot(page, `accounts-verified-home-${lang}`);
      await expect(page.getByRole('button', { name: t.userMenu })).toBeVisible();

      // Logout from the header's menu, then login with the password.
      await logoutFromHeader(page, lang);
      await login(page, lang, email, password);

      // Logout from the profile's tab 6: back home as a guest.
      await open(page, `/${lang}/profile/6/logout`);
      await page.locator('main').getByRole('button', { name: t.logout, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await expect(page.locator('header').getByRole('link', { name: t.login, exact: true })).toBeVisible();

      // Forgot password: the e-mailed code, a new password, logged in again.
      await open(page, `/${lang}/forget-password`);
      await field(page, t.emailOrPhone).fill(email);
      await page.locator('main').getByRole('button', { name: t.sendCode }).click();
      await expect(page).toHaveURL(/\/reset-password\?id=\d+$/);
      await waitForHydration(page);
      await field(page, t.code).fill(await codeSentTo(request, email));
      await field(page, t.newPassword).fill(newPassword);
      await field(page, t.confirmNew).fill(newPassword);
      await page.getByRole('button', { name: t.reset }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/password-changed$`));
      await expect(page.getByRole('heading', { name: t.changed, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: t.userMenu })).toBeVisible();
      await keepScreenshot(page, `accounts-password-changed-${lang}`);
      await page.getByRole('link', { name: t.continueShopping }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));

      // The old password no longer works; the new one does.
      await logoutFromHeader(page, lang);
      await open(page, `/${lang}/login`);
      await field(page, t.email).fill(email);
      await field(page, t.password).fill(password);
      await page.locator('main').getByRole('button', { name: t.login, exact: true }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t.loginFailed ?? /./ })
          .first(),
      ).toBeVisible();
      await login(page, lang, email, newPassword);

      // The profile, with the user's details.
      await open(page, `/${lang}/profile`);
      await expect(field(page, t.email)).toHaveValue(email);
      await expect(page.locator('nav a[aria-current="page"]').first()).toBeAttached();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `accounts-profile-${lang}`);
    });
  }

  test('sends guests from the profile to the login page', async ({ page }) => {
    await open(page, '/en/profile/3/orders');
    expect(new URL(page.url()).pathname).toBe('/en/login');
    // And back to that tab once logged in.
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/en/profile/3/orders');
  });

  test('checks forms in the browser with the same words as the API', phoneOnly, async ({ page }) => {
    const t = copy.en;
    await open(page, '/en/register');
    await field(page, t.firstName).fill('Mona');
    await field(page, t.lastName).fill('Adel');
    await field(page, t.phone).fill('01012345678');
    await field(page, t.email).fill('mona@example.com');
    await field(page, t.password).fill('password-one');
    await field(page, t.confirm).fill('password-two');
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await expect(field(page, t.confirm)).toHaveAttribute('aria-invalid', 'true');
    await keepScreenshot(page, 'accounts-register-mismatch-en-phone');

    await open(page, '/ar/login');
    await field(page, copy.ar.email).fill('mona@');
    await page.locator('main').getByRole('button', { name: copy.ar.login, exact: true }).click();
    await expect(page.getByText(copy.ar.invalidEmail)).toBeVisible();
  });

  test('shows no provider button when no provider is configured', async ({ page }) => {
    // A button that could only fail is not offered; see arabic-input-and-returns.spec.ts.
    await open(page, '/en/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  });

  for (const path of ['/en/login', '/ar/register', '/ar/forget-password']) {
    test(`has no serious accessibility problems: ${path}`, both, async ({ page }) => {
      await open(page, path);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
