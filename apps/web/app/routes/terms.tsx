import { useEffect } from 'react';
import { storeContact } from '../features/contact/store-contact.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { HelpCard } from '../features/content/help-card.tsx';
import { termsSections } from '../features/content/page-defaults.ts';
import { RichText } from '../features/content/rich-text.tsx';
import { formatId } from '../i18n/format.ts';
import { type MessageOf, translator, useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/terms';

/** The terms as edited in the console (docs/decisions/0077), or null: the sections below, in code. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await context.get(storeApiContext).contentPage('terms') };
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: loaderData?.page?.title ?? t('termsTitle'),
    description: t('termsDescription'),
    path: '/terms-and-conditions',
    origin: originOf(matches),
  });
}

export default function Terms({ loaderData: { page } }: Route.ComponentProps) {
  const t = useT('pages');
  const lang = useLang();
  // docs/product.md#screen-details: the terms open at the top, whatever the scroll position before.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  if (page)
    return (
      <ContentPage title={page.title} aside={<HelpCard />}>
        <RichText html={page.body} />
      </ContentPage>
    );
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
              {termsSections.map((section) => (
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
        {termsSections.map((section, index) => (
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
