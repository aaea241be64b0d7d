import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newStaffContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { storeForTheseJourneys } from './store-helpers.ts';

/**
 * A privacy request that arrived by letter (docs/decisions/0089), recorded by the data protection
 * officer in Arabic on a tablet: the customer found by the phone number typed in Arabic-Indic
 * digits; the request is then in the queue, with how it arrived and who recorded it.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

test('on a tablet: staff record a request received by letter (ar)', async ({ browser }) => {
  test.setTimeout(180_000);
  const t = arStaff;
  const { token } = await store.newCustomer('privacy-recorded', { phonePrefix: '01558' });
  const me = (await store.api(token, 'GET', 'profile')).body.data.user as { phone: string };

  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await store.open(page, '/ar/staff/login');
  await page.getByLabel(t.email).fill('dpo@staff.demo');
  await page.getByLabel(t.password, { exact: true }).fill('Demo-dpo-2026');
  await page.getByRole('button', { name: t.loginButton }).click();
  await expect(page).toHaveURL(/\/ar\/staff\/privacy$/);
  await waitForHydration(page);

  const form = page.getByRole('form', { name: t.privacyRecordTitle });
  await form.getByLabel(t.privacyRecordCustomer).fill(arabicDigits(me.phone.replace(/^\+20/, '0')));
  await form.getByLabel(t.privacyRecordKind).selectOption('deletion');
  await form.getByLabel(t.privacyRecordChannel).selectOption('letter');
  await form.getByLabel(t.privacyRecordNote).fill('خطاب من العميل يطلب حذف حسابه');
  expect(await latinDigitsInMain(page)).toEqual([]);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, 'staff-privacy-record-ar-tablet');
  await form.getByRole('button', { name: t.privacyRecordSubmit }).click();
  await expect(page.getByText('تم تسجيل الطلب: هو في القائمة بموعده')).toBeVisible();

  const row = page.locator('[data-testid^="privacy-request-"]', { hasText: 'خطاب من العميل يطلب حذف حسابه' });
  await expect(row).toContainText(t.privacyKind_deletion);
  await expect(row).toContainText(t.privacyChannel_letter);
  await expect(row).toContainText('Demo Data Protection Officer');
  await expect(row).toContainText(t.privacyDeadline);
  await keepScreenshot(page, 'staff-privacy-recorded-ar-tablet');
  await context.close();

  const mine = (await store.api(token, 'GET', 'profile/privacy-requests')).body.data.requests;
  expect(mine[0]).toMatchObject({ kind: 'deletion', status: 'open' });
});
