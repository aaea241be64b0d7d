import type { Subscription } from '@store/contract';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { formatClock, formatDay, localeOf } from '../i18n/format.ts';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { forShopper, shopResult } from '../lib/forms/shop.server.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-subscriptions';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('subscriptionsTitle'),
    description: t('subscriptionsTitle'),
    path: '/profile/9',
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  return forShopper(langOf(params), api, async () => ({ subscriptions: await api.subscriptions() }));
}

/** pause, resume, cancel, or `items` (the quantities of the form; 0 leaves an item out). */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(storeApiContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return data({ ok: false, message: '', validation: [] }, 422);
  if (intent === 'pause' || intent === 'resume' || intent === 'cancel') {
    const { status, envelope } = await api.call('POST', `subscriptions/${id}/${intent}`);
    const result = shopResult(intent, status, envelope);
    return data(result, { status: result.ok ? 200 : 422 });
  }
  const productIds = form.getAll('productId').map(Number);
  const quantities = form.getAll('quantity').map(Number);
  const items = productIds
    .map((productId, index) => ({ productId, quantity: quantities[index] ?? 0 }))
    .filter((item) => item.quantity > 0);
  const { status, envelope } = await api.call('POST', `subscriptions/${id}/items`, { items });
  const result = shopResult('items', status, envelope);
  return data(result, { status: result.ok ? 200 : 422 });
}

/** Profile tab 9: weekly and monthly subscriptions, their next day, pause, resume, cancel, items. */
export default function ProfileSubscriptions({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  const answer = useActionData<typeof action>();
  return (
    <ProfileTab title={t('subscriptionsTitle')}>
      <p role="status" className={answer ? 'mb-4 rounded-lg bg-slate-50 p-3 text-sm' : 'sr-only'}>
        {answer ? answer.validation.join(' ') || answer.message : ''}
      </p>
      {loaderData.subscriptions.length === 0 ? (
        <p className="text-slate-600">{t('noSubscriptions')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {loaderData.subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </ul>
      )}
    </ProfileTab>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const t = useT('shop');
  const lang = useLang();
  const busy = useNavigation().state !== 'idle';
  const live = subscription.status !== 'cancelled';
  const cutoff = subscription.editableUntil
    ? new Intl.DateTimeFormat(localeOf(lang), {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Africa/Cairo',
      }).format(new Date(subscription.editableUntil))
    : '';
  const button =
    'min-h-11 rounded-full border px-4 text-sm font-bold disabled:opacity-60 border-brand-600 text-brand-700 hover:bg-brand-50';
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby={`subscription-${subscription.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`subscription-${subscription.id}`} className="text-lg font-bold text-slate-900">
          {t(subscription.scheduleType === 'weekly' ? 'subscriptionWeekly' : 'subscriptionMonthly')} ·{' '}
          {t('slotRange', {
            from: formatClock(subscription.slot.from, lang),
            to: formatClock(subscription.slot.to, lang),
          })}
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
          {t(`subscriptionStatus_${subscription.status}`)}
        </span>
      </div>
      {subscription.nextDate && (
        <p className="mt-2 text-sm text-slate-700">
          {t('nextDelivery')}: <strong>{formatDay(subscription.nextDate, lang)}</strong>
        </p>
      )}
      {live && (
        <p className="mt-1 text-xs text-slate-600">
          {subscription.editable ? t('editableUntil', { time: cutoff }) : t('notEditable')}
        </p>
      )}
      <Form method="post" className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="id" value={subscription.id} />
        <ul className="flex flex-col gap-2">
          {subscription.items.map((item) => (
            <li key={item.productId} className="flex items-center gap-3">
              <img
                src={item.image}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-lg bg-slate-100"
              />
              <span className="min-w-0 flex-1 text-sm text-slate-800">{item.name}</span>
              <input type="hidden" name="productId" value={item.productId} />
              <input
                type="number"
                name="quantity"
                min={0}
                step={item.weighted ? 0.25 : 1}
                defaultValue={item.quantity}
                disabled={!live || !subscription.editable}
                aria-label={t('quantityOf', { name: item.name })}
                className="h-11 w-20 rounded-lg border border-slate-300 px-2 text-center text-sm"
              />
            </li>
          ))}
        </ul>
        {live && (
          <div className="flex flex-wrap gap-2">
            {subscription.editable && (
              <button type="submit" name="intent" value="items" disabled={busy} className={button}>
                {t('saveItems')}
              </button>
            )}
            {subscription.status === 'active' ? (
              <button type="submit" name="intent" value="pause" disabled={busy} className={button}>
                {t('pauseSubscription')}
              </button>
            ) : (
              <button type="submit" name="intent" value="resume" disabled={busy} className={button}>
                {t('resumeSubscription')}
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value="cancel"
              disabled={busy}
              className="min-h-11 rounded-full border border-red-600 px-4 text-sm font-bold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {t('cancelSubscription')}
            </button>
          </div>
        )}
      </Form>
    </li>
  );
}
