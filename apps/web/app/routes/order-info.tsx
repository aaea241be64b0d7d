import { cancelOrderBody, localizeIssue, parseForMessages, type ReorderSkipped } from '@store/contract';
import { data, Link, redirect } from 'react-router';
import { CartTotals } from '../features/cart/cart-totals.tsx';
import { OrderLines } from '../features/checkout/order-lines.tsx';
import type { CancelResult } from '../features/orders/cancel-order-form.tsx';
import { OrderActions } from '../features/orders/order-actions.tsx';
import { OrderStatusBadge, PaymentStateNote, useOrderDate } from '../features/orders/order-status.tsx';
import { OrderTimeline } from '../features/orders/order-timeline.tsx';
import { SubstitutionNotice } from '../features/orders/substitution-notice.tsx';
import { formatClock, formatDay, formatId } from '../i18n/format.ts';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { forShopper, invalidResult, shopResult } from '../lib/forms/shop.server.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import type { Route } from './+types/order-info';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('orderTitle', { id: formatId(params.id ?? '', lang) }),
    description: t('ordersTitle'),
    path: `/order-info/${params.id}`,
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

function orderIdOf(params: { id: string }) {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

/** The order, and the cancellation reasons while it can be cancelled (`?cancel=1`: the form in the page). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = orderIdOf(params);
  const api = context.get(storeApiContext);
  return forShopper(langOf(params), api, async () => {
    const order = await api.order(id);
    const reasons = order.cancellableUntil ? await api.cancellationReasons() : [];
    return { order, reasons, cancelInPage: new URL(request.url).searchParams.has('cancel') };
  });
}

/**
 * `cancel` (reasonId, comment): answers the API's result, shown in the dialog or the page.
 * `reorder`: on success, to the cart, which says what could not be added.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const id = orderIdOf(params);
  const api = context.get(storeApiContext);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  if (intent === 'cancel') {
    const parsed = parseForMessages(cancelOrderBody, {
      reasonId: form.reasonId ?? '',
      comment: form.comment ?? '',
    });
    if (!parsed.success) {
      const fieldErrors: CancelResult['fieldErrors'] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'comment' ? 'comment' : 'reasonId';
        fieldErrors[field] ??= localizeIssue(issue, lang);
      }
      return data({ ...invalidResult(intent, Object.values(fieldErrors)), fieldErrors }, { status: 422 });
    }
    const { status, envelope } = await api.call<unknown>('POST', `orders/cancel/${id}`, parsed.data);
    const result: CancelResult = shopResult(intent, status, envelope);
    return data(result, { status: result.ok ? 200 : status });
  }
  if (intent === 'reorder') {
    const { status, envelope } = await api.call<{ skipped: ReorderSkipped[] }>(
      'POST',
      `orders/reorder/${id}`,
      { orderId: id },
    );
    const result = shopResult(intent, status, envelope);
    if (!result.ok) return data(result, { status });
    const skipped = result.data?.skipped ?? [];
    const query = new URLSearchParams({ reordered: String(id) });
    if (skipped.length > 0)
      query.set('skipped', skipped.map((item) => `${item.productId}.${item.reason}`).join(','));
    throw redirect(`/${lang}/cart?${query}`);
  }
  return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')]), { status: 400 });
}

/** One order: status in its colour, items, totals, address, payment, branch and comment. */
export default function OrderInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { order, reasons, cancelInPage } = loaderData;
  const t = useT('shop');
  const lang = useLang();
  const date = useOrderDate();
  const unpaid = order.paymentState === 'pending' || order.paymentState === 'failed';
  return (
    <>
      <Breadcrumb
        items={[
          { label: t('myOrders'), to: '/profile/3' },
          { label: t('orderTitle', { id: formatId(order.id, lang) }) },
        ]}
      />
      <div className="container-page pt-4 pb-12">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">
            {t('orderTitle', { id: formatId(order.id, lang) })}
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-slate-600">{t('placedOn', { date: date(order.createdAt) })}</p>
        {order.delivery && (
          <p data-testid="scheduled-delivery" className="mt-1 font-semibold text-slate-800">
            {t('scheduledFor', {
              date: formatDay(order.delivery.date, lang),
              from: formatClock(order.delivery.from, lang),
              to: formatClock(order.delivery.to, lang),
            })}
          </p>
        )}
        <OrderActions
          order={order}
          reasons={reasons}
          cancelInPage={cancelInPage}
          pageResult={
            actionData && typeof actionData === 'object' && 'intent' in actionData
              ? (actionData as CancelResult)
              : undefined
          }
        />
        <SubstitutionNotice order={order} />
        <OrderTimeline orderId={order.id} steps={order.timeline} />
        {order.needsConfirmationCall && (
          <p className="mt-3 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950">
            {t('confirmationCall')}
          </p>
        )}
        <div className="mt-6 grid gap-6 desk:grid-cols-[minmax(0,1fr)_24rem] desk:items-start">
          <section aria-labelledby="order-items" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="order-items" className="text-lg font-bold text-slate-900">
              {t('orderItems')}
            </h2>
            <OrderLines
              lines={order.items.map((item) => ({
                key: item.id,
                name: item.name,
                image: item.image,
                quantity: item.quantity,
                weighted: item.weighted,
                amount: item.amount,
                detail: item.cuttingType,
              }))}
            />
          </section>
          <aside
            aria-labelledby="order-summary"
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2 id="order-summary" className="text-lg font-bold text-slate-900">
              {t('orderSummary')}
            </h2>
            <CartTotals totals={order} />
            <dl className="flex flex-col gap-3 text-sm">
              <div>
                <dt className="text-slate-600">{t('deliveryAddress')}</dt>
                <dd className="font-semibold text-slate-900">
                  <bdi>{order.address}</bdi>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('paymentMethod')}</dt>
                <dd className="flex flex-col font-semibold text-slate-900">
                  {order.paymentType.type}
                  <PaymentStateNote state={order.paymentState} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('branch')}</dt>
                <dd className="font-semibold text-slate-900">{order.branch.name}</dd>
              </div>
              {order.comment && (
                <div>
                  <dt className="text-slate-600">{t('orderComment')}</dt>
                  <dd className="whitespace-pre-line text-slate-900">
                    <bdi>{order.comment}</bdi>
                  </dd>
                </div>
              )}
            </dl>
            {unpaid && !order.cancelled && (
              <Link
                to={`/${lang}/checkout?failed=${order.id}`}
                className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700"
              >
                {t('payNow')}
              </Link>
            )}
          </aside>
        </div>
      </div>
    </>
  );
}
