import { useEffect } from 'react';
import { storeContact } from '../features/contact/store-contact.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { HelpCard } from '../features/content/help-card.tsx';
import { formatId } from '../i18n/format.ts';
import { type MessageOf, translator, useLang, useT } from '../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/terms';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: t('termsTitle'),
    description: t('termsDescription'),
    path: '/terms-and-conditions',
    origin: originOf(matches),
  });
}

/** Each section's copy is per language: where the sources disagree, each language keeps its reading. */
const sections = [
  'Acceptance',
  'Products',
  'Orders',
  'Delivery',
  'Payment',
  'Substitution',
  'Cancellation',
  'Refund',
  'Returns',
  'Privacy',
  'Contact',
] as const;

export default function Terms() {
  const t = useT('pages');
  const lang = useLang();
  // docs/product.md#screen-details: the terms open at the top, whatever the scroll position before.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <ContentPage
      title={t('termsTitle')}
      intro={t('termsUpdated')}
      aside={
        <div className="space-y-6">
          <nav aria-labelledby="terms-toc" className="hidden desk:block">
            <h2 id="terms-toc" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
              {t('onThisPage')}
            </h2>
            <ol className="mt-3 space-y-1 border-s border-slate-200 text-sm">
              {sections.map((section) => (
                <li key={section}>
                  <a
                    href={`#terms-${section}`}
                    className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    {t(`terms${section}Title` as MessageOf<'pages'>)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <HelpCard />
        </div>
      }
    >
      <ol className="space-y-8">
        {sections.map((section, index) => (
          <li key={section}>
            <section aria-labelledby={`terms-${section}`} className="scroll-mt-4">
              <h2 id={`terms-${section}`} className="text-xl font-bold text-brand-800">
                <span className="me-2 text-brand-600">{formatId(index + 1, lang)}.</span>
                {t(`terms${section}Title` as MessageOf<'pages'>)}
              </h2>
              <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-brand-600">
                {t(`terms${section}Items` as MessageOf<'pages'>, { email: storeContact.email })
                  .split('\n')
                  .map((item) => (
                    <li key={item}>{item}</li>
                  ))}
              </ul>
            </section>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
