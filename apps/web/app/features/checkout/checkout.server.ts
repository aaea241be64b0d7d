import {
  type Cart,
  cairoDay,
  type Lang,
  type Order,
  paidAtDoorPaymentTypeIds,
  parseForMessages,
  payQuery,
  profileTabPath,
  schedulePlaceOrderBody,
  switchPaymentBody,
} from '@store/contract';
import { data, redirect } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import { forShopper, statusOf } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { checkoutGate } from '../cart/index.ts';
import type { NoticeLine } from '../privacy/index.ts';
import { newAttemptKey } from './attempt-key.ts';
import type { CheckoutData } from './checkout-data.ts';

/** Today in Cairo and the last day a delivery can be booked (the API's default window: 60 days). */
export function bookableDays(now: Date) {
  return { today: cairoDay(now), lastDay: cairoDay(new Date(now.getTime() + 60 * 86_400_000)) };
}

/**
 * The cart to place, or an unpaid online order with the ways on: after a declined payment
 * (`?failed=N`) or from the order's 'pay now' (`?pay=N`); the page's heading follows the order's
 * payment state, not the address. After the gateway's cancel (`?cancelled=1`) the cart, as it was,
 * with a note. A cart that cannot go to checkout yet goes back to the cart page. Each page gets a
 * fresh attempt key, so the page drawn by the server and the page in the browser send the same one.
 */
/** `privacyLine`: the privacy notice's line beside the order button (the route gives it, decision 0074). */
export function loadCheckout(request: Request, api: StoreApi, lang: Lang, privacyLine: NoticeLine) {
  const search = new URL(request.url).searchParams;
  const failedId = Number(search.get('failed') ?? search.get('pay'));
  const cancelled = search.get('cancelled') === '1';
  const attemptKey = newAttemptKey();
  return forShopper(lang, api, async () => {
    const paymentTypes = await api.paymentTypes();
    if (Number.isSafeInteger(failedId) && failedId > 0) {
      let order: Order;
      try {
        order = await api.order(failedId);
      } catch (error) {
        if (statusOf(error) === 404) throw redirect(profileTabPath(3, lang));
        throw error;
      }
      if (order.paymentState === 'paid') throw redirect(`/${lang}/order-placed?orderId=${order.id}`);
      if (order.paymentState === 'not_required') throw redirect(`/${lang}/order-info/${order.id}`);
      const onDelivery = paymentTypes.filter((type) => paidAtDoorPaymentTypeIds.includes(type.id));
      return { kind: 'failed' as const, order, onDelivery, attemptKey };
    }
    const [cart, { askAgain }] = await Promise.all([api.cart(), api.get('consents')]);
    if (checkoutGate(cart)) throw redirect(`/${lang}/cart`);
    // A privacy notice newer than the one the customer agreed to (docs/decisions/0092): the notice's
    // page asks them first, then comes back here; the checkout's own script does not grow.
    if (askAgain) throw redirect(`/${lang}/privacy?agree=checkout`);
    return {
      kind: 'cart' as const,
      cart,
      days: bookableDays(new Date()),
      attemptKey,
      cancelled,
      prescriptions: await prescriptionsFor(api, cart),
      privacyLine,
    };
  });
}

export type CheckoutPageData = Awaited<ReturnType<typeof loadCheckout>>;

/**
 * For a cart with a prescription-only medicine (docs/decisions/0061), the customer's prescriptions
 * that may go with it, newest first (the API judges how long ago a pharmacist checked one); null for
 * a cart without one.
 */
async function prescriptionsFor(api: StoreApi, cart: Cart) {
  if (!cart.items.some((item) => item.medicineClass === 'prescription')) return null;
  const { pendingPrescriptions, oldPrescriptions } = await api.get('prescriptions');
  return [...pendingPrescriptions, ...oldPrescriptions]
    .filter((row) => usablePrescriptionStatuses.includes(row.statusKey))
    .sort((a, b) => b.id - a.id)
    .map((row) => ({ id: row.id, statusName: row.statusName, createdAt: row.createdAt }));
}

const usablePrescriptionStatuses: readonly string[] = ['new', 'quoted', 'confirmed', 'declined'];

/**
 * `place` posts `cart/order`, `pay` asks `payment/pay` for the payment page (placing the cart as an
 * online order, or retrying `orderId`), both with the attempt's Idempotency-Key; `switch` moves an
 * unpaid online order to pay on delivery. A post of the page itself (without scripts: no `js`) goes
 * straight on, to the order-placed page or the payment page; the page's script waits a moment first.
 */
export async function checkoutAction(request: Request, api: StoreApi, lang: Lang) {
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  const key = String(form.attemptKey ?? '').slice(0, 100) || newAttemptKey();
  const orderId = /^\d{1,10}$/.test(String(form.orderId ?? '')) ? Number(form.orderId) : null;
  const scripted = form.js === '1';
  const answer = (result: FormResult<CheckoutData>) => {
    if (result.ok && !scripted) throw redirect(result.data?.url ?? placedPath(lang, result.data?.orderId));
    return data(result, { status: result.ok ? 200 : 422 });
  };

  if (intent === 'place') {
    const parsed = parseForMessages(schedulePlaceOrderBody, {
      comment: form.comment ?? '',
      orderFrom: 'Web',
      scheduleType: form.scheduleType ?? 'instant',
      startDate: form.startDate ?? '',
      slotId: form.slotId ?? '',
      prescriptionId: form.prescriptionId ?? '',
    });
    if (!parsed.success) return answer(invalidResult(intent, parsed.error.issues, lang));
    const { status, envelope } = await api.op('placeOrder', { body: parsed.data, idempotencyKey: key });
    return answer(withData(apiResult(intent, status, envelope), { orderId: Number(envelope.item) }));
  }
  // Starting an online payment is a POST (docs/decisions/0031): the cart stays until it is verified.
  if (intent === 'pay') {
    // Paying by mobile wallet (docs/decisions/0080): its number, checked by the phone rules here first.
    const wallet = parseForMessages(payQuery.pick({ walletNumber: true }), {
      walletNumber: form.walletNumber,
    });
    if (!wallet.success) return answer(invalidResult(intent, wallet.error.issues, lang));
    const { walletNumber } = wallet.data;
    const { status, envelope } = await api.op('pay', {
      body: {
        ...(orderId
          ? { orderId }
          : /^\d{1,10}$/.test(String(form.prescriptionId ?? ''))
            ? { prescriptionId: Number(form.prescriptionId) }
            : {}),
        ...(walletNumber ? { walletNumber } : {}),
      },
      idempotencyKey: key,
    });
    const result = apiResult(intent, status, envelope);
    const url = typeof envelope.data === 'string' ? envelope.data : '';
    if (result.ok && !url) {
      const message = translator(lang, 'shop')('onlinePaymentFailed');
      return answer({ ...result, ok: false, message, validation: [message], data: null });
    }
    return answer(withData(result, { orderId: Number(envelope.item), url }));
  }
  // The branch whose zone holds the pinned address (docs/decisions/0091): chosen, then the checkout
  // again (priced and gated at that branch), with or without scripts.
  if (intent === 'branch') {
    const branchId = /^\d{1,10}$/.test(String(form.branchId ?? '')) ? Number(form.branchId) : null;
    if (branchId !== null) {
      const { status, envelope } = await api.selectBranch(branchId);
      if (status === 200 && envelope.code === 200) throw redirect(`/${lang}/checkout`);
      return answer({ ...apiResult(intent, status, envelope), data: null });
    }
  }
  if (intent === 'switch' && orderId) {
    const parsed = parseForMessages(switchPaymentBody, { paymentTypeId: form.paymentTypeId ?? '' });
    if (!parsed.success) return answer(invalidResult(intent, parsed.error.issues, lang));
    const { status, envelope } = await api.op('switchPayment', {
      params: { id: orderId },
      body: parsed.data,
    });
    return answer(withData(apiResult(intent, status, envelope), { orderId }));
  }
  return answer(invalidResult(intent, [translator(lang, 'shop')('actionFailed')], lang));
}

function placedPath(lang: Lang, orderId: number | undefined) {
  return `/${lang}/order-placed${orderId ? `?orderId=${orderId}` : ''}`;
}

/** A result with the checkout's own data (the order id, the payment page) when it succeeded. */
function withData(result: FormResult<unknown>, value: CheckoutData): FormResult<CheckoutData> {
  return { ...result, data: result.ok ? value : null };
}
