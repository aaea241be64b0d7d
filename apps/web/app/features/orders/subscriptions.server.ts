import { asciiDigits, type Lang } from '@store/contract';
import { data } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';

/** Profile tab 9: the weekly and monthly subscriptions (docs/decisions/0021). */
export function loadSubscriptions(api: StoreApi, lang: Lang) {
  return forShopper(lang, api, async () => ({ subscriptions: await api.subscriptions() }));
}

/** pause, resume, skip, cancel, or `items` (the quantities of the form; 0 leaves an item out). */
export async function subscriptionAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) {
    return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')], lang), { status: 422 });
  }
  const lifecycle = intent === 'pause' || intent === 'resume' || intent === 'skip' || intent === 'cancel';
  const { status, envelope } = lifecycle
    ? await api.op(`${intent}Subscription` as const, { params: { id } })
    : await api.op('subscriptionItems', { params: { id }, body: { items: itemsOf(form) } });
  const result = apiResult(lifecycle ? intent : 'items', status, envelope);
  return data(result, { status: result.ok ? 200 : 422 });
}

/**
 * The form's item quantities (`productId` and `quantity` in pairs); 0 leaves an item out. Typed with
 * an Arabic keyboard ('٢', '١٫٥') they are read as the contract reads every number.
 */
export function itemsOf(form: FormData) {
  const quantities = form.getAll('quantity').map((value) => Number(asciiDigits(String(value).trim())));
  return form
    .getAll('productId')
    .map((productId, index) => ({ productId: Number(productId), quantity: quantities[index] ?? 0 }))
    .filter((item) => item.quantity > 0);
}
