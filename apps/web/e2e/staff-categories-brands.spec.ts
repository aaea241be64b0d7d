import { and, eq, gt, sql } from 'drizzle-orm';
import { branchProducts, brandTranslations, categories } from '../../api/src/db/schema.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  newStaffContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * Categories and brands (docs/decisions/0071) in a real browser: an admin, in Arabic on a tablet,
 * renames a category's Arabic name and the storefront's menu and category page show it at once;
 * hides a brand and its products are gone from its page and their own pages answer 404.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const t = arStaff;

test('an admin renames a category in Arabic and hides a brand (ar, tablet)', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const db = store.database.db;
  // A top category of the menus (the second: the first is Medication, which the phone drawer leaves out by
  // its name; not 10, which leads to "coming soon").
  const [top] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.level, 1), sql`${categories.id} <> 10`))
    .orderBy(categories.sort, categories.id)
    .offset(1)
    .limit(1);
  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
  await page.goto(`${store.base}/ar/staff/catalogue`);
  await page.getByRole('link', { name: t.taxonomyCategoriesLink }).first().click();
  await expect(page.getByRole('heading', { name: t.categoriesTitle, level: 1 })).toBeVisible();
  await waitForHydration(page);
  await keepScreenshot(page, 'staff-categories-ar-tablet');

  const row = page.getByTestId(`category-${top!.id}`);
  await row.getByRole('link', { name: t.taxonomyEdit }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${top!.id}$`));
  const arabicName = page.getByLabel(t.taxonomyNameAr);
  await expect(arabicName).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel(t.taxonomyNameEn)).toHaveAttribute('dir', 'ltr');
  await arabicName.fill('عناية تجريبية');
  await page.getByRole('button', { name: t.taxonomySave }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ' }).first()).toBeVisible();
  await expect(row).toContainText('عناية تجريبية');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await keepScreenshot(page, 'staff-category-edit-ar-tablet');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The storefront: the menu and the category's page carry the new name, without waiting for a cache.
  const customer = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ar-EG' });
  await store.open(customer, `/ar/category/1/${top!.id}`);
  await expect(customer.getByRole('heading', { name: 'عناية تجريبية', level: 1 })).toBeVisible();
  await expect(
    customer.locator('header').getByRole('link', { name: 'عناية تجريبية' }).first(),
  ).toBeAttached();

  // A brand with products at the branch: hidden, its products leave its page and their pages 404.
  const [brand] = await db
    .select({
      id: branchProducts.brandId,
      name: brandTranslations.name,
      productId: sql<number>`min(${branchProducts.productId})`,
    })
    .from(branchProducts)
    .innerJoin(
      brandTranslations,
      and(eq(brandTranslations.ownerId, branchProducts.brandId), eq(brandTranslations.lang, 'ar')),
    )
    .where(
      and(eq(branchProducts.branchId, 1), gt(branchProducts.stockMilli, 0), eq(branchProducts.hidden, false)),
    )
    .groupBy(branchProducts.brandId, brandTranslations.name)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  const productId = Number(brand!.productId);
  await store.open(customer, `/ar/brand/${brand!.id}`);
  await expect(customer.locator(`main a[href*="/product/${productId}/"]`).first()).toBeAttached();

  await page.goto(`${store.base}/ar/staff/catalogue/brands?q=${encodeURIComponent(brand!.name)}`);
  await waitForHydration(page);
  const brandRow = page.getByTestId(`brand-${brand!.id}`);
  // A brand with products offers no delete: only hiding.
  await expect(brandRow.getByRole('button', { name: `${t.taxonomyDelete}: ${brand!.name}` })).toHaveCount(0);
  await brandRow.getByRole('button', { name: `${t.taxonomyHide}: ${brand!.name}` }).click();
  await expect(brandRow.getByText(t.taxonomyHidden)).toBeVisible();
  await expect(brandRow.getByRole('button', { name: `${t.taxonomyShow}: ${brand!.name}` })).toBeVisible();
  await keepScreenshot(page, 'staff-brands-ar-tablet');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await store.open(customer, `/ar/brand/${brand!.id}`);
  await expect(customer.locator('main a[href*="/product/"]')).toHaveCount(0);
  expect((await request.get(`${store.base}/ar/product/${productId}`)).status()).toBe(404);
  await customer.close();
  await context.close();

  // The English screens, on a desktop and a phone.
  for (const viewport of [
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    const english = await newStaffContext(browser, { width: viewport.width, height: viewport.height }, 'en');
    const en = await english.newPage();
    await logInToConsole(store, en, 'en', 'admin@staff.demo', 'Demo-admin-2026');
    await en.goto(`${store.base}/en/staff/catalogue/categories?edit=${top!.id}`);
    await expect(en.getByRole('heading', { name: enStaff.categoriesTitle, level: 1 })).toBeVisible();
    expect(await hasHorizontalOverflow(en)).toBe(false);
    await keepScreenshot(en, `staff-categories-en-${viewport.name}`);
    await en.goto(`${store.base}/en/staff/catalogue/brands`);
    await expect(en.getByRole('heading', { name: enStaff.brandsTitle, level: 1 })).toBeVisible();
    expect(await hasHorizontalOverflow(en)).toBe(false);
    await keepScreenshot(en, `staff-brands-en-${viewport.name}`);
    await english.close();
  }
});
