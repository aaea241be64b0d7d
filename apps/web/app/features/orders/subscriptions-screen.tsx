import type { Subscription } from '@store/contract';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { formatClock, formatDay, formatId, formatNumber } from '../../i18n/format.ts';
import { formatFullDateTime } from '../../i18n/format-change.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';

/** Profile tab 9: weekly and monthly subscriptions, their next delivery, skip, pause, resume, cancel, items. */
export function SubscriptionsScreen({ subscriptions }: { subscriptions: Subscription[] }) {
  const t = useT('shop');
  const answer = useActionData<FormResult>();
  return (
    <>
      <p role="status" className={answer ? 'mb-4 rounded-lg bg-slate-50 p-3 text-sm' : 'sr-only'}>
        {answer ? answer.validation.join(' ') || answer.message : ''}
      </p>
      {subscriptions.length === 0 ? (
        <p className="text-slate-600">{t('noSubscriptions')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </ul>
      )}
    </>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const t = useT('shop');
  const lang = useLang();
  const busy = useNavigation().state !== 'idle';
  const live = subscription.status !== 'cancelled';
  const next = subscription.nextDelivery;
  const cutoff = subscription.editableUntil ? formatFullDateTime(subscription.editableUntil, lang) : '';
  const button =
    'min-h-11 rounded-full border px-4 text-sm font-bold disabled:opacity-60 border-brand-600 text-brand-700 hover:bg-brand-50';
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby={`subscription-${subscription.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`subscription-${subscription.id}`} className="text-lg font-bold text-slate-900">
          {t(subscription.scheduleType === 'weekly' ? 'subscriptionWeekly' : 'subscriptionMonthly')} –{' '}
          {t('slotRange', {
            from: formatClock(subscription.slot.from, lang),
            to: formatClock(subscription.slot.to, lang),
          })}
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
          {t(`subscriptionStatus_${subscription.status}`)}
        </span>
      </div>
      {/* The real next delivery: an order already placed for it comes first. */}
      {next ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="next-delivery">
          {t('nextDelivery')}: <strong>{formatDay(next.date, lang)}</strong>
          {next.orderId !== null && (
            <>
              {' '}
              <Link to={`/${lang}/order-info/${next.orderId}`} className="text-brand-700 underline">
                {t('deliveryOrderLink', { id: `#${formatId(next.orderId, lang)}` })}
              </Link>
              {!next.canSkip && ` (${t('deliveryOnItsWay')})`}
            </>
          )}
        </p>
      ) : (
        subscription.status === 'paused' && (
          <p className="mt-2 text-sm text-slate-700" data-testid="next-delivery">
            {t('pausedNoDelivery')}
          </p>
        )
      )}
      {next && next.orderId !== null && subscription.nextDate && subscription.status === 'active' && (
        <p className="text-sm text-slate-600">
          {t('deliveryThen', { date: formatDay(subscription.nextDate, lang) })}
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
              {/* Text, not number: an Arabic page shows its own digits and takes what an Arabic
                  keyboard types (a number box shows and takes Western digits only). */}
              <input
                type="text"
                inputMode={item.weighted ? 'decimal' : 'numeric'}
                name="quantity"
                defaultValue={formatNumber(item.quantity, lang)}
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
            {subscription.status === 'active' && next?.canSkip && (
              <button type="submit" name="intent" value="skip" disabled={busy} className={button}>
                {t('skipDelivery')}
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
