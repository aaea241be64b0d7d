import { profileTabPath } from '@store/contract';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatCountdown, formatId, formatNumber, formatTime } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { showPlaceholder } from '../../lib/product-links.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { RadioCard } from '../cart/index.ts';
import type { AlternativesPageData } from './alternatives.server.ts';
import { useTimeLeft } from './order-actions.tsx';
import { totalWith } from './substitution-total.ts';

/**
 * The choice of substitutes: for each waiting item one of the branch's alternatives or its removal,
 * the new total once every item has a choice, and the time left to choose.
 */
export function AlternativesScreen({
  data: loaderData,
  result,
}: {
  data: AlternativesPageData;
  result: FormResult | undefined;
}) {
  const { id, Items: items, expiresAt, total } = loaderData;
  const t = useT('shop');
  const lang = useLang();
  const money = useMoney();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [choices, setChoices] = useState<Record<number, string>>({});
  // Set by a refused Save: the items still without a choice then say so, in the page's language.
  const [askedToChoose, setAskedToChoose] = useState(false);
  const unanswered = (itemId: number) => askedToChoose && choices[itemId] === undefined;
  const left = useTimeLeft(expiresAt);
  const orderPath = `/${lang}/order-info/${id}`;
  const time = (iso: string) => formatTime(iso, lang);
  const difference = (amount: number) =>
    amount === 0
      ? t('samePrice')
      : amount > 0
        ? t('priceMore', { amount: money(amount) })
        : t('priceLess', { amount: money(-amount) });
  const allChosen = items.every((item) => choices[item.id] !== undefined);

  return (
    <>
      <Breadcrumb
        items={[
          { label: t('myOrders'), to: profileTabPath(3) },
          { label: t('orderTitle', { id: formatId(id, lang) }), to: `/order-info/${id}` },
          { label: t('chooseAlternatives') },
        ]}
      />
      <div className="container-page pt-4 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">
          {t('alternativesTitle', { id: formatId(id, lang) })}
        </h1>
        {items.length === 0 ? (
          <div className="mt-4 flex flex-col items-start gap-4">
            <p className="text-slate-700" data-testid="nothing-waiting">
              {t('nothingWaiting')}
            </p>
            <Link
              to={orderPath}
              className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700"
            >
              {t('backToOrder')}
            </Link>
          </div>
        ) : (
          <Form
            method="post"
            className="mt-2 flex flex-col gap-5"
            data-testid="alternatives-form"
            // Not the browser's own bubble (in the browser's language, 'Please select one of these
            // options'): the spec's message at each unanswered item. Without scripts the server
            // answers the same (422, in the page's language).
            noValidate
            onSubmit={(event) => {
              const first = items.find((item) => choices[item.id] === undefined);
              if (!first) return;
              event.preventDefault();
              setAskedToChoose(true);
              event.currentTarget
                .querySelector<HTMLInputElement>(`input[name="choice-${first.id}"]`)
                ?.focus();
            }}
          >
            <p className="text-slate-600">{t('alternativesIntro')}</p>
            {expiresAt && (
              <p
                className="self-start rounded-xl bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-950 tabular-nums"
                data-testid="alternatives-countdown"
              >
                {left === null
                  ? t('alternativesDeadline', { time: time(expiresAt) })
                  : left === 0
                    ? t('alternativesTimeUp')
                    : t('alternativesTimeLeft', { time: formatCountdown(left, lang) })}
              </p>
            )}
            {result && !result.ok && (
              <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
                <p className="font-semibold">{result.message}</p>
                {result.validation.filter((line) => line !== result.message).length > 0 && (
                  <ul className="mt-1 list-disc ps-5">
                    {result.validation
                      .filter((line) => line !== result.message)
                      .map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                  </ul>
                )}
              </div>
            )}
            <div className="grid gap-5 desk:grid-cols-[minmax(0,1fr)_22rem] desk:items-start">
              <div className="flex flex-col gap-4">
                {items.map((item) => (
                  <fieldset
                    key={item.id}
                    className={`rounded-2xl border bg-white p-4 ${unanswered(item.id) ? 'border-red-600' : 'border-slate-200'}`}
                    data-testid="alternatives-item"
                    aria-describedby={unanswered(item.id) ? `alternatives-error-${item.id}` : undefined}
                  >
                    <legend className="sr-only">{t('alternativesFor', { name: item.name })}</legend>
                    <div className="flex items-center gap-3">
                      <img
                        src={item.image}
                        alt=""
                        width={56}
                        height={56}
                        onError={showPlaceholder}
                        className="size-14 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain"
                      />
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="font-bold text-slate-900" aria-hidden="true">
                          {t('alternativesFor', { name: item.name })}
                        </p>
                        <p className="text-slate-600">
                          {t('quantity')}: {formatNumber(item.quantity, lang)} – {money(item.amount)}
                        </p>
                      </div>
                    </div>
                    <div className="mt-3 flex flex-col gap-2">
                      {item.alternatives.length === 0 && (
                        <p className="text-sm text-slate-600">{t('noAlternativesOffered')}</p>
                      )}
                      {item.alternatives.map((alternative) => (
                        <RadioCard
                          key={alternative.id}
                          name={`choice-${item.id}`}
                          value={alternative.id}
                          required
                          onChange={() => setChoices((c) => ({ ...c, [item.id]: String(alternative.id) }))}
                        >
                          <img
                            src={alternative.image}
                            alt=""
                            width={40}
                            height={40}
                            loading="lazy"
                            onError={showPlaceholder}
                            className="size-10 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain"
                          />
                          <span className="min-w-0 flex-1">
                            <span className="block font-semibold">{alternative.name}</span>
                            <span className="block text-slate-600 tabular-nums">
                              {money(alternative.finalPrice)} –{' '}
                              <span
                                className={
                                  alternative.priceDifference > 0
                                    ? 'text-amber-800'
                                    : alternative.priceDifference < 0
                                      ? 'text-emerald-800'
                                      : undefined
                                }
                              >
                                {difference(alternative.priceDifference)}
                              </span>
                            </span>
                          </span>
                        </RadioCard>
                      ))}
                      <RadioCard
                        danger
                        name={`choice-${item.id}`}
                        value="drop"
                        required
                        onChange={() => setChoices((c) => ({ ...c, [item.id]: 'drop' }))}
                      >
                        <span>
                          <span className="block font-semibold">{t('substitutionRemove')}</span>
                          <span className="block text-slate-600">{t('substitutionRemoveNote')}</span>
                        </span>
                      </RadioCard>
                    </div>
                    {unanswered(item.id) && (
                      <p
                        id={`alternatives-error-${item.id}`}
                        className="mt-2 text-sm font-semibold text-red-700"
                      >
                        {t('chooseAlternativeOrCancel')}
                      </p>
                    )}
                  </fieldset>
                ))}
              </div>
              <aside className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 desk:sticky desk:top-4">
                <dl className="flex flex-col gap-2 text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">{t('currentTotal')}</dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">{money(total)}</dd>
                  </div>
                  <div className="flex justify-between gap-3" data-testid="alternatives-new-total">
                    <dt className="font-bold text-slate-900">{t('newTotal')}</dt>
                    <dd className="font-bold text-slate-900 tabular-nums">
                      {allChosen ? money(totalWith(loaderData, items, choices)) : '—'}
                    </dd>
                  </div>
                </dl>
                <p className="text-xs text-slate-600">{t('newTotalNote')}</p>
                <button
                  type="submit"
                  name="intent"
                  value="choose"
                  disabled={busy}
                  className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {busy ? t('savingChoices') : t('saveChoices')}
                </button>
                <Link
                  to={orderPath}
                  className="text-center text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('backToOrder')}
                </Link>
              </aside>
            </div>
          </Form>
        )}
      </div>
    </>
  );
}
