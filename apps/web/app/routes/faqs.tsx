import { ContentPage } from '../features/content/content-page.tsx';
import { FaqList } from '../features/content/faq-list.tsx';
import { HelpCard } from '../features/content/help-card.tsx';
import { faqGroups } from '../features/content/page-defaults.ts';
import { RichText } from '../features/content/rich-text.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/faqs';

/** The FAQ as edited in the console (docs/decisions/0077), or null: the questions below, in code. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await context.get(storeApiContext).contentPage('faq') };
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: loaderData?.page?.title ?? t('faqTitle'),
    description: t('faqDescription'),
    path: '/FAQs',
    origin: originOf(matches),
  });
}

export default function Faqs({ loaderData: { page } }: Route.ComponentProps) {
  const t = useT('pages');
  if (page)
    return (
      <ContentPage title={page.title} aside={<HelpCard />}>
        <RichText html={page.body} />
      </ContentPage>
    );
  return (
    <ContentPage title={t('faqTitle')} aside={<HelpCard />}>
      <FaqList groups={faqGroups(t)} />
    </ContentPage>
  );
}
