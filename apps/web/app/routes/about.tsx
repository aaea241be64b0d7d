import { ContentPage } from '../features/content/content-page.tsx';
import { RichText } from '../features/content/rich-text.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/about';

/** The page as edited in the console (docs/decisions/0077), or null: the text below, in code. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await context.get(storeApiContext).contentPage('about') };
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: loaderData?.page?.title ?? t('aboutTitle'),
    description: t('aboutDescription'),
    path: '/about',
    origin: originOf(matches),
  });
}

export default function About({ loaderData: { page } }: Route.ComponentProps) {
  const t = useT('pages');
  if (page)
    return (
      <ContentPage title={page.title}>
        <RichText html={page.body} className="desk:text-lg" />
      </ContentPage>
    );
  return (
    <ContentPage title={t('aboutTitle')} wide>
      <div className="grid gap-8 desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] desk:gap-12">
        <div className="max-w-3xl space-y-4 leading-relaxed desk:text-lg text-slate-700">
          <p>{t('aboutIntro1')}</p>
          <p>{t('aboutIntro2')}</p>
          <p>{t('aboutIntro3')}</p>
        </div>
        <div className="grid content-start gap-4 sm:grid-cols-2 desk:grid-cols-1">
          <section aria-labelledby="mission" className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
            <h2 id="mission" className="text-xl font-bold text-brand-800">
              {t('missionTitle')}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t('missionText')}</p>
          </section>
          <section aria-labelledby="vision" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="vision" className="text-xl font-bold text-brand-800">
              {t('visionTitle')}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t('visionText')}</p>
          </section>
        </div>
      </div>
    </ContentPage>
  );
}
