import { type Lang, translate } from '@store/contract';
import { data, redirect } from 'react-router';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { reorderNoticeFrom } from '../orders/index.ts';
import { cartChange } from './cart-actions.server.ts';
import { checkoutGate } from './checkout-gate.ts';

/**
 * The cart, the user's addresses and the payment types. A guest is not sent away (the spec guards
 * only the profile): their cart is the device's, and the API keeps carts for accounts only (adding
 * needs a login, spec section 6), so it is empty, and the page asks for the login that ordering
 * needs (docs/decisions/0041).
 */
export function loadCartPage(request: Request, api: StoreApi, lang: Lang) {
  if (!api.loggedIn) return Promise.resolve({ guest: true as const });
  return forShopper(lang, api, async () => {
    const [cart, addresses, paymentTypes, reordered] = await Promise.all([
      api.cart(),
      api.addresses(),
      api.paymentTypes(),
      // After "order again" on an order page.
      reorderNoticeFrom(new URL(request.url).searchParams, async (orderId) => {
        const order = await api.order(orderId);
        return new Map(order.items.map((item) => [item.productId, item.name]));
      }),
    ]);
    return { guest: false as const, cart, addresses, paymentTypes, reordered };
  });
}

export type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;

/** Which chooser a refused checkout opens (the cart's first missing choice). */
export type CheckoutRefusal = { open?: 'address' | 'payment' };

/**
 * The cart page's own posts, which work without scripts: every cart change (`cartChange`), and
 * `checkout`, which goes on to the checkout when the cart may, or answers why not and which chooser
 * to open. (With scripts the page checks the cart itself and only navigates.)
 */
export async function cartPageAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  if (form.get('intent') !== 'checkout') return cartChange(form, api, lang);
  const cart = await forShopper(lang, api, () => api.cart());
  const gate = checkoutGate(cart);
  if (!gate) throw redirect(`/${lang}/checkout`);
  const message = translate(lang, gate.problem, { amount: gate.amount ?? '' });
  const result: FormResult<CheckoutRefusal> = {
    ok: false,
    intent: 'checkout',
    message,
    validation: [message],
    fieldErrors: {},
    data: { open: gate.open },
  };
  return data(result, { status: 422 });
}
