import type { Page } from '@playwright/test';
import { captchaKey, openCaptcha } from '../../api/src/contact/captcha-token.ts';
import { both, expect, keepScreenshot, open, phoneOnly, sessionSecret, test } from './fixtures.ts';

const copy = {
  en: {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    message: 'Message',
    captcha: 'Enter captcha',
    picture: /security code picture/i,
    send: 'Send',
    renew: 'New code',
    required: 'Please Enter Captcha Value',
    mismatch: 'Captcha Does Not Match',
    sent: 'Thank you, your message has been sent. We will contact you soon.',
  },
  ar: {
    name: 'الاسم',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    captcha: 'أدخل رمز التحقق',
    picture: /صورة رمز التحقق/,
    send: 'إرسال',
    renew: 'رمز جديد',
    required: 'من فضلك أدخل رمز التحقق',
    mismatch: 'رمز التحقق غير مطابق',
    sent: 'شكراً لك، تم إرسال رسالتك وسنتواصل معك قريباً.',
  },
};
type Lang = keyof typeof copy;

const tokenField = (page: Page) => page.locator('input[name="captchaToken"]');
const tokenOf = (page: Page) => tokenField(page).inputValue();

/**
 * The answer a person would read off the picture. The page only has the sealed token: the test opens
 * it with the server's secret (global-setup.ts), as the server does.
 */
async function answerOf(page: Page): Promise<string> {
  const opened = openCaptcha(captchaKey(sessionSecret()), await tokenOf(page), Date.now());
  if (typeof opened === 'string') throw new Error(`the page's captcha token is ${opened}`);
  return opened.answer;
}

/** Reading a captcha's answer takes the store's secret (global-setup.ts knows it). */
const needsSecret = () =>
  test.skip(!sessionSecret(), 'E2E_BASE_URL names a store whose SESSION_SECRET is not given');

/** Any other 6 characters of the alphabet. */
const wrongAnswer = (answer: string) => `${answer[0] === 'A' ? 'C' : 'A'}${answer.slice(1)}`;

async function fillFields(page: Page, lang: Lang, email = 'mona@example.com') {
  const t = copy[lang];
  const form = page.locator('main form').filter({ has: page.getByLabel(t.captcha, { exact: true }) });
  await form.getByLabel(t.name, { exact: true }).fill('Mona Adel');
  await form.getByLabel(t.phone, { exact: true }).fill('01012345678');
  await form.getByLabel(t.email, { exact: true }).fill(email);
  await form.getByLabel(t.message, { exact: true }).fill('Do you deliver to Heliopolis?');
  return form;
}

test.describe('contact form', () => {
  test('never puts the code on the page, only a picture of it', async ({ page, request }) => {
    needsSecret();
    await open(page, '/en/contact-us');
    const answer = await answerOf(page);
    const picture = page.getByRole('img', { name: copy.en.picture });
    const src = (await picture.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(src.split(',')[1]!, 'base64').toString();
    expect(svg).not.toMatch(/<text|font/);
    expect(svg).not.toContain(answer);
    // Nor in the HTML, the loader data or anything a script could read.
    const html = await (await request.get('/en/contact-us')).text();
    expect(html).not.toMatch(/"code":/);
    expect(await page.content()).not.toContain(answer);
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`refuses a wrong captcha on the server, then sends with the right one (${lang})`, async ({
      page,
    }) => {
      needsSecret();
      const t = copy[lang];
      await open(page, `/${lang}/contact-us`);
      const form = await fillFields(page, lang);
      const captcha = form.getByLabel(t.captcha, { exact: true });

      await form.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.required).first()).toBeVisible();

      const firstToken = await tokenOf(page);
      await captcha.fill(wrongAnswer(await answerOf(page)));
      await form.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.mismatch).first()).toBeVisible();
      await expect(captcha).toHaveValue('');
      // The picture was spent: a new one comes with the answer.
      await expect(tokenField(page)).not.toHaveValue(firstToken);
      await keepScreenshot(page, `contact-captcha-wrong-${lang}`);

      // A new code on request.
      const secondToken = await tokenOf(page);
      await form.getByRole('button', { name: t.renew }).click();
      await expect(tokenField(page)).not.toHaveValue(secondToken);

      await captcha.fill((await answerOf(page)).toLowerCase());
      await form.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.sent).first()).toBeVisible();
      await expect(form.getByLabel(t.name, { exact: true })).toHaveValue('');
    });

    test.describe(() => {
      test.use({ javaScriptEnabled: false });

      test(`works without JavaScript (${lang})`, phoneOnly, async ({ page }) => {
        needsSecret();
        const t = copy[lang];
        await page.goto(`/${lang}/contact-us`);
        const form = await fillFields(page, lang, 'no-script@example.com');
        const captcha = form.getByLabel(t.captcha, { exact: true });

        // New code: the form is posted for a new picture, and comes back as it was typed. The
        // buttons are pressed from the keyboard, as a keyboard user would: a click first waits for
        // two animation frames to see the button stand still, and in one CI run this page (scripts
        // off, phone) drew no frame for the whole minute, though the button was there and enabled.
        const firstToken = await tokenOf(page);
        await form.getByRole('button', { name: t.renew }).press('Enter');
        await expect(tokenField(page)).not.toHaveValue(firstToken);
        await expect(form.getByLabel(t.name, { exact: true })).toHaveValue('Mona Adel');

        await captcha.fill(wrongAnswer(await answerOf(page)));
        await captcha.press('Enter');
        await expect(page.getByText(t.mismatch).first()).toBeVisible();
        await page.getByText(t.mismatch).first().scrollIntoViewIfNeeded();
        await expect(form.getByLabel(t.email, { exact: true })).toHaveValue('no-script@example.com');
        await expect(form.getByLabel(t.message, { exact: true })).toHaveValue(
          'Do you deliver to Heliopolis?',
        );
        await keepScreenshot(page, `contact-no-script-wrong-${lang}`);

        await captcha.fill(await answerOf(page));
        await form.getByRole('button', { name: t.send }).press('Enter');
        await expect(page.getByText(t.sent).first()).toBeVisible();
        await page.getByText(t.sent).first().scrollIntoViewIfNeeded();
        await keepScreenshot(page, `contact-no-script-sent-${lang}`);
      });
    });

    test(
      `keeps the honeypot from people and screen readers, and lays out at this width (${lang})`,
      both,
      async ({ page }, testInfo) => {
        await open(page, `/${lang}/contact-us`);
        const honeypot = page.locator('input[name="website"]');
        await expect(honeypot).toHaveAttribute('tabindex', '-1');
        // Drawn in a clipped 1-pixel box.
        const box = await page.locator('div[aria-hidden="true"]:has(> input[name="website"])').boundingBox();
        expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
        await expect(page.getByRole('textbox', { name: /empty|فارغ/ })).toHaveCount(0);
        await page.getByRole('img', { name: copy[lang].picture }).scrollIntoViewIfNeeded();
        await keepScreenshot(page, `contact-${testInfo.project.name}-${lang}`);
      },
    );
  }
});
