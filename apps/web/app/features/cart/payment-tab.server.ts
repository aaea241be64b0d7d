import type { Lang } from '@store/contract';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { cartChange } from './cart-actions.server.ts';

/** Profile tab 4: the payment types and the one the cart (the next order) has. */
export function loadPaymentTab(api: StoreApi, lang: Lang) {
  return forShopper(lang, api, async () => {
    const [paymentTypes, cart] = await Promise.all([api.paymentTypes(), api.cart()]);
    return { paymentTypes, selected: cart.paymentType?.id ?? null };
  });
}

/** The tab's form (`intent=payment`), posted to the tab itself: without scripts the tab shows the answer. */
export async function paymentTabAction(request: Request, api: StoreApi, lang: Lang) {
  return cartChange(await request.formData(), api, lang);
}
