import { breachCategories, type StaffBreach } from '@store/contract';
import { Link } from 'react-router';
import { formatDateTime, formatDay, formatId } from '../../i18n/format.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { BreachesData } from './privacy.server.ts';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { StaffDateField } from './staff-date-field.tsx';
import { card } from './taxonomy-forms.tsx';

const pageLink = 'inline-flex min-h-11 items-center text-brand-800 underline';

/** The record form: what, when discovered (Cairo), the kinds of data, and who (phones, or a branch's orders between days). */
function RecordForm({ branches }: { branches: BreachesData['branches'] }) {
  const t = useStaffT();
  const save = useFormAction<unknown>({ intent: 'record' });
  const refused = save.result && !save.result.ok ? save.result : undefined;
  const shown = (name: string, saved: string) => refused?.values?.[name] ?? saved;
  const chosen = shown('categories', '').split(',');
  return (
    <save.fetcher.Form
      method="post"
      className={`${card} mt-4 grid gap-4`}
      aria-label={t('breachRecordTitle')}
    >
      <h2 className="text-lg font-bold">{t('breachRecordTitle')}</h2>
      <input type="hidden" name="intent" value="record" />
      <FormField
        label={t('breachDescription')}
        name="description"
        control={{ rows: 3 }}
        maxLength={4000}
        defaultValue={shown('description', '')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <StaffDateField
          name="discoveredOn"
          label={t('breachDiscoveredOn')}
          defaultValue={shown('discoveredOn', '')}
        />
        <FormField
          label={t('breachDiscoveredTime')}
          hint={t('breachTimeHint')}
          name="discoveredTime"
          inputMode="numeric"
          maxLength={5}
          defaultValue={shown('discoveredTime', '')}
        />
      </div>
      <fieldset>
        <legend className="font-semibold">{t('breachCategories')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {breachCategories.map((category) => (
            <label key={category} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="categories"
                value={category}
                defaultChecked={chosen.includes(category)}
                className="size-5"
              />
              {t(`breachCategory_${category}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="font-semibold">{t('breachCustomers')}</legend>
        <p className="text-sm text-slate-700">{t('breachCustomersHint')}</p>
        <FormField
          label={t('breachPhones')}
          name="phones"
          required={false}
          control={{ rows: 3 }}
          dir="ltr"
          defaultValue={shown('phones', '')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label={t('breachBranch')}
            name="branchId"
            required={false}
            defaultValue={shown('branchId', '')}
            control={{
              select: [
                { value: '', label: t('breachNoBranch') },
                ...branches.map((b) => ({ value: String(b.id), label: b.name })),
              ],
            }}
          />
          <StaffDateField
            name="ordersFrom"
            label={t('breachOrdersFrom')}
            defaultValue={shown('ordersFrom', '')}
          />
          <StaffDateField name="ordersTo" label={t('breachOrdersTo')} defaultValue={shown('ordersTo', '')} />
        </div>
      </fieldset>
      <ResultNotice result={save.result} />
      <div>
        <button type="submit" className={primary} disabled={save.sending}>
          {save.sending ? t('sending') : t('breachRecord')}
        </button>
      </div>
    </save.fetcher.Form>
  );
}

function ReportedForm({ breach }: { breach: StaffBreach }) {
  const t = useStaffT();
  const save = useFormAction<unknown>({ intent: `reported:${breach.id}` });
  return (
    <save.fetcher.Form
      method="post"
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
      aria-label={t('breachReportedTitle')}
    >
      <input type="hidden" name="intent" value="reported" />
      <input type="hidden" name="id" value={breach.id} />
      <StaffDateField name="reportedOn" label={t('breachReportedOn')} defaultValue="" />
      <FormField
        label={t('breachReportedTime')}
        hint={t('breachTimeHint')}
        name="reportedTime"
        inputMode="numeric"
        maxLength={5}
      />
      <div>
        <button type="submit" className={secondary} disabled={save.sending}>
          {save.sending ? t('sending') : t('breachSaveReported')}
        </button>
      </div>
      <ResultNotice result={save.result} className="sm:col-span-3" />
    </save.fetcher.Form>
  );
}

function NotifyButton({ breach }: { breach: StaffBreach }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const save = useFormAction<unknown>({ intent: `notify:${breach.id}` });
  return (
    <save.fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="notify" />
      <input type="hidden" name="id" value={breach.id} />
      <button type="submit" className={primary} disabled={save.sending || breach.affected === 0}>
        {save.sending ? t('sending') : t('breachNotify', { count: formatId(breach.affected, lang) })}
      </button>
      <ResultNotice result={save.result} className="basis-full" />
    </save.fetcher.Form>
  );
}

/** Time left to tell the Data Protection Centre, or how late it is. */
function deadlineLine(breach: StaffBreach, now: string, t: ReturnType<typeof useStaffT>, lang: string) {
  const left = new Date(breach.deadline).getTime() - new Date(now).getTime();
  if (breach.reportedAt) return t('breachReportedAt', { at: formatDateTime(breach.reportedAt, lang) });
  const minutes = Math.floor(Math.abs(left) / 60_000);
  const parts = { hours: formatId(Math.floor(minutes / 60), lang), minutes: formatId(minutes % 60, lang) };
  return left >= 0 ? t('breachTimeLeft', parts) : t('breachLate', parts);
}

/**
 * The breach register (docs/decisions/0081): each breach with its 72-hour deadline to tell the Data
 * Protection Centre (time left, or late), the day it was told, the affected customers' CSV and the
 * one notice to them through the outbox; a form to record a new one. Plain forms: no scripts needed.
 */
export function BreachesScreen({ data }: { data: BreachesData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const here = `/${lang}/staff/privacy`;
  const branchName = (id: number) => data.branches.find((b) => b.id === id)?.name ?? formatId(id, lang);
  return (
    <div className="max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('breachesTitle')}</h1>
        <Link to={here} className={pageLink}>
          {t('privacyTitle')}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-slate-700">{t('breachesIntro')}</p>
      <RecordForm branches={data.branches} />
      {data.breaches.length === 0 ? (
        <p className="mt-4">{t('breachesEmpty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {data.breaches.map((breach) => (
            <li
              key={breach.id}
              className={`${card} grid gap-3 ${breach.overdue ? 'border-2 border-red-700 bg-red-50' : ''}`}
              data-testid={`breach-${breach.id}`}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h2 className="font-bold">{t('breachNumber', { id: formatId(breach.id, lang) })}</h2>
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 text-sm font-semibold ${
                    breach.overdue
                      ? 'bg-red-700 text-white'
                      : breach.reportedAt
                        ? 'bg-emerald-100 text-emerald-900'
                        : 'bg-amber-100 text-amber-900'
                  }`}
                >
                  {deadlineLine(breach, data.now, t, lang)}
                </span>
              </div>
              <p className="whitespace-pre-line">
                <bdi>{breach.description}</bdi>
              </p>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold">{t('breachDiscovered')}</dt>
                <dd>{formatDateTime(breach.discoveredAt, lang)}</dd>
                <dt className="font-semibold">{t('breachDeadline')}</dt>
                <dd>{formatDateTime(breach.deadline, lang)}</dd>
                <dt className="font-semibold">{t('breachCategories')}</dt>
                <dd>
                  {breach.categories.map((c) => t(`breachCategory_${c}`)).join(lang === 'ar' ? '، ' : ', ')}
                </dd>
                <dt className="font-semibold">{t('breachCustomers')}</dt>
                <dd>
                  {t('breachAffected', { count: formatId(breach.affected, lang) })}
                  {breach.filter.branchId !== null && breach.filter.ordersFrom && breach.filter.ordersTo && (
                    <>
                      {' – '}
                      {t('breachByOrders', {
                        branch: branchName(breach.filter.branchId),
                        from: formatDay(breach.filter.ordersFrom, lang),
                        to: formatDay(breach.filter.ordersTo, lang),
                      })}
                    </>
                  )}
                </dd>
                {breach.unmatchedPhones.length > 0 && (
                  <>
                    <dt className="font-semibold">{t('breachUnmatched')}</dt>
                    <dd>
                      <bdi dir="ltr">
                        {localizeCopyDigits(lang as 'en' | 'ar', breach.unmatchedPhones.join(', '))}
                      </bdi>
                    </dd>
                  </>
                )}
                <dt className="font-semibold">{t('breachRecordedBy')}</dt>
                <dd>
                  <bdi>{breach.recordedBy}</bdi>
                </dd>
                <dt className="font-semibold">{t('breachCustomersTold')}</dt>
                <dd>
                  {breach.customersNotifiedAt
                    ? formatDateTime(breach.customersNotifiedAt, lang)
                    : t('breachNotYet')}
                </dd>
              </dl>
              {!breach.reportedAt && <ReportedForm breach={breach} />}
              <div className="flex flex-wrap items-center gap-3">
                <a href={`${here}/breaches/${breach.id}/customers.csv`} download className={pageLink}>
                  {t('breachExport')}
                </a>
                {!breach.customersNotifiedAt && <NotifyButton breach={breach} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
