import {
  asciiDigits,
  cancelOrderBody,
  type Lang,
  parseForMessages,
  subscriptionItemsBody,
} from '@store/contract';
import { data, redirect } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';

/** An order id of the address bar (a positive 32-bit integer), or the page is not found. */
/** The order's id in the page's path (404 when it is none). */
export const orderIdOf = pathIdOr404;

/** The order, and the cancellation reasons while it can be cancelled (`?cancel=1`: the form in the page). */
export function loadOrder(request: Request, api: StoreApi, lang: Lang, rawId: string) {
  const id = orderIdOf(rawId);
  return forShopper(lang, api, async () => {
    const order = await api.order(id);
    // An online checkout not paid yet is not an order to show: its payment is (docs/decisions/0031);
    // except one with a kiosk reference open, whose page says how to pay it (docs/decisions/0080).
    if (order.awaitingPayment && !order.kioskPayment) throw redirect(`/${lang}/checkout?pay=${order.id}`);
    const reasons = order.cancellableUntil ? await api.cancellationReasons() : [];
    return { order, reasons, cancelInPage: new URL(request.url).searchParams.has('cancel') };
  });
}

export type OrderPageData = Awaited<ReturnType<typeof loadOrder>>;

/**
 * `cancel` (reasonId, comment): answers the API's result, shown in the dialog or the page.
 * `reorder`: on success, to the cart, which says what could not be added.
 * `items`: a scheduled order's new quantities (0 leaves an item out), until its cutoff.
 */
export async function orderAction(request: Request, api: StoreApi, lang: Lang, rawId: string) {
  const id = orderIdOf(rawId);
  const fields = await request.formData();
  const form = Object.fromEntries(fields);
  const intent = String(form.intent ?? '');
  if (intent === 'items') {
    const parsed = parseForMessages(subscriptionItemsBody, { items: orderItemsOf(fields) });
    if (!parsed.success) return data(invalidResult(intent, parsed.error.issues, lang), { status: 422 });
    const { status, envelope } = await api.op('editOrderItems', { params: { id }, body: parsed.data });
    const result = apiResult(intent, status, envelope);
    return data(result, { status: result.ok ? 200 : status });
  }
  if (intent === 'cancel') {
    const parsed = parseForMessages(cancelOrderBody, {
      reasonId: form.reasonId ?? '',
      comment: form.comment ?? '',
    });
    if (!parsed.success) return data(invalidResult(intent, parsed.error.issues, lang), { status: 422 });
    const { status, envelope } = await api.op('cancelOrder', { params: { id }, body: parsed.data });
    const result = apiResult(intent, status, envelope);
    return data(result, { status: result.ok ? 200 : status });
  }
  if (intent === 'reorder') {
    const { status, envelope } = await api.op('reorder', { params: { id }, body: { orderId: id } });
    const result = apiResult(intent, status, envelope);
    if (!result.ok) return data(result, { status });
    const skipped = result.data?.skipped ?? [];
    const query = new URLSearchParams({ reordered: String(id) });
    if (skipped.length > 0)
      query.set('skipped', skipped.map((item) => `${item.productId}.${item.reason}`).join(','));
    throw redirect(`/${lang}/cart?${query}`);
  }
  return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')], lang), { status: 400 });
}

/** Profile tab 3: pending and old orders. */
export function loadOrderList(api: StoreApi, lang: Lang) {
  return forShopper(lang, api, () => api.orders());
}

/**
 * The edit form's lines: `productId`, `cuttingTypeId` and `quantity` in threes, as typed (Arabic-Indic
 * digits too: the contract's schema reads them); a quantity of 0 leaves the item out.
 */
function orderItemsOf(form: FormData) {
  const quantities = form.getAll('quantity').map((value) => String(value).trim());
  const cuts = form.getAll('cuttingTypeId').map(String);
  return (
    form
      .getAll('productId')
      .map((productId, index) => ({
        productId: String(productId),
        quantity: quantities[index] ?? '',
        cuttingTypeId: cuts[index] || undefined,
      }))
      // An empty field stays, for the schema's 'required'.
      .filter((item) => item.quantity === '' || Number(asciiDigits(item.quantity).replace(/[٫,]/, '.')) !== 0)
  );
}
