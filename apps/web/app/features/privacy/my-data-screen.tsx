import type { ConsentState, MyPrivacyRequest } from '@store/contract';
import { formatDateTime } from '../../i18n/format.ts';
import { localizeCopyDigits, useLang, useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { type NoticeLine, PrivacyNoticeLine } from './privacy-notice-link.tsx';
import type { RequestsCopy } from './privacy-requests-copy.server.ts';

const kindLabels = {
  marketing_sms: 'kind_marketing_sms',
  marketing_whatsapp: 'kind_marketing_whatsapp',
  marketing_email: 'kind_marketing_email',
  marketing_push: 'kind_marketing_push',
  health_data: 'kind_health_data',
} as const;

const button =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-8 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60';
const card = 'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4';

/**
 * The profile's "My data" (docs/decisions/0067): the consents as checkboxes, the download link, and
 * deleting the account with a texted code. Every form is a plain post: it works without scripts.
 */
export function MyDataScreen({
  consents,
  requests,
  requestsCopy: c,
  privacyLine,
  pageResult,
}: {
  consents: ConsentState[];
  requests: MyPrivacyRequest[];
  requestsCopy: RequestsCopy;
  privacyLine: NoticeLine;
  pageResult: FormResult | undefined;
}) {
  const t = useT('privacy');
  const lang = useLang();
  const saver = useFormAction({ key: 'my-data-consents', intent: 'consents' });
  const coder = useFormAction({ key: 'my-data-code', intent: 'deleteCode' });
  const deleter = useFormAction({ key: 'my-data-delete', intent: 'delete' });
  const asker = useFormAction({ key: 'my-data-request', intent: 'privacyRequest' });
  useFormResult(asker.result ?? (pageResult?.intent === 'privacyRequest' ? pageResult : undefined));
  useFormResult(saver.result ?? (pageResult?.intent === 'consents' ? pageResult : undefined));
  useFormResult(coder.result ?? (pageResult?.intent === 'deleteCode' ? pageResult : undefined));
  useFormResult(deleter.result ?? (pageResult?.intent === 'delete' ? pageResult : undefined));
  const privacy = consents.find((c) => c.kind === 'privacy');
  const deleteError =
    (deleter.result ?? (pageResult?.intent === 'delete' ? pageResult : undefined))?.ok === false;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">{t('intro')}</p>
      <PrivacyNoticeLine line={privacyLine} />

      <section aria-labelledby="consents-title" className={card}>
        <h3 id="consents-title" className="text-lg font-bold text-slate-900">
          {t('consentsTitle')}
        </h3>
        <p className="text-sm text-slate-600">
          {privacy?.granted
            ? t('privacyGiven', { version: localizeCopyDigits(lang, privacy.version ?? '') })
            : t('privacyNotGiven')}
        </p>
        <saver.fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="consents" />
          <p className="text-slate-700">{t('consentsIntro')}</p>
          {(Object.keys(kindLabels) as (keyof typeof kindLabels)[]).map((kind) => (
            <label key={kind} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
              <input
                type="checkbox"
                name={kind}
                value="true"
                defaultChecked={consents.find((c) => c.kind === kind)?.granted ?? false}
                className="mt-1 size-5 shrink-0 accent-brand-600"
              />
              <span className="font-semibold text-slate-900">{t(kindLabels[kind])}</span>
            </label>
          ))}
          <div>
            <button type="submit" disabled={saver.sending} className={button}>
              {t('saveConsents')}
            </button>
          </div>
        </saver.fetcher.Form>
      </section>

      <section aria-labelledby="download-title" className={card}>
        <h3 id="download-title" className="text-lg font-bold text-slate-900">
          {t('downloadTitle')}
        </h3>
        <p className="text-sm text-slate-600">{t('downloadIntro')}</p>
        <div>
          <a href={`/${lang}/my-data.zip`} download className={button}>
            {t('download')}
          </a>
        </div>
      </section>

      <section aria-labelledby="requests-title" className={card}>
        <h3 id="requests-title" className="text-lg font-bold text-slate-900">
          {c.requestsTitle}
        </h3>
        <p className="text-sm text-slate-600">{c.requestsIntro}</p>
        <asker.fetcher.Form method="post" className="flex flex-col gap-3" key={requests.length}>
          <input type="hidden" name="intent" value="privacyRequest" />
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-slate-800">{c.kindLabel}</span>
            <select name="kind" className="h-11 rounded-lg border border-slate-300 bg-white px-3">
              <option value="correction">{c.kind_correction}</option>
              <option value="objection">{c.kind_objection}</option>
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-slate-800">{c.detailsLabel}</span>
            <textarea
              name="details"
              required
              rows={3}
              maxLength={2000}
              className="rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <div>
            <button type="submit" disabled={asker.sending} className={button}>
              {c.send}
            </button>
          </div>
        </asker.fetcher.Form>
        <h4 className="font-bold text-slate-900">{c.listTitle}</h4>
        {requests.length === 0 ? (
          <p className="text-sm text-slate-600">{c.empty}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="my-privacy-requests">
            {requests.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {c[`request_${r.kind}`]}
                  {' – '}
                  {r.automatic ? c.automatic : c[`status_${r.status}`]}
                </p>
                <p className="text-slate-600">
                  {c.received}: {formatDateTime(r.receivedAt, lang)}
                  {r.status === 'open' &&
                    ` – ${c.deadline}: ${formatDateTime(new Date(Date.parse(r.deadline) - 60_000).toISOString(), lang)}`}
                </p>
                {r.details && <p className="whitespace-pre-line text-slate-700">{r.details}</p>}
                {r.answer && (
                  <p className="whitespace-pre-line text-slate-900">
                    <span className="font-semibold">{c.answer}: </span>
                    {r.answer}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="delete-title" className={`${card} border-red-200`}>
        <h3 id="delete-title" className="text-lg font-bold text-red-800">
          {t('deleteTitle')}
        </h3>
        <p className="text-sm text-slate-700">{t('deleteIntro')}</p>
        <coder.fetcher.Form method="post">
          <input type="hidden" name="intent" value="deleteCode" />
          <button
            type="submit"
            disabled={coder.sending}
            className="inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-6 text-sm font-bold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {t('sendCode')}
          </button>
        </coder.fetcher.Form>
        <deleter.fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="delete" />
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-slate-800">{t('codeLabel')}</span>
            <input
              name="code"
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={4}
              aria-invalid={deleteError || undefined}
              className="h-11 w-40 rounded-lg border border-slate-300 px-3 text-lg tracking-widest"
            />
          </label>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="confirm"
              value="true"
              required
              className="mt-1 size-5 shrink-0 accent-red-700"
            />
            <span className="text-sm text-slate-800">{t('confirmLabel')}</span>
          </label>
          <div>
            <button
              type="submit"
              disabled={deleter.sending}
              className="inline-flex h-11 items-center justify-center rounded-full bg-red-700 px-8 text-sm font-bold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t('deleteAccount')}
            </button>
          </div>
        </deleter.fetcher.Form>
      </section>
    </div>
  );
}
