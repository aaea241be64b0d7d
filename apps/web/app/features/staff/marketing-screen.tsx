import { marketingChannels } from '@store/contract';
import { formatDateTime, formatId } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { MarketingData } from './marketing.server.ts';
import { primary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { card } from './taxonomy-forms.tsx';

/**
 * Marketing messages (docs/decisions/0089): the send form (both languages; a subject for e-mail) and
 * the messages sent. The API sends only to customers who agreed on the channel, each message with its
 * own opt-out link. A plain form: works without scripts.
 */
export function MarketingScreen({ data }: { data: MarketingData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const send = useFormAction<unknown>({ intent: 'send' });
  const refused = send.result && !send.result.ok ? send.result : undefined;
  const shown = (name: string, fallback = '') => refused?.values?.[name] ?? fallback;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t('marketingTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('marketingIntro')}</p>
      <p className="mt-2 font-semibold" data-testid="marketing-audience">
        {t('marketingAudience', {
          sms: formatId(data.audience.sms, lang),
          email: formatId(data.audience.email, lang),
        })}
      </p>
      <section className={`${card} mt-4`} aria-labelledby="marketing-send">
        <h2 id="marketing-send" className="text-lg font-bold">
          {t('marketingSendTitle')}
        </h2>
        <send.fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
          <FormField
            label={t('marketingChannel')}
            name="channel"
            defaultValue={shown('channel', 'sms')}
            control={{
              select: marketingChannels.map((channel) => ({
                value: channel,
                label: t(`marketingChannel_${channel}`),
              })),
            }}
          />
          <div className="hidden sm:block" />
          <FormField
            label={t('marketingSubjectEn')}
            name="subjectEn"
            required={false}
            maxLength={120}
            defaultValue={shown('subjectEn')}
          />
          <FormField
            label={t('marketingSubjectAr')}
            name="subjectAr"
            required={false}
            maxLength={120}
            defaultValue={shown('subjectAr')}
          />
          <FormField
            label={t('marketingBodyEn')}
            hint={t('marketingBodyHint')}
            name="bodyEn"
            maxLength={4000}
            control={{ rows: 4 }}
            defaultValue={shown('bodyEn')}
          />
          <FormField
            label={t('marketingBodyAr')}
            hint={t('marketingBodyHint')}
            name="bodyAr"
            maxLength={4000}
            control={{ rows: 4 }}
            defaultValue={shown('bodyAr')}
          />
          <ResultNotice result={send.result} className="sm:col-span-2" />
          <div>
            <button type="submit" className={primary} disabled={send.sending}>
              {send.sending ? t('sending') : t('marketingSend')}
            </button>
          </div>
        </send.fetcher.Form>
      </section>
      <section className="mt-6" aria-labelledby="marketing-history">
        <h2 id="marketing-history" className="text-lg font-bold">
          {t('marketingHistoryTitle')}
        </h2>
        {data.messages.length === 0 ? (
          <p className="mt-2">{t('marketingEmpty')}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {data.messages.map((message) => (
              <li key={message.id} className={`${card} grid gap-1`}>
                <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
                  <span className="font-semibold">{t(`marketingChannel_${message.channel}`)}</span>
                  <span>{formatDateTime(message.createdAt, lang)}</span>
                  <span>{t('marketingRecipients', { count: formatId(message.recipients, lang) })}</span>
                  <span>{t('marketingSentBy', { name: message.sentBy })}</span>
                </p>
                <p className="whitespace-pre-line">
                  <bdi>
                    {lang === 'ar'
                      ? message.subjectAr || message.bodyAr
                      : message.subjectEn || message.bodyEn}
                  </bdi>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
