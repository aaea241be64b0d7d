import { paymentTypeIds } from '@store/contract';
import {
  customerApi,
  expect,
  keepScreenshot,
  latinDigitsInMain,
  newCustomerContext,
  open,
  readyCart,
  registerCustomer,
  signIn,
  test,
} from './fixtures.ts';

/**
 * Every number on an Arabic page is in the page's digits, what the customer typed included
 * (the floor and flat of an address, kept as typed), the phone on the verification page and the
 * subscription's quantity box. Checked over the whole text of each page's main content, the
 * customer's own words (<bdi>) and the inputs' values included; the catalogue's product names are
 * the store's data, shown as stored.
 */
test('an Arabic customer reads no Western digit on the cart, checkout, addresses, order and upload pages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const products = (
    await customerApi(null, 'GET', 'products/filter?size=20', undefined, { 'content-language': 'ar' })
  ).data.products as { id: number; finalPrice: number; name: string }[];
  const product = products.find((entry) => entry.finalPrice >= 150) ?? products[0]!;
  const customer = await registerCustomer('digits', { phonePrefix: '012' });
  // The address as a customer types it: Western digits from a phone's keyboard.
  await readyCart(customer.token, product.id, paymentTypeIds.cash, 1);
  const names = products.map((entry) => entry.name);

  const context = await newCustomerContext(browser, 'ar', true);
  await signIn(context, customer.token);
  const page = await context.newPage();
  for (const path of ['/ar/cart', '/ar/checkout', '/ar/profile/2', '/ar/profile/7']) {
    await open(page, path);
    await expect(page.locator('main')).toContainText(/[٠-٩]/);
    expect(await latinDigitsInMain(page, names, { ownWords: true }), path).toEqual([]);
  }
  // The address reads in Arabic-Indic digits (cairoAddress: building 12, floor 3, flat 7).
  await open(page, '/ar/profile/2');
  await expect(page.locator('main')).toContainText('١٢');

  const placed = await customerApi(customer.token, 'POST', 'cart/order', {}, { 'content-language': 'ar' });
  expect(placed.code, placed.message).toBe(200);
  await open(page, `/ar/order-info/${placed.item}`);
  expect(await latinDigitsInMain(page, names, { ownWords: true })).toEqual([]);
  await keepScreenshot(page, 'arabic-digits-order-page');
  await context.close();
});
