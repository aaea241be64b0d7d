import { Link } from 'react-router';
import { formatId } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { PhoneIcon } from '../../ui/icons.tsx';
import { storeContact } from '../contact/index.ts';

/** 'Still need help?': the hotline and the contact page, beside the FAQs and the terms. */
export function HelpCard() {
  const t = useT('pages');
  const lang = useLang();
  return (
    <section aria-labelledby="help-card" className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="help-card" className="text-lg font-bold text-brand-800">
        {t('needHelp')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{t('needHelpText')}</p>
      <a
        href={`tel:${storeContact.hotline}`}
        aria-label={t('callHotline')}
        className="mt-4 flex min-h-11 items-center gap-2 text-xl font-bold text-brand-700 hover:underline"
      >
        <PhoneIcon className="size-5" />
        {formatId(storeContact.hotline, lang)}
      </a>
      <Link
        to={`/${lang}/contact-us`}
        className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {t('writeToUs')}
      </Link>
    </section>
  );
}
