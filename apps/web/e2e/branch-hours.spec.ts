import { cairoDay } from '@store/contract';
import { formatDay } from '../app/i18n/format.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
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
 * A branch's holidays in a real browser (docs/decisions/0072, 2026-11-29): a branch manager, in
 * Arabic on a tablet, makes today a holiday typed in Arabic-Indic digits; the customer's cart and
 * checkout say the branch is closed and when it opens; the manager removes the holiday again.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

test("a branch manager makes today a holiday; the customer's cart and checkout say closed (ar, tablet)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = arStaff;
  const [productId] = await store.piecesInStock(1);
  const { token, addressId } = await store.newCustomer();
  expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 1 })).status).toBe(200);
  await store.api(token, 'POST', 'cart/address/select', { addressId });
  await store.api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });
  const branchId = (await store.api(token, 'GET', 'cart/view')).body.data.cart.branch.id as number;
  const today = cairoDay(new Date());

  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'manager@staff.demo', 'Demo-manager-2026');
  await store.open(page, `/ar/staff/branches/${branchId}/settings`);
  await waitForHydration(page);
  await page.getByLabel(t.branchHolidayDate).fill(arabicDigits(today));
  await page.getByRole('button', { name: t.branchHolidayAdd }).click();
  const listed = page.getByTestId('holidays');
  await expect(listed).toContainText(formatDay(today, 'ar'));
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await latinDigitsInMain(page, await page.locator('main h2').allTextContents())).toEqual([]);
  await page.getByRole('heading', { name: t.branchHolidays }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-branch-holidays-ar-tablet');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The customer's cart and checkout, in Arabic and English: closed now, and when it opens.
  const customerContext = await newCustomerContext(browser, 'ar', false);
  await store.signIn(customerContext, token);
  const customer = await customerContext.newPage();
  await customer.setViewportSize({ width: 800, height: 1280 });
  await store.open(customer, '/ar/cart');
  const notice = customer.getByRole('status').filter({ hasText: 'مغلق الآن، يفتح' });
  await expect(notice).toBeVisible();
  await notice.scrollIntoViewIfNeeded();
  await keepScreenshot(customer, 'storefront-cart-closed-ar-tablet');
  await store.open(customer, '/ar/checkout');
  await expect(customer.getByTestId('delivery-terms')).toContainText('مغلق الآن، يفتح');
  await store.open(customer, '/en/cart');
  await expect(customer.getByTestId('delivery-terms')).toContainText('Closed now, opens');
  await customer.getByTestId('delivery-terms').scrollIntoViewIfNeeded();
  await keepScreenshot(customer, 'storefront-cart-closed-en-tablet');
  // And on a phone: nothing sticks out.
  await customer.setViewportSize({ width: 390, height: 844 });
  await store.open(customer, '/ar/cart');
  await customer.getByTestId('delivery-terms').scrollIntoViewIfNeeded();
  expect(await hasHorizontalOverflow(customer)).toBe(false);
  await keepScreenshot(customer, 'storefront-cart-closed-ar-phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: t.branchHolidays }).scrollIntoViewIfNeeded();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await keepScreenshot(page, 'staff-branch-holidays-ar-phone');

  // The manager removes it: the cart has nothing to say.
  await page
    .getByRole('button', { name: t.branchHolidayRemoveLabel.replace('{date}', formatDay(today, 'ar')) })
    .click();
  await expect(page.getByText(t.branchHolidaysNone)).toBeVisible();
  await store.open(page, `/en/staff/branches/${branchId}/settings`);
  await page.getByRole('heading', { name: 'Holidays' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-branch-holidays-en-tablet');
  await context.close();
  await store.open(customer, '/ar/cart');
  await expect(customer.getByTestId('delivery-terms')).toBeVisible();
  await expect(customer.getByTestId('delivery-terms')).not.toContainText('مغلق الآن');
  await customerContext.close();
});
