import { and, eq } from 'drizzle-orm';
import { products, productTranslations } from '../../api/src/db/schema.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  newCustomerContext,
  newStaffContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * Promotions in a real browser (docs/decisions/0076): an admin, in Arabic on a tablet, creates an
 * automatic 10% promotion on a category in the console; a customer's cart on a phone shows it at
 * once: the line's discount and the promotion's Arabic name, and the lower total.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

test('an automatic 10% on a category, made in the console, shows in the customer’s cart (ar, tablet and phone)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = arStaff;
  const [productId] = await store.piecesInStock(1);
  const [product] = await store.database.db
    .select({ categoryId: products.categoryId, name: productTranslations.name })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.ownerId, products.id), eq(productTranslations.lang, 'ar')),
    )
    .where(eq(products.id, productId!));
  const { token, addressId } = await store.newCustomer('promotions', { phonePrefix: '01518' });
  expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 2 })).status).toBe(200);
  await store.api(token, 'POST', 'cart/address/select', { addressId });
  const before = (await store.api(token, 'GET', 'cart/view')).body.data.cart;
  expect(before.totals.discount).toBe(0);

  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
  await page.getByRole('link', { name: t.navPromotions }).first().click();
  await expect(page.getByRole('heading', { name: t.promotionsTitle, level: 1 })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole('form', { name: t.promotionNew });
  await form.getByLabel(t.taxonomyNameEn).fill('10% off this aisle');
  await form.getByLabel(t.taxonomyNameAr).fill('خصم على هذا القسم');
  await form.getByLabel(t.promotionValue).fill('١٠');
  // The category ticked in its folded list; the product found by its Arabic name (Enter searches).
  await form.getByTestId('pick-categoryIds').locator('summary').click();
  await form.locator(`input[name="categoryIds"][value="${product!.categoryId}"]`).check();
  await expect(form.getByTestId('pick-categoryIds')).toContainText('المختار: ١');
  await form.getByLabel(t.promotionProductSearch).fill(product!.name);
  await form.getByLabel(t.promotionProductSearch).press('Enter');
  await form.locator(`input[name="productIds"][value="${productId}"]`).check();
  await expect(form.getByLabel(t.taxonomyNameAr)).toHaveValue('خصم على هذا القسم');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByLabel(t.promotionProductSearch).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-promotion-targets-ar-tablet');
  await form.getByLabel(t.promotionCombinable).check();
  await form.getByRole('button', { name: t.promotionCreate }).click();
  await expect(page.getByText('تمت إضافة العرض').first()).toBeVisible();
  await store.open(page, '/ar/staff/promotions');
  await expect(page.getByText('خصم على هذا القسم').first()).toBeVisible();
  const made = (await store.api(await staffToken(store), 'GET', 'staff/promotions')).body.data.promotions[0];
  expect(made).toMatchObject({ categoryIds: [product!.categoryId], productIds: [productId] });
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, 'staff-promotions-ar-tablet');
  await context.close();

  const after = (await store.api(token, 'GET', 'cart/view', undefined, 'ar')).body.data.cart;
  expect(after.totals.discount).toBeCloseTo(before.totals.subtotal / 10, 1);
  const customerContext = await newCustomerContext(browser, 'ar', true);
  await store.signIn(customerContext, token);
  const customer = await customerContext.newPage();
  await store.open(customer, '/ar/cart');
  await expect(customer.getByTestId('cart-promotions')).toContainText('خصم على هذا القسم');
  await expect(customer.getByTestId('line-promotion')).toBeVisible();
  expect(await hasHorizontalOverflow(customer)).toBe(false);
  await keepScreenshot(customer, 'storefront-cart-promotion-ar-phone');
  await customerContext.close();

  // Ended, for the journeys after.
  const admin = await staffToken(store);
  const listed = (await store.api(admin, 'GET', 'staff/promotions')).body.data.promotions;
  for (const promotion of listed.filter((p: { active: boolean }) => p.active))
    await store.api(admin, 'POST', `staff/promotions/${promotion.id}/end`, { version: promotion.version });
});
