import { privacyRequestKinds, recordedRequestChannels, type StaffPrivacyRequest } from '@store/contract';
import { Link } from 'react-router';
import { formatDateTime, formatDay, formatId } from '../../i18n/format.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { PrivacyRequestsData } from './privacy.server.ts';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { StaffDateField } from './staff-date-field.tsx';
import { card } from './taxonomy-forms.tsx';

const pageLink = 'inline-flex min-h-11 items-center text-brand-800 underline';

/** A request's status, and the red mark of an overdue one. */
function StatusBadge({ request }: { request: StaffPrivacyRequest }) {
  const t = useStaffT();
  const tone = request.overdue
    ? 'bg-red-700 text-white'
    : request.status === 'open'
      ? 'bg-amber-100 text-amber-900'
      : request.status === 'refused'
        ? 'bg-slate-200 text-slate-900'
        : 'bg-emerald-100 text-emerald-900';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-sm font-semibold ${tone}`}>
      {request.overdue ? t('privacyOverdue') : t(`privacyStatus_${request.status}`)}
    </span>
  );
}

/** One request's facts: kind, customer, received, deadline, status, who handled it and the answer. */
function RequestFacts({ request }: { request: StaffPrivacyRequest }) {
  const t = useStaffT();
  const lang = useStaffLang();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold">{t('privacyCustomer')}</dt>
      <dd>
        <bdi>{request.customerName}</bdi>
        {request.phone && (
          <>
            {' – '}
            <bdi dir="ltr">{localizeCopyDigits(lang, request.phone)}</bdi>
          </>
        )}
        {' – '}
        {t(`privacyLang_${request.lang}`)}
      </dd>
      <dt className="font-semibold">{t('privacyReceived')}</dt>
      <dd>{formatDateTime(request.receivedAt, lang)}</dd>
      {request.channel !== 'app' && (
        <>
          <dt className="font-semibold">{t('privacyArrivedBy')}</dt>
          <dd>
            {t(`privacyChannel_${request.channel}`)}
            {request.recordedBy && (
              <>
                {' – '}
                {t('privacyRecordedBy', { name: request.recordedBy })}
              </>
            )}
          </dd>
        </>
      )}
      {!request.automatic && (
        <>
          <dt className="font-semibold">{t('privacyDeadline')}</dt>
          <dd className={request.overdue ? 'font-bold text-red-800' : ''}>
            {/* The deadline is the Cairo midnight that ends its last day: shown as that day's last minute. */}
            {formatDateTime(new Date(Date.parse(request.deadline) - 60_000).toISOString(), lang)}
          </dd>
        </>
      )}
      {request.details && (
        <>
          <dt className="font-semibold">{t('privacyDetails')}</dt>
          <dd className="whitespace-pre-line">
            <bdi>{request.details}</bdi>
          </dd>
        </>
      )}
      {request.status !== 'open' && (
        <>
          <dt className="font-semibold">{t('privacyHandledBy')}</dt>
          <dd>
            {request.automatic ? t('privacyAutomatic') : <bdi>{request.handledBy ?? ''}</bdi>}
            {request.answeredAt && ` – ${formatDateTime(request.answeredAt, lang)}`}
          </dd>
        </>
      )}
      {request.answer && (
        <>
          <dt className="font-semibold">{t('privacyAnswer')}</dt>
          <dd className="whitespace-pre-line">
            <bdi>{request.answer}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The answer form: answered or refused, with a note the customer receives in the outbox. */
function AnswerForm({ request }: { request: StaffPrivacyRequest }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const save = useFormAction<unknown>({ intent: `answer:${request.id}` });
  const refused = save.result && !save.result.ok ? save.result : undefined;
  const shown = (name: string, saved: string) => refused?.values?.[name] ?? saved;
  const title = t('privacyAnswerTitle', {
    kind: t(`privacyKind_${request.kind}`),
    id: formatId(request.id, lang),
  });
  return (
    <section className={`${card} mt-4 grid gap-3`} aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      <RequestFacts request={request} />
      {request.status === 'open' ? (
        <save.fetcher.Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="id" value={request.id} />
          <input type="hidden" name="version" value={request.version} />
          <FormField
            label={t('privacyOutcome')}
            name="outcome"
            defaultValue={shown('outcome', 'answered')}
            control={{
              select: [
                { value: 'answered', label: t('privacyOutcome_answered') },
                { value: 'refused', label: t('privacyOutcome_refused') },
              ],
            }}
          />
          <FormField
            label={t('privacyAnswerNote')}
            hint={t(`privacyAnswerHint_${request.lang}`)}
            name="answer"
            maxLength={2000}
            control={{ rows: 4 }}
            defaultValue={shown('answer', '')}
          />
          <ResultNotice result={save.result} />
          <div>
            <button type="submit" className={primary} disabled={save.sending}>
              {save.sending ? t('sending') : t('privacySendAnswer')}
            </button>
          </div>
        </save.fetcher.Form>
      ) : (
        <ResultNotice result={save.result} />
      )}
    </section>
  );
}

/**
 * A request that arrived by e-mail, letter, phone or at a branch (docs/decisions/0089): the customer
 * by phone number or e-mail address, the kind, the day received, how, and what was asked.
 */
function RecordForm({ today }: { today: string }) {
  const t = useStaffT();
  const action = useFormAction<unknown>({ intent: 'record' });
  const refused = action.result && !action.result.ok ? action.result : undefined;
  const shown = (name: string, fallback: string) => refused?.values?.[name] ?? fallback;
  return (
    <section className={`${card} mt-4`} aria-labelledby="privacy-record">
      <h2 id="privacy-record" className="text-lg font-bold">
        {t('privacyRecordTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('privacyRecordIntro')}</p>
      <action.fetcher.Form
        method="post"
        className="mt-3 grid gap-3 sm:grid-cols-2"
        aria-label={t('privacyRecordTitle')}
      >
        <input type="hidden" name="intent" value="record" />
        <FormField
          label={t('privacyRecordCustomer')}
          name="customer"
          maxLength={254}
          defaultValue={shown('customer', '')}
        />
        <FormField
          label={t('privacyRecordKind')}
          name="kind"
          defaultValue={shown('kind', 'access')}
          control={{
            select: privacyRequestKinds.map((kind) => ({ value: kind, label: t(`privacyKind_${kind}`) })),
          }}
        />
        <StaffDateField
          name="receivedOn"
          label={t('privacyRecordReceivedOn')}
          defaultValue={shown('receivedOn', today)}
        />
        <FormField
          label={t('privacyRecordChannel')}
          name="channel"
          defaultValue={shown('channel', 'email')}
          control={{
            select: recordedRequestChannels.map((channel) => ({
              value: channel,
              label: t(`privacyChannel_${channel}`),
            })),
          }}
        />
        <div className="sm:col-span-2">
          <FormField
            label={t('privacyRecordNote')}
            name="note"
            maxLength={2000}
            control={{ rows: 3 }}
            defaultValue={shown('note', '')}
          />
        </div>
        <ResultNotice result={action.result} className="sm:col-span-2" />
        <div>
          <button type="submit" className={primary} disabled={action.sending}>
            {action.sending ? t('sending') : t('privacyRecordSubmit')}
          </button>
        </div>
      </action.fetcher.Form>
    </section>
  );
}

function HolidayRemove({ day, name }: { day: string; name: string }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const action = useFormAction<unknown>({ intent: `removeHoliday:${day}` });
  return (
    <li className="flex flex-wrap items-center gap-3">
      <span>
        {formatDay(day, lang)}
        {name && (
          <>
            {' – '}
            <bdi>{name}</bdi>
          </>
        )}
      </span>
      <action.fetcher.Form method="post" className="contents">
        <input type="hidden" name="intent" value="removeHoliday" />
        <input type="hidden" name="day" value={day} />
        <button
          type="submit"
          className={`${secondary} border-red-700 text-red-800`}
          aria-label={`${t('privacyHolidayRemove')}: ${formatDay(day, lang)}`}
          disabled={action.sending}
        >
          {t('privacyHolidayRemove')}
        </button>
        <ResultNotice result={action.result} className="basis-full" />
      </action.fetcher.Form>
    </li>
  );
}

function HolidayAdd() {
  const t = useStaffT();
  const action = useFormAction<unknown>({ intent: 'addHoliday' });
  return (
    <action.fetcher.Form
      method="post"
      className="mt-3 grid gap-3 sm:grid-cols-2"
      aria-label={t('privacyHolidayAdd')}
    >
      <input type="hidden" name="intent" value="addHoliday" />
      <StaffDateField name="day" label={t('privacyHolidayDay')} defaultValue="" />
      <FormField label={t('privacyHolidayName')} name="name" required={false} maxLength={80} />
      <ResultNotice result={action.result} className="sm:col-span-2" />
      <div>
        <button type="submit" className={primary} disabled={action.sending}>
          {action.sending ? t('sending') : t('privacyHolidayAdd')}
        </button>
      </div>
    </action.fetcher.Form>
  );
}

/**
 * The privacy requests' queue (docs/decisions/0081): overdue first, then open by deadline, then the
 * decided; `?answer=<id>` opens one's answer form. The public holidays the deadlines skip below.
 * Plain forms and links: it works without scripts.
 */
export function PrivacyScreen({ data }: { data: PrivacyRequestsData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const here = `/${lang}/staff/privacy`;
  const open = data.requests.filter((r) => r.status === 'open').length;
  const overdue = data.requests.filter((r) => r.overdue).length;
  return (
    <div className="max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('privacyTitle')}</h1>
        <div className="flex flex-wrap gap-4">
          <Link to={`/${lang}/staff/content/privacy-notice`} className={pageLink}>
            {t('noticeLink')}
          </Link>
          <Link to={`${here}/breaches`} className={pageLink}>
            {t('breachesTitle')}
          </Link>
        </div>
      </div>
      <p className="mt-1 max-w-3xl text-slate-700">{t('privacyIntro')}</p>
      <p className="mt-2 font-semibold" data-testid="privacy-counts">
        {t('privacyCounts', { open: formatId(open, lang), overdue: formatId(overdue, lang) })}
      </p>
      <RecordForm today={data.today} />
      {data.answering && <AnswerForm key={data.answering.id} request={data.answering} />}
      {data.requests.length === 0 ? (
        <p className="mt-4">{t('privacyEmpty')}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {data.requests.map((request) => (
            <li
              key={request.id}
              className={`${card} grid gap-2 ${request.overdue ? 'border-2 border-red-700 bg-red-50' : ''}`}
              data-testid={`privacy-request-${request.id}`}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">{t(`privacyKind_${request.kind}`)}</span>
                <StatusBadge request={request} />
                {request.status === 'open' && (
                  <Link
                    to={`${here}?answer=${request.id}`}
                    className={`${pageLink} ms-auto`}
                    aria-label={`${t('privacyAnswerLink')}: ${request.customerName}`}
                  >
                    {t('privacyAnswerLink')}
                  </Link>
                )}
              </div>
              <RequestFacts request={request} />
            </li>
          ))}
        </ul>
      )}
      <section className={`${card} mt-6`} aria-labelledby="privacy-holidays">
        <h2 id="privacy-holidays" className="text-lg font-bold">
          {t('privacyHolidaysTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('privacyHolidaysIntro')}</p>
        {data.holidays.length === 0 ? (
          <p className="mt-2">{t('privacyHolidaysEmpty')}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {data.holidays.map((h) => (
              <HolidayRemove key={h.day} day={h.day} name={h.name} />
            ))}
          </ul>
        )}
        <HolidayAdd />
      </section>
    </div>
  );
}
