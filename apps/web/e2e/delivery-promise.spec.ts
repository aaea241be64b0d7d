import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  phoneOnly,
  seriousA11yViolations,
  test,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { storeForTheseJourneys } from './store-helpers.ts';

/**
 * The delivery time promise (docs/decisions/0088) on an Arabic phone: the demo branch promises 60
 * minutes, which the product page and the checkout say in Arabic words and Arabic-Indic digits,
 * rendered on the server (no script of its own).
 */
let store: InProcessStore;
storeForTheseJourneys({}, (started) => {
  store = started;
});

const promise = 'يوصلك خلال ٦٠ دقيقة تقريبًا';

test(
  'the product page and the checkout promise delivery within about an hour (ar, phone)',
  phoneOnly,
  async ({ page }) => {
    test.setTimeout(120_000);
    const [productId] = await store.piecesInStock(1);
    const { token, addressId } = await store.newCustomer();
    expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 1 })).status).toBe(200);
    await store.api(token, 'POST', 'cart/address/select', { addressId });
    await store.api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });
    await store.signIn(page.context(), token);

    await store.open(page, `/ar/product/${productId}`);
    const onProduct = page.getByTestId('delivery-promise');
    await expect(onProduct).toHaveText(promise);
    await onProduct.scrollIntoViewIfNeeded();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await keepScreenshot(page, 'storefront-product-promise-ar-phone');

    await store.open(page, '/ar/checkout');
    const atCheckout = page.getByTestId('delivery-promise');
    await expect(atCheckout).toHaveText(promise);
    await atCheckout.scrollIntoViewIfNeeded();
    expect(await latinDigitsInMain(page, [])).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'storefront-checkout-promise-ar-phone');
  },
);
