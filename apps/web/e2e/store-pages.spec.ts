import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  fill,
  keepScreenshot,
  lookedAt,
  newStaffContext,
  seriousA11yViolations,
  tablet,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * The store's pages edited in the console (docs/decisions/0077), in Arabic on a tablet: an admin
 * writes the FAQ in both languages (the toolbar wraps a question), previews it cleaned, saves it as
 * version 1, and the storefront's FAQ shows it in each language, without the script typed into it.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const english =
  '<h2>Ordering</h2>\n<details><summary>Can I order at night?</summary><p>Yes, orders are taken around the clock.</p></details>\n<script>alert("x")</script>';
const arabicQuestion = 'هل يمكنني الطلب ليلًا؟';
const arabic = `<h2>الطلب</h2>\n<details><summary>${arabicQuestion}</summary><p>نعم، نستقبل الطلبات طوال اليوم.</p></details>`;

test('an admin edits the FAQ in both languages on a tablet and customers read it (ar)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await newStaffContext(browser, tablet, 'ar');
  const console = await context.newPage();
  await logInToConsole(store, console, 'ar', 'admin@staff.demo', 'Demo-admin-2026');

  await console.getByRole('link', { name: arStaff.navContent }).click();
  await expect(console).toHaveURL(/\/ar\/staff\/content$/);
  await lookedAt(console, 'store-pages-ar-tablet-list');
  await console
    .getByRole('link', { name: fill(arStaff.contentEditPage, { page: arStaff.contentPage_faq }) })
    .click();
  await expect(console).toHaveURL(/\/ar\/staff\/content\/pages\/faq$/);
  await waitForHydration(console);
  await expect(console.getByTestId('content-status')).toHaveText(
    fill(arStaff.contentNotEdited, { version: '١' }),
  );

  // The boxes start from the storefront's own text.
  const bodyEn = console.locator('#content-body-en');
  const bodyAr = console.locator('#content-body-ar');
  await expect(bodyAr).toHaveValue(/<h2>عام<\/h2>/);

  // The toolbar wraps the selected question.
  await bodyAr.fill(arabicQuestion);
  await bodyAr.selectText();
  await console
    .getByRole('toolbar')
    .last()
    .getByRole('button', { name: arStaff.contentToolQuestion })
    .click();
  await expect(bodyAr).toHaveValue(`<details><summary>${arabicQuestion}</summary><p>…</p></details>`);

  await console
    .getByLabel(`${arStaff.contentTitleField} (${arStaff.contentEnglish})`)
    .fill('Questions and answers');
  await console.getByLabel(`${arStaff.contentTitleField} (${arStaff.contentArabic})`).fill('أسئلة وأجوبة');
  await bodyEn.fill(english);
  await bodyAr.fill(arabic);

  // The preview is what the API keeps: the script is gone.
  await console.getByRole('button', { name: arStaff.contentPreview }).click();
  const preview = console.getByRole('region', { name: arStaff.contentPreviewTitle });
  await expect(preview.getByText('Can I order at night?')).toBeVisible();
  await expect(preview.getByText(arabicQuestion)).toBeVisible();
  await expect(preview).not.toContainText('alert');
  await preview.scrollIntoViewIfNeeded();
  await lookedAt(console, 'store-pages-ar-tablet-preview');

  await console.getByRole('button', { name: arStaff.contentSave }).click();
  await expect(console.getByTestId('content-status')).toContainText(
    fill(arStaff.contentCurrent, { version: '١', name: 'Demo Admin', at: '' }).split('،')[0]!,
  );
  await expect(console.getByTestId('content-version')).toHaveCount(1);
  await expect(bodyEn).toHaveValue(english.replace('\n<script>alert("x")</script>', ''));
  await lookedAt(console, 'store-pages-ar-tablet-saved');

  // The storefront, in both languages, at once.
  const store_ = await context.newPage();
  await expect(async () => {
    await store_.goto(`${store.base}/ar/FAQs`);
    await expect(store_.getByRole('heading', { level: 1 })).toHaveText('أسئلة وأجوبة');
  }).toPass({ timeout: 10_000 });
  await waitForHydration(store_);
  await store_.getByText(arabicQuestion).click();
  await expect(store_.getByText('نعم، نستقبل الطلبات طوال اليوم.')).toBeVisible();
  await lookedAt(store_, 'store-pages-ar-tablet-faq');
  await store_.goto(`${store.base}/en/FAQs`);
  await expect(store_.getByRole('heading', { level: 1 })).toHaveText('Questions and answers');
  await expect(store_.getByText('Can I order at night?')).toBeVisible();
  expect(await store_.content()).not.toContain('alert("x")');
  await waitForHydration(store_);
  await keepScreenshot(store_, 'store-pages-en-tablet-faq');
  expect(await seriousA11yViolations(store_)).toEqual([]);
  await context.close();
});
