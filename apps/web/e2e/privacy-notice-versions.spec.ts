import type { Page } from '@playwright/test';
import { and, desc, eq } from 'drizzle-orm';
import { consents } from '../../api/src/db/schema.ts';
import { demoStaffPasswords } from '../../api/src/staff/index.ts';
import { agreeAgainCopy } from '../app/features/privacy/privacy-notice.server.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newCustomerContext,
  newStaffContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * The privacy notice edited in the console (docs/decisions/0092): the data protection officer drafts
 * and publishes a new version in Arabic on a tablet; a customer who agreed to the older notice is sent
 * from the checkout, at phone width, to the new one, agrees, and is back at the checkout with a new
 * consent row for version 1. The English editor and notice are looked at too.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const tablet = { width: 820, height: 1180 };
const arAgree = agreeAgainCopy('ar');

async function looked(page: Page, name: string, arabic: boolean) {
  await waitForHydration(page);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  if (arabic) expect(await latinDigitsInMain(page)).toEqual([]);
  await keepScreenshot(page, name);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('the DPO publishes a new notice in Arabic on a tablet; a customer is asked again at checkout and agrees', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A customer with a cart, who accepted the notice carried in code when registering.
  const { token, addressId } = await store.newCustomer('notice-versions', { phonePrefix: '012' });
  const [productId] = await store.piecesInStock(1);
  expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 1 })).status).toBe(200);
  await store.api(token, 'POST', 'cart/address/select', { addressId });
  await store.api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });

  const staffContext = await newStaffContext(browser, tablet, 'ar');
  const console = await staffContext.newPage();
  // The data protection officer's console opens on the privacy requests.
  await store.open(console, '/ar/staff/login');
  await console.getByLabel(arStaff.email).fill('dpo@staff.demo');
  await console.getByLabel(arStaff.password, { exact: true }).fill(demoStaffPasswords.dpo);
  await console.getByRole('button', { name: arStaff.loginButton }).click();
  await expect(console).toHaveURL(/\/ar\/staff\/privacy$/);
  await waitForHydration(console);
  await console.getByRole('link', { name: arStaff.noticeLink }).click();
  await expect(console.getByRole('heading', { level: 1, name: arStaff.noticeTitle })).toBeVisible();
  const arabicBox = console.getByLabel(`${arStaff.contentBodyField} (${arStaff.contentArabic})`);
  const englishBox = console.getByLabel(`${arStaff.contentBodyField} (${arStaff.contentEnglish})`);
  // Nothing published yet: the boxes start from the notice carried in code.
  await expect(arabicBox).toHaveValue(/<h2>/);
  await looked(console, 'privacy-notice-editor-ar-tablet', true);

  await arabicBox.fill(
    '<h2>من نحن</h2><p>صيدلية النيل تعالج بياناتك لتجهيز طلباتك وتوصيلها.</p><h2>ما الجديد</h2><p>نحتفظ بالفواتير خمس سنوات كما يطلب القانون.</p>',
  );
  await englishBox.fill(
    '<h2>Who we are</h2><p>Nile Pharmacy processes your data to prepare and deliver your orders.</p><h2>What is new</h2><p>We keep invoices for five years, as the law asks.</p>',
  );
  await console.getByRole('button', { name: arStaff.noticeSaveDraft }).click();
  await expect(console.getByTestId('notice-draft')).toBeVisible();
  await console.getByRole('button', { name: arStaff.noticePublish.replace('{version}', '١') }).click();
  await expect(console.getByTestId('notice-status')).toContainText('الإصدار ١');
  await expect(console.getByTestId('notice-version')).toHaveCount(1);
  await console.getByTestId('notice-status').scrollIntoViewIfNeeded();
  await looked(console, 'privacy-notice-editor-ar-tablet-published', true);
  // The published version stays readable.
  await console.getByRole('link', { name: arStaff.noticeViewVersion.replace('{version}', '١') }).click();
  await expect(console.getByText('نحتفظ بالفواتير خمس سنوات')).toHaveCount(2);
  await looked(console, 'privacy-notice-version-ar-tablet', true);

  // The customer, at phone width, goes to the checkout: the new notice asks first.
  const customer = await newCustomerContext(browser, 'ar', true);
  await store.signIn(customer, token);
  const page = await customer.newPage();
  await store.open(page, '/ar/checkout');
  await expect(page).toHaveURL(/\/ar\/privacy\?agree=checkout$/);
  const ask = page.getByRole('region', { name: arAgree.title });
  await expect(ask).toBeVisible();
  await expect(page.getByText('نحتفظ بالفواتير خمس سنوات كما يطلب القانون.')).toBeVisible();
  await expect(page.getByText(/الإصدار ١ بتاريخ/)).toBeVisible();
  await looked(page, 'privacy-notice-agree-ar-phone', true);
  await ask.getByRole('button', { name: arAgree.button }).click();
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  const [row] = await store.database.db
    .select()
    .from(consents)
    .where(and(eq(consents.kind, 'privacy'), eq(consents.channel, 'web')))
    .orderBy(desc(consents.id))
    .limit(1);
  expect(row).toMatchObject({ granted: true, version: '1' });
  // Asked once: the checkout opens straight away now.
  await store.open(page, '/ar/checkout');
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  await customer.close();
  await staffContext.close();
});

test('the English editor and the published notice (en)', async ({ browser }) => {
  test.setTimeout(120_000);
  const staffContext = await newStaffContext(browser, { width: 1280, height: 800 }, 'en');
  const console = await staffContext.newPage();
  await logInToConsole(store, console, 'en', 'admin@staff.demo', demoStaffPasswords.admin);
  await console.goto(`${store.base}/en/staff/content`);
  await console.getByRole('link', { name: enStaff.noticeLink }).click();
  await expect(console.getByRole('heading', { level: 1, name: enStaff.noticeTitle })).toBeVisible();
  await looked(console, 'privacy-notice-editor-en-desktop', false);
  await staffContext.close();

  const customer = await newCustomerContext(browser, 'en', true);
  const page = await customer.newPage();
  await store.open(page, '/en/privacy');
  await expect(page.getByText('We keep invoices for five years, as the law asks.')).toBeVisible();
  await expect(page.getByText(/Version 1 of/)).toBeVisible();
  await looked(page, 'privacy-notice-published-en-phone', false);
  await customer.close();
});
