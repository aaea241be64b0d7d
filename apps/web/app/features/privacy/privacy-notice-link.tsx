import { useLang, useT } from '../../i18n/i18n.ts';

/**
 * A line that names the privacy notice and links it (docs/decisions/0074): under the sign-up form,
 * beside the order button and on the "My data" page. `text` says what the form means; the notice
 * opens in a new tab, so nothing typed in the form is lost.
 */
export function PrivacyNoticeLine({ text }: { text: 'register' | 'checkout' | 'myData' | 'prescription' }) {
  const t = useT('privacy');
  const lang = useLang();
  return (
    <p className="text-sm text-slate-600">
      {t(`notice_${text}`)}{' '}
      <a
        href={`/${lang}/privacy`}
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {t('noticeLink')}
      </a>
    </p>
  );
}
