import {
  mayReturnLine,
  profileTabPath,
  type ReturnLine,
  type ReturnReason,
  returnReasons,
} from '@store/contract';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { RadioCard } from '../cart/index.ts';
import type { ReturnFormData } from './returns.server.ts';
import { ReturnsWordsContext, reasonKeys, ruleKeys, useReturnsT } from './returns-copy.ts';

const button =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60';

/**
 * The return form (docs/decisions/0090): each line that has something left to return with its rule
 * before anything is asked (the contract's `returnLineRule`, worked out by the API), a box to return
 * it, how many (any digits) and, for a medicine, whether its pack is opened; the reason, a comment.
 * A plain form post: without scripts the server answers with its messages in the page. With scripts,
 * once a reason is chosen, a line that the reason does not allow says so (the contract's
 * `mayReturnLine`, the function the API judges with).
 */
export function ReturnFormScreen(props: { data: ReturnFormData; result: FormResult | undefined }) {
  return (
    <ReturnsWordsContext.Provider value={props.data.words}>
      <ReturnForm {...props} />
    </ReturnsWordsContext.Provider>
  );
}

function ReturnForm({ data: loaderData, result }: { data: ReturnFormData; result: FormResult | undefined }) {
  const { id, window, lines } = loaderData;
  const t = useReturnsT();
  const ts = useT('shop');
  const lang = useLang();
  const money = useMoney();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const values = result?.values ?? {};
  const [reason, setReason] = useState<ReturnReason | null>(
    (returnReasons as readonly string[]).includes(values.reason ?? '')
      ? (values.reason as ReturnReason)
      : null,
  );
  const [opened, setOpened] = useState<Record<number, boolean>>({});
  const orderPath = `/${lang}/order-info/${id}`;
  const open = lines.filter((line) => line.returnable > 0);
  const quantityLabel = (line: ReturnLine) =>
    t(line.weighted ? 'lineQuantityKg' : 'lineQuantity', { name: line.name });

  return (
    <>
      <Breadcrumb
        items={[
          { label: ts('myOrders'), to: profileTabPath(3) },
          { label: ts('orderTitle', { id: formatId(id, lang) }), to: `/order-info/${id}` },
          { label: t('returnItems') },
        ]}
      />
      <div className="container-page pt-4 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">
          {t('returnTitle', { id: formatId(id, lang) })}
        </h1>
        {!window.open || open.length === 0 ? (
          <div className="mt-4 flex flex-col items-start gap-4">
            <p className="text-slate-700" data-testid="return-closed">
              {window.open
                ? t('nothingToReturn')
                : t('windowClosed', { days: formatNumber(window.days, lang) })}
            </p>
            <Link to={orderPath} className={button}>
              {t('backToOrder')}
            </Link>
          </div>
        ) : (
          <Form method="post" className="mt-2 flex flex-col gap-5" data-testid="return-form" noValidate>
            <p className="text-slate-700">
              {t('returnIntro', {
                days: formatNumber(window.days, lang),
                date: window.until ? formatDateTime(window.until, lang) : '',
              })}
            </p>
            <ResultNotice result={result && !result.ok ? result : undefined} />
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-lg font-bold text-slate-900">{ts('orderItems')}</legend>
              {open.map((line) => {
                const refused =
                  reason !== null && !mayReturnLine(line.rule, reason, opened[line.orderItemId] === true);
                const checked = values[`return-${line.orderItemId}`] === 'on';
                return (
                  <div
                    key={line.orderItemId}
                    className={`rounded-2xl border bg-white p-4 ${refused ? 'border-amber-500' : 'border-slate-200'}`}
                    data-testid="return-line"
                  >
                    <label className="flex min-h-11 cursor-pointer items-start gap-3">
                      <input
                        type="checkbox"
                        name={`return-${line.orderItemId}`}
                        defaultChecked={checked}
                        className="mt-1 size-5 shrink-0 accent-brand-600"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-bold text-slate-900">
                          <bdi>{line.name}</bdi>
                        </span>
                        <span className="block text-sm text-slate-600 tabular-nums">
                          {t('lineDelivered', { quantity: formatNumber(line.quantity, lang) })} –{' '}
                          {t('lineLeft', { quantity: formatNumber(line.returnable, lang) })} –{' '}
                          {t('lineGivesBack', { amount: money(line.unitAmount) })}
                        </span>
                        <span
                          className="mt-1 block text-sm font-semibold text-slate-800"
                          data-testid="return-line-rule"
                        >
                          {t(ruleKeys[line.rule])}
                        </span>
                      </span>
                    </label>
                    <div className="mt-3 flex flex-wrap items-end gap-4 ps-8">
                      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
                        {quantityLabel(line)}
                        <input
                          name={`quantity-${line.orderItemId}`}
                          inputMode={line.weighted ? 'decimal' : 'numeric'}
                          defaultValue={
                            values[`quantity-${line.orderItemId}`] ??
                            formatNumber(line.weighted ? line.returnable : 1, lang)
                          }
                          className="h-11 w-28 rounded-lg border border-slate-400 px-3 text-base tabular-nums"
                        />
                      </label>
                      {line.rule === 'sealed' && (
                        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
                          <input
                            type="checkbox"
                            name={`opened-${line.orderItemId}`}
                            defaultChecked={values[`opened-${line.orderItemId}`] === 'on'}
                            onChange={(event) =>
                              setOpened((o) => ({ ...o, [line.orderItemId]: event.currentTarget.checked }))
                            }
                            className="size-5 accent-brand-600"
                          />
                          {t('lineOpened')}
                        </label>
                      )}
                    </div>
                    {refused && (
                      <p
                        className="mt-2 ps-8 text-sm font-semibold text-amber-900"
                        data-testid="return-line-refused"
                      >
                        {t('lineRefusedHere')}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-lg font-bold text-slate-900">{t('reason')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {returnReasons.map((value) => (
                  <RadioCard
                    key={value}
                    name="reason"
                    value={value}
                    required
                    defaultChecked={values.reason === value}
                    onChange={() => setReason(value)}
                  >
                    <span className="font-semibold">{t(reasonKeys[value])}</span>
                  </RadioCard>
                ))}
              </div>
            </fieldset>
            <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
              {t('comment')}
              <textarea
                name="comment"
                rows={3}
                maxLength={1000}
                defaultValue={values.comment ?? ''}
                className="rounded-lg border border-slate-400 px-3 py-2 text-base font-normal"
              />
            </label>
            <p className="text-sm text-slate-600">{t('photosLater')}</p>
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" disabled={busy} className={button}>
                {busy ? t('sending') : t('send')}
              </button>
              <Link to={orderPath} className="text-sm font-semibold text-brand-700 hover:underline">
                {t('backToOrder')}
              </Link>
            </div>
          </Form>
        )}
      </div>
    </>
  );
}
