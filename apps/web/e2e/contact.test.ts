import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const copy = {
  en: {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    message: 'Message',
    captcha: 'Enter captcha',
    spell: 'Spell the code',
    send: 'Send',
    mismatch: 'Captcha Does Not Match',
    sent: 'Thank you, your message has been sent. We will contact you soon.',
  },
  ar: {
    name: 'الاسم',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    captcha: 'أدخل رمز التحقق',
    spell: 'تهجئة الرمز',
    send: 'إرسال',
    mismatch: 'رمز التحقق غير مطابق',
    sent: 'شكراً لك، تم إرسال رسالتك وسنتواصل معك قريباً.',
  },
};

describe('contact form', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`refuses a wrong captcha, then sends with the right one (${lang})`, async () => {
      const t = copy[lang];
      const page = await openPage(browser, `/${lang}/contact-us`);
      const form = page.locator('main form').filter({ has: page.getByLabel(t.captcha, { exact: true }) });
      await form.getByLabel(t.name, { exact: true }).fill('Mona Adel');
      await form.getByLabel(t.phone, { exact: true }).fill('01012345678');
      await form.getByLabel(t.email, { exact: true }).fill('mona@example.com');
      await form.getByLabel(t.message, { exact: true }).fill('Do you deliver to Heliopolis?');

      const captcha = form.getByLabel(t.captcha, { exact: true });
      await captcha.fill('WRONG1');
      await form.getByRole('button', { name: t.send }).click();
      await page.getByText(t.mismatch).first().waitFor();
      expect(await captcha.inputValue()).toBe('');
      await keepScreenshot(page, `contact-captcha-wrong-${lang}`);

      await form.getByRole('button', { name: t.spell }).click();
      const spelled = (await page.getByTestId('captcha-spelled').innerText()).replace(/\s+/g, '');
      expect(spelled).toHaveLength(6);
      await captcha.fill(spelled);
      await form.getByRole('button', { name: t.send }).click();
      await page.getByText(t.sent).first().waitFor();
      expect(await form.getByLabel(t.name, { exact: true }).inputValue()).toBe('');
      await page.context().close();
    });
  }
});
