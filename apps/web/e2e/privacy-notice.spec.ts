import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@store/contract';
import sharp from 'sharp';
import { healthConsentCopy, noticeLine } from '../app/features/privacy/privacy-notice.server.ts';
import { care as arCare } from '../app/i18n/messages/ar/care.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newCustomerContext,
  phoneOnly,
  seriousA11yViolations,
  test,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { storeForTheseJourneys } from './store-helpers.ts';

/**
 * The privacy notice and the health-data consent (docs/decisions/0074) in a real browser: the notice
 * opened from the sign-up form, in both languages at phone and desktop widths; a first prescription
 * sent in Arabic on a phone with the health-data box ticked, and the box gone for the second.
 */
const arBox = healthConsentCopy('ar');
const arLink = noticeLine('ar', 'register').link;

let store: InProcessStore;
storeForTheseJourneys({}, (started) => {
  store = started;
});

const photo = () =>
  sharp(randomBytes(600 * 450 * 3), { raw: { width: 600, height: 450, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();

test(
  'in Arabic on a phone: the notice from the sign-up form, then a first prescription with the health-data box',
  phoneOnly,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await newCustomerContext(browser, 'ar', true);
    const page = await context.newPage();
    await store.open(page, '/ar/register');
    const [notice] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: arLink }).click(),
    ]);
    await expect(notice).toHaveURL(/\/ar\/privacy$/);
    await expect(notice.getByRole('heading', { level: 1, name: 'إشعار الخصوصية' })).toBeVisible();
    await expect(notice.locator(`time[datetime="${PRIVACY_NOTICE_VERSION}"]`)).toBeVisible();
    await notice.close();

    const { token } = await store.newCustomer('privacy-notice');
    await store.signIn(context, token);
    await store.open(page, '/ar/profile/7/upload-prescription');
    const box = page.getByLabel(arBox.label);
    await expect(box).not.toBeChecked();
    await expect(page.getByRole('link', { name: arLink })).toHaveAttribute('href', '/ar/privacy');
    await page.getByTestId('attachments-files').setInputFiles({
      name: 'rx.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    // Not ticked: asked here, nothing is sent.
    await page.getByRole('button', { name: arCare.send }).click();
    await expect(page.getByText(arBox.required)).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/profile\/7/);
    await box.check();
    await expect(page.getByText(arBox.required)).toBeHidden();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'privacy-ar-first-prescription');
    await page.getByRole('button', { name: arCare.send }).click();
    await expect(page).toHaveURL(/\/ar\/order-info\/\d+\?type=prescription/);

    // Recorded with its version; the second prescription is not asked.
    const { consents } = (await store.api(token, 'GET', 'profile/consents')).body.data;
    expect(consents.find((c: { kind: string }) => c.kind === 'health_data')).toMatchObject({
      granted: true,
      version: PRIVACY_NOTICE_VERSION,
    });
    await store.open(page, '/ar/profile/7/upload-prescription');
    await expect(page.getByTestId('prescription-upload-form')).toBeVisible();
    await expect(page.getByLabel(arBox.label)).toHaveCount(0);
    await context.close();
  },
);

test('the notice in English and Arabic, on a phone and a desktop', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const lang of ['ar', 'en'] as const) {
    for (const phone of [true, false]) {
      const context = await newCustomerContext(browser, lang, phone);
      const page = await context.newPage();
      // Every page's footer links to it.
      await store.open(page, `/${lang}`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: lang === 'ar' ? 'إشعار الخصوصية' : 'Privacy notice' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/privacy$`));
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `privacy-${lang}-${phone ? 'phone' : 'desktop'}`);
      await context.close();
    }
  }
});
