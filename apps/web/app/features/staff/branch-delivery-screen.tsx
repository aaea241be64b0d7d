import { allPaymentTypeIds, weekdays } from '@store/contract';
import { Link } from 'react-router';
import { formatDay, formatId } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { BranchChooser } from './branch-chooser.tsx';
import type { BranchDeliveryData } from './branch-delivery.server.ts';
import { dayField } from './branch-delivery-fields.ts';
import { primary, secondary } from './staff-buttons.ts';
import { type StaffKey, useStaffLang, useStaffT } from './staff-copy.ts';

/** 'HH:MM' in the page's digits (an Arabic page writes no Latin digit; the API reads either). */
const clockText = (hhmm: string, lang: string) =>
  lang === 'ar' ? hhmm.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))) : hhmm;

/**
 * A branch's delivery settings (docs/decisions/0072): its charge, free-delivery amount and minimum
 * order in pounds (any digits), the ways of paying it takes, and each day's hours. A plain form
 * (works without scripts); the branch is picked with a GET form. Read-only for the branch's staff
 * who may not change it.
 */
export function BranchDeliveryScreen({ data }: { data: BranchDeliveryData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<unknown>({ intent: 'delivery' });
  const refused = result && !result.ok ? result : undefined;
  const saved = result?.ok ? (result.data as { delivery?: BranchDeliveryData['delivery'] } | null) : null;
  const delivery = saved?.delivery ?? data.delivery;
  const money = (pounds: number | null) => (pounds === null ? '' : formatId(pounds, lang));
  // After a refusal drawn without scripts, the boxes keep what was typed; otherwise the saved values.
  const shown = (name: string, value: string) => refused?.values?.[name] ?? value;
  const ticked = (id: number) =>
    refused?.values
      ? (refused.values.paymentTypeIds ?? '').split(',').includes(String(id))
      : delivery.paymentTypeIds.includes(id);
  const readOnly = !data.mayChange;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">{t('branchSettingsTitle')}</h1>
      <p className="mt-1 text-slate-700">{t('branchSettingsIntro')}</p>
      <p className="mt-2">
        {/* The zones are edited on their own screen, the only one of the console that loads a map. */}
        <Link
          to={`/${lang}/staff/branches/${data.branch.id}/zones`}
          className="font-semibold text-brand-700 underline"
          data-testid="zones-link"
        >
          {t('zonesLink')}
        </Link>
      </p>
      {readOnly && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900">{t('branchSettingsReadOnly')}</p>
      )}
      <BranchChooser branches={data.branches} branchId={data.branch.id} />
      <fetcher.Form
        method="post"
        // A new branch's form starts from its own settings, not from what another branch typed.
        key={data.branch.id}
        className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
        aria-labelledby="delivery-branch"
      >
        <input type="hidden" name="intent" value="delivery" />
        <h2 id="delivery-branch" className="text-lg font-bold">
          {data.branch.name}
        </h2>
        <fieldset disabled={readOnly} className="mt-2 grid gap-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField
              label={t('branchDeliveryCharge')}
              name="deliveryCharge"
              inputMode="decimal"
              maxLength={12}
              defaultValue={shown('deliveryCharge', money(delivery.deliveryCharge))}
              error={refused?.fieldErrors.deliveryCharge}
            />
            <FormField
              label={t('branchFreeDeliveryFrom')}
              name="freeDeliveryFrom"
              inputMode="decimal"
              maxLength={12}
              required={false}
              hint={t('branchFreeDeliveryFromHint')}
              defaultValue={shown('freeDeliveryFrom', money(delivery.freeDeliveryFrom))}
              error={refused?.fieldErrors.freeDeliveryFrom}
            />
            <FormField
              label={t('branchMinimumOrder')}
              name="minimumOrder"
              inputMode="decimal"
              maxLength={12}
              defaultValue={shown('minimumOrder', money(delivery.minimumOrder))}
              error={refused?.fieldErrors.minimumOrder}
            />
          </div>
          <FormField
            label={t('branchPromise')}
            name="deliveryPromiseMinutes"
            inputMode="numeric"
            maxLength={6}
            required={false}
            hint={t('branchPromiseHint')}
            defaultValue={shown(
              'deliveryPromiseMinutes',
              delivery.deliveryPromiseMinutes == null ? '' : formatId(delivery.deliveryPromiseMinutes, lang),
            )}
            error={refused?.fieldErrors.deliveryPromiseMinutes}
          />
          <fieldset
            className="rounded-lg border border-slate-200 p-3"
            aria-describedby={refused?.fieldErrors.paymentTypeIds ? 'payment-types-error' : undefined}
          >
            <legend className="px-1 font-semibold">{t('branchPaymentTypes')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {allPaymentTypeIds.map((id) => (
                <label key={id} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="paymentTypeIds"
                    value={id}
                    defaultChecked={ticked(id)}
                    className="size-5"
                  />
                  {t(`branchPayment_${id}` as StaffKey)}
                </label>
              ))}
            </div>
            {refused?.fieldErrors.paymentTypeIds && (
              <p id="payment-types-error" className="mt-1 text-sm font-semibold text-red-700">
                {refused.fieldErrors.paymentTypeIds}
              </p>
            )}
          </fieldset>
          <fieldset className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-semibold">{t('branchOpeningHours')}</legend>
            <p className="text-sm text-slate-700">{t('branchClosesHint')}</p>
            <ul className="grid gap-2">
              {weekdays.map((day) => {
                const name = t(`weekday_${day}` as StaffKey);
                const hours = delivery.openingHours[day];
                const closed = refused?.values
                  ? refused.values[dayField(day, 'closed')] === 'on'
                  : hours.closed;
                return (
                  <li
                    key={day}
                    data-testid={`hours-${day}`}
                    className="grid items-end gap-2 border-t border-slate-100 pt-2 sm:grid-cols-[8rem_1fr_1fr_auto]"
                  >
                    <span className="font-semibold sm:self-center">{name}</span>
                    <FormField
                      label={t('branchOpens', { day: name })}
                      name={dayField(day, 'opens')}
                      inputMode="numeric"
                      maxLength={5}
                      required={false}
                      defaultValue={shown(dayField(day, 'opens'), clockText(hours.opens, lang))}
                      error={refused?.fieldErrors[dayField(day, 'opens')]}
                    />
                    <FormField
                      label={t('branchCloses', { day: name })}
                      name={dayField(day, 'closes')}
                      inputMode="numeric"
                      maxLength={5}
                      required={false}
                      defaultValue={shown(dayField(day, 'closes'), clockText(hours.closes, lang))}
                      error={refused?.fieldErrors[dayField(day, 'closes')]}
                    />
                    <label className="inline-flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        name={dayField(day, 'closed')}
                        defaultChecked={closed}
                        className="size-5"
                      />
                      {t('branchClosedOn', { day: name })}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </fieldset>
        {/* A refusal's problems stand under their boxes; the notice carries the rest. */}
        <ResultNotice
          result={refused && Object.keys(refused.fieldErrors).length > 0 ? undefined : result}
          className="mt-3"
        />
        {!readOnly && (
          <button type="submit" className={`${primary} mt-3`} disabled={sending}>
            {t('branchSettingsSave')}
          </button>
        )}
      </fetcher.Form>
      <BranchHolidays data={data} readOnly={readOnly} />
    </div>
  );
}

/**
 * The branch's holidays (closed all day): each with its remove button, and a box to add one, typed
 * as year-month-day in any digits. Plain forms posting to the page's action (works without scripts).
 */
function BranchHolidays({ data, readOnly }: { data: BranchDeliveryData; readOnly: boolean }) {
  const t = useStaffT();
  const lang = useStaffLang();
  // One fetcher for adding and removing: its answer is the latest. Without scripts the page's action
  // data is the answer, taken when it is a holiday's (the settings form answers 'delivery').
  const { fetcher, sending, result: answer } = useFormAction<unknown>({ key: 'branch-holidays' });
  const result = answer?.intent.startsWith('holiday') ? answer : undefined;
  const refused = result && !result.ok && result.intent === 'holidayAdd' ? result : undefined;
  // The page's loader reads the branch again after every post: its list is the saved one.
  const holidays = data.delivery.holidays;
  return (
    <section
      aria-labelledby="holidays-title"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="holidays-title" className="text-lg font-bold">
        {t('branchHolidays')}
      </h2>
      <p className="mt-1 text-slate-700">{t('branchHolidaysIntro')}</p>
      {holidays.length === 0 ? (
        <p className="mt-2">{t('branchHolidaysNone')}</p>
      ) : (
        <ul className="mt-2 grid gap-1" data-testid="holidays">
          {holidays.map((day) => (
            <li
              key={day}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-1"
            >
              <span>{formatDay(day, lang)}</span>
              {!readOnly && (
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="holidayRemove" />
                  <input type="hidden" name="date" value={day} />
                  <button
                    type="submit"
                    className={secondary}
                    disabled={sending}
                    aria-label={t('branchHolidayRemoveLabel', { date: formatDay(day, lang) })}
                  >
                    {t('branchHolidayRemove')}
                  </button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <fetcher.Form
          method="post"
          // Emptied once a day is added (the list changed); a refused day stays as typed.
          key={holidays.join()}
          className="mt-3 flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="intent" value="holidayAdd" />
          <FormField
            label={t('branchHolidayDate')}
            name="date"
            inputMode="numeric"
            maxLength={10}
            hint={t('branchHolidayDateHint')}
            defaultValue={refused?.values?.date ?? ''}
            error={refused ? (refused.fieldErrors.date ?? refused.message) : undefined}
            className="min-w-48 flex-1"
          />
          <button type="submit" className={primary} disabled={sending}>
            {t('branchHolidayAdd')}
          </button>
        </fetcher.Form>
      )}
      <ResultNotice result={refused ? undefined : result} className="mt-2" />
    </section>
  );
}
