import { type Lang, translate } from '@store/contract';
import { data, redirect } from 'react-router';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { reorderNoticeFrom } from '../orders/index.ts';
import { cartChange } from './cart-actions.server.ts';
import { checkoutGate } from './checkout-gate.ts';

/** The cart, the user's addresses and the payment types (guests go to log in). */
export function loadCartPage(request: Request, api: StoreApi, lang: Lang) {
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
    return { cart, addresses, paymentTypes, reordered };
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
