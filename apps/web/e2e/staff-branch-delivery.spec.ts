import { formatAmount } from '../app/i18n/format.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
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
import { logInToConsole, staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * A branch's delivery settings in a real browser (docs/decisions/0072): a branch manager, in
 * Arabic on a tablet, changes their branch's delivery charge and minimum order in Arabic-Indic
 * digits; a customer's cart and checkout on a phone follow at once: the new charge and minimum
 * shown, checkout refused below the minimum, then allowed when the manager lowers it.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

test("a branch manager changes the delivery charge and minimum order; the customer's checkout follows (ar, tablet and phone)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = arStaff;
  const [productId] = await store.piecesInStock(1);
  const { token, addressId } = await store.newCustomer();
  expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 1 })).status).toBe(200);
  await store.api(token, 'POST', 'cart/address/select', { addressId });
  await store.api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });
  const cartBefore = (await store.api(token, 'GET', 'cart/view')).body.data.cart;
  const branchId = cartBefore.branch.id as number;
  const subtotal = cartBefore.totals.subtotal as number;

  // The manager, in Arabic on a tablet: the console's delivery settings of their branch.
  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'manager@staff.demo', 'Demo-manager-2026');
  await page.getByRole('link', { name: t.navBranches }).first().click();
  await expect(page.getByRole('heading', { name: t.branchSettingsTitle, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/staff\/branches\/\d+\/settings/);
  await waitForHydration(page);
  if (!page.url().includes(`/branches/${branchId}/`)) {
    await page.getByLabel(t.catalogueBranch).selectOption(String(branchId));
    await page.getByRole('button', { name: t.boardTimersShow }).click();
    await expect(page).toHaveURL(new RegExp(`/branches/${branchId}/settings`));
    await waitForHydration(page);
  }
  // A charge of 33 pounds and a minimum above the customer's cart, typed in Arabic-Indic digits.
  const minimum = Math.ceil(subtotal) + 50;
  const arabic = (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
  await page.getByLabel(t.branchDeliveryCharge).fill('٣٣');
  await page.getByLabel(t.branchFreeDeliveryFrom).fill('');
  await page.getByLabel(t.branchMinimumOrder).fill(arabic(minimum));
  await page.getByRole('button', { name: t.branchSettingsSave }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ إعدادات التوصيل' })).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  const stored = await page.locator('main h2').allTextContents();
  expect(await latinDigitsInMain(page, stored)).toEqual([]);
  await keepScreenshot(page, 'staff-branch-delivery-ar-tablet');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The customer, on a phone: the cart shows the branch's charge and minimum, and checkout stops.
  const customerContext = await newCustomerContext(browser, 'ar', true);
  await store.signIn(customerContext, token);
  const customer = await customerContext.newPage();
  await store.open(customer, '/ar/cart');
  const terms = customer.getByTestId('delivery-terms');
  await expect(terms).toContainText(formatAmount(33, 'ar'));
  await expect(terms).toContainText(formatAmount(minimum, 'ar'));
  await expect(customer.getByTestId('cart-totals')).toContainText(formatAmount(33, 'ar'));
  await customer.getByRole('button', { name: arShop.checkOut }).click();
  await expect(customer.getByText(/الحد الأدنى للطلب/).last()).toBeVisible();
  await expect(customer).toHaveURL(/\/ar\/cart/);
  expect(await hasHorizontalOverflow(customer)).toBe(false);
  await keepScreenshot(customer, 'storefront-cart-branch-minimum-ar-phone');

  // The manager lowers the minimum: the same cart goes to checkout, charged 33.
  await page.getByLabel(t.branchMinimumOrder).fill('٥٠');
  await page.getByRole('button', { name: t.branchSettingsSave }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ إعدادات التوصيل' })).toBeVisible();
  // The same screen in English, for people to look at.
  await store.open(page, `/en/staff/branches/${branchId}/settings`);
  await expect(page.getByLabel(enStaff.branchMinimumOrder)).toHaveValue('50');
  await keepScreenshot(page, 'staff-branch-delivery-en-tablet');
  await context.close();

  await store.open(customer, '/ar/cart');
  await customer.getByRole('button', { name: arShop.checkOut }).click();
  await expect(customer).toHaveURL(/\/ar\/checkout/);
  await waitForHydration(customer);
  await expect(customer.getByTestId('cart-totals')).toContainText(formatAmount(33, 'ar'));
  await expect(customer.getByTestId('delivery-terms')).toContainText(formatAmount(50, 'ar'));
  expect(await hasHorizontalOverflow(customer)).toBe(false);
  await customer.getByTestId('delivery-terms').scrollIntoViewIfNeeded();
  await keepScreenshot(customer, 'storefront-checkout-branch-charge-ar-phone');
  await store.open(customer, '/en/cart');
  await expect(customer.getByTestId('delivery-terms')).toContainText('Delivery from');
  await customer.getByTestId('delivery-terms').scrollIntoViewIfNeeded();
  await keepScreenshot(customer, 'storefront-cart-branch-charge-en-phone');
  await customerContext.close();

  // The store's usual settings back, for the journeys after.
  const admin = await staffToken(store);
  const read = await store.api(admin, 'GET', `staff/branches/${branchId}/delivery`);
  const restored = await store.api(admin, 'POST', `staff/branches/${branchId}/delivery`, {
    ...read.body.data.delivery,
    deliveryCharge: cartBefore.limits.deliveryCharge,
    minimumOrder: cartBefore.limits.minimumOrder,
    freeDeliveryFrom: '',
  });
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
});
