import type { Lang } from '@store/contract';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';

/** Profile tab 4: the payment types and the one the cart (the next order) has. */
export function loadPaymentTab(api: StoreApi, lang: Lang) {
  return forShopper(lang, api, async () => {
    const [paymentTypes, cart] = await Promise.all([api.paymentTypes(), api.cart()]);
    return { paymentTypes, selected: cart.paymentType?.id ?? null };
  });
}
