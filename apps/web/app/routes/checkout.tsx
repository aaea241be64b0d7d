import { localizeIssues, type Order, parseForMessages, schedulePlaceOrderBody } from '@store/contract';
import { useEffect, useId, useRef, useState } from 'react';
import {
  data,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useNavigate,
} from 'react-router';
import { addressLine } from '../features/addresses/address-text.ts';
import { CartTotals } from '../features/cart/cart-totals.tsx';
import { checkoutGate } from '../features/cart/checkout-gate.ts';
import { newAttemptKey } from '../features/checkout/attempt-key.ts';
import { OrderLines } from '../features/checkout/order-lines.tsx';
import { type ScheduleChoice, ScheduleFields } from '../features/checkout/schedule-fields.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { useMoney } from '../i18n/money.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { forShopper, invalidResult, shopResult, statusOf } from '../lib/forms/shop.server.ts';
import { type ShopResult, useShopFetcher } from '../lib/forms/shop-result.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { AlertIcon } from '../ui/icons.tsx';
import { useToast } from '../ui/toast-provider.tsx';
import type { Route } from './+types/checkout';

/** Payment type 3 is online card payment (spec section 9). */
export const onlinePaymentTypeId = 3;
/** The spec's pause between 'order placed' and the order-placed page. */
export const placedRedirectMs = 500;

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('checkoutTitle'),
    description: t('checkoutDescription'),
    path: '/checkout',
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * The cart to place, or, after a declined online payment (`?failed=N`), that unpaid order with the
 * ways on. A cart that cannot go to checkout yet goes back to the cart page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const failedId = Number(new URL(request.url).searchParams.get('failed'));
  return forShopper(lang, api, async () => {
    const paymentTypes = await api.paymentTypes();
    if (Number.isSafeInteger(failedId) && failedId > 0) {
      let order: Order;
      try {
        order = await api.order(failedId);
      } catch (error) {
        if (statusOf(error) === 404) throw redirect(`/${lang}/profile/3`);
        throw error;
      }
      if (order.paymentState === 'paid') throw redirect(`/${lang}/order-placed?orderId=${order.id}`);
      if (order.paymentState === 'not_required') throw redirect(`/${lang}/order-info/${order.id}`);
      return { kind: 'failed' as const, order, paymentTypes };
    }
    const cart = await api.cart();
    if (checkoutGate(cart)) throw redirect(`/${lang}/cart`);
    return { kind: 'cart' as const, cart, paymentTypes, days: bookableDays(new Date()) };
  });
}

export type CheckoutResult = ShopResult<unknown>;

/**
 * `place` posts `cart/order`, `pay` asks `payment/pay` for the payment page (placing the cart as an
 * online order, or retrying `orderId`), both with the attempt's Idempotency-Key; `switch` moves an
 * unpaid online order to pay on delivery.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  const key = String(form.attemptKey ?? '').slice(0, 100) || newAttemptKey();
  const orderId = /^\d{1,10}$/.test(String(form.orderId ?? '')) ? Number(form.orderId) : null;
  const answer = (result: CheckoutResult) => data(result, { status: result.ok ? 200 : 422 });

  if (intent === 'place') {
    const parsed = parseForMessages(schedulePlaceOrderBody, {
      comment: form.comment ?? '',
      orderFrom: 'Web',
      scheduleType: form.scheduleType ?? 'instant',
      startDate: form.startDate ?? '',
      slotId: form.slotId ?? '',
    });
    if (!parsed.success) return answer(invalidResult(intent, localizeIssues(parsed.error.issues, lang)));
    const { status, envelope } = await api.callOnce<unknown>('POST', 'cart/order', key, parsed.data);
    const result = shopResult(intent, status, envelope);
    // Posted by the page itself, without JavaScript: on to the order-placed page at once.
    if (result.ok && form.js !== '1') throw redirect(`/${lang}/order-placed?orderId=${Number(result.item)}`);
    return answer(result);
  }
  if (intent === 'pay') {
    const query = orderId ? `?orderId=${orderId}` : '';
    const { status, envelope } = await api.callOnce<unknown>('GET', `payment/pay${query}`, key);
    return answer(shopResult(intent, status, envelope));
  }
  if (intent === 'switch' && orderId) {
    const { status, envelope } = await api.call<unknown>('POST', `orders/${orderId}/payment`, {
      paymentTypeId: form.paymentTypeId,
    });
    return answer({ ...shopResult(intent, status, envelope), item: orderId });
  }
  return answer(invalidResult(intent, [translator(lang, 'shop')('actionFailed')]));
}

/**
 * After an order is placed (or an online payment starts) the cart is empty: running this page's
 * loader again would send the user to the cart before the order-placed page.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === 'object' && 'ok' in actionResult && actionResult.ok)
    return false;
  return defaultShouldRevalidate;
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  return (
    <>
      <Breadcrumb items={[{ label: t('cartTitle'), to: '/cart' }, { label: t('checkoutTitle') }]} />
      <div className="container-page pt-4 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{t('checkoutTitle')}</h1>
        {loaderData.kind === 'failed' ? (
          <PaymentFailed order={loaderData.order} paymentTypes={loaderData.paymentTypes} />
        ) : (
          <CartCheckout cart={loaderData.cart} days={loaderData.days} />
        )}
      </div>
    </>
  );
}

/** Handles the answers of the checkout action: on to the order-placed page, or to the payment page. */
function useCheckoutFetcher() {
  const lang = useLang();
  const t = useT('shop');
  const toast = useToast();
  const navigate = useNavigate();
  const attemptKey = useRef(newAttemptKey());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const fetcher = useShopFetcher<unknown>(
    (result) => {
      if (!result.ok) {
        // The attempt failed: the next one is a new attempt.
        attemptKey.current = newAttemptKey();
        return;
      }
      if (result.intent === 'pay') {
        const url = typeof result.data === 'string' ? result.data : '';
        if (!url) {
          attemptKey.current = newAttemptKey();
          toast(t('onlinePaymentFailed'), 'error');
          return;
        }
        window.location.assign(url);
        return;
      }
      if (result.message) toast(result.message, 'success');
      const orderId = Number(result.item);
      timer.current = setTimeout(
        () => navigate(`/${lang}/order-placed?orderId=${orderId}`, { state: { orderId } }),
        placedRedirectMs,
      );
    },
    { quiet: true },
  );
  const submit = (fields: Record<string, string | number>) =>
    void fetcher.submit({ ...fields, attemptKey: attemptKey.current, js: '1' }, { method: 'post' });
  // Busy from the post until the page moves on (the success answer keeps the button disabled).
  const busy = fetcher.state !== 'idle' || Boolean(fetcher.data?.ok);
  return { fetcher, submit, busy, attemptKey: attemptKey.current };
}

/** Today in Cairo and the last day a delivery can be booked (the API's default window: 60 days). */
function bookableDays(now: Date) {
  const day = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Cairo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  return { today: day(now), lastDay: day(new Date(now.getTime() + 60 * 86_400_000)) };
}

function CartCheckout({
  cart,
  days,
}: {
  cart: Extract<Route.ComponentProps['loaderData'], { kind: 'cart' }>['cart'];
  days: { today: string; lastDay: string };
}) {
  const t = useT('shop');
  const lang = useLang();
  const commentId = useId();
  const [comment, setComment] = useState('');
  const { fetcher, submit, busy, attemptKey } = useCheckoutFetcher();
  const [schedule, setSchedule] = useState<ScheduleChoice>({
    scheduleType: 'instant',
    startDate: '',
    slotId: '',
  });
  // Without JavaScript the form posts itself: its answer (a refusal) shows here.
  const refused = useActionData<typeof action>();
  const online = cart.paymentType?.id === onlinePaymentTypeId;
  const paying = fetcher.formData?.get('intent') === 'pay' || (online && busy);

  return (
    <div className="mt-6 grid gap-6 desk:grid-cols-[minmax(0,1fr)_24rem] desk:items-start">
      <div className="flex flex-col gap-6">
        <section
          aria-labelledby="checkout-items"
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id="checkout-items" className="text-lg font-bold text-slate-900">
              {t('cartItems')}
            </h2>
            <Link to={`/${lang}/cart`} className="text-sm font-semibold text-brand-700 hover:underline">
              {t('editCart')}
            </Link>
          </div>
          <OrderLines
            lines={cart.items.map((item) => ({
              key: item.itemId,
              name: item.name,
              image: item.image,
              quantity: item.quantity,
              weighted: item.weighted,
              amount: item.amount,
              detail: item.cuttingTypes.find((type) => type.id === item.cuttingTypeId)?.name,
            }))}
          />
        </section>
        <section
          aria-labelledby="checkout-delivery"
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="checkout-delivery" className="text-lg font-bold text-slate-900">
            {t('deliveryAddress')}
          </h2>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">{t('deliveryAddress')}</dt>
              <dd className="font-semibold text-slate-900">
                {cart.address ? <bdi>{addressLine(cart.address)}</bdi> : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('paymentMethod')}</dt>
              <dd className="font-semibold text-slate-900">{cart.paymentType?.type}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('branch')}</dt>
              <dd className="font-semibold text-slate-900">{cart.branch.name}</dd>
            </div>
          </dl>
          {schedule.scheduleType === 'instant' && (
            <p className="mt-3 text-sm text-slate-600">{t('deliveryTime')}</p>
          )}
        </section>
      </div>

      <aside
        aria-labelledby="checkout-summary"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 desk:sticky desk:top-4"
      >
        <h2 id="checkout-summary" className="text-lg font-bold text-slate-900">
          {t('orderSummary')}
        </h2>
        <CartTotals totals={cart.totals} />
        <form
          method="post"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            submit(online ? { intent: 'pay' } : { intent: 'place', comment, ...schedule });
          }}
        >
          <input type="hidden" name="intent" value={online ? 'pay' : 'place'} />
          <input type="hidden" name="attemptKey" value={attemptKey} />
          {refused && !refused.ok && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {refused.validation.join(' ') || refused.message}
            </p>
          )}
          {!online && (
            <ScheduleFields
              value={schedule}
              onChange={setSchedule}
              today={days.today}
              lastDay={days.lastDay}
            />
          )}
          {!online && (
            <div>
              <label htmlFor={commentId} className="mb-1 block text-sm font-semibold text-slate-800">
                {t('comment')}
              </label>
              <textarea
                id={commentId}
                name="comment"
                rows={3}
                maxLength={500}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
          )}
          <button
            type="submit"
            aria-disabled={busy}
            className="h-12 rounded-full bg-brand-600 text-base font-bold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {busy
              ? paying
                ? t('redirectingToPayment')
                : t('placing')
              : online
                ? t('payAndPlaceOrder')
                : t('placeOrder')}
          </button>
        </form>
      </aside>
    </div>
  );
}

/** After a declined online payment: try again, or pay on delivery (cash or card reader). */
function PaymentFailed({
  order,
  paymentTypes,
}: {
  order: Order;
  paymentTypes: { id: number; type: string }[];
}) {
  const t = useT('shop');
  const lang = useLang();
  const money = useMoney();
  const { submit, busy } = useCheckoutFetcher();
  const onDelivery = paymentTypes.filter((type) => type.id !== onlinePaymentTypeId);
  return (
    <div className="mt-6 max-w-2xl">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
      >
        <AlertIcon className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="text-lg font-bold">{t('paymentFailed')}</p>
          <p className="mt-1 text-sm">{t('unpaidOrder', { id: order.id, total: money(order.total) })}</p>
        </div>
      </div>
      <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-5">
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => !busy && submit({ intent: 'pay', orderId: order.id })}
          className="h-12 w-full rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 aria-disabled:opacity-70 sm:w-auto"
        >
          {t('tryAgain')}
        </button>
        <p className="mt-5 text-sm font-semibold text-slate-800">{t('orPayOnDelivery')}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          {onDelivery.map((type) => (
            <button
              key={type.id}
              type="button"
              aria-disabled={busy}
              onClick={() => !busy && submit({ intent: 'switch', orderId: order.id, paymentTypeId: type.id })}
              className="h-11 rounded-full border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50 aria-disabled:opacity-70"
            >
              {type.type}
            </button>
          ))}
        </div>
        <Link
          to={`/${lang}/order-info/${order.id}`}
          className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('viewOrder')}
        </Link>
      </div>
    </div>
  );
}
