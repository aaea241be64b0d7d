import { ContentPage } from '../features/content/content-page.tsx';
import { type FaqGroup, FaqList } from '../features/content/faq-list.tsx';
import { HelpCard } from '../features/content/help-card.tsx';
import { type Translate, translator, useT } from '../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/faqs';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: t('faqTitle'),
    description: t('faqDescription'),
    path: '/FAQs',
    origin: originOf(matches),
  });
}

/** The three groups; the answers restate docs/product.md#policies in each language. */
function faqGroups(t: Translate<'pages'>): FaqGroup[] {
  return [
    {
      id: 'general',
      title: t('faqGeneral'),
      items: ([1, 2, 3, 4, 5, 6] as const).map((n) => ({
        id: `general-${n}`,
        question: t(`faqGeneralQ${n}`),
        answer: t(`faqGeneralA${n}`),
      })),
    },
    {
      id: 'delivery',
      title: t('faqDelivery'),
      items: ([1, 2, 3, 4, 5, 6, 7] as const).map((n) => ({
        id: `delivery-${n}`,
        question: t(`faqDeliveryQ${n}`),
        answer: t(`faqDeliveryA${n}`),
      })),
    },
    {
      id: 'cancellation',
      title: t('faqCancellation'),
      items: ([1, 2, 3, 4] as const).map((n) => ({
        id: `cancellation-${n}`,
        question: t(`faqCancelQ${n}`),
        answer: t(`faqCancelA${n}`),
      })),
    },
  ];
}

export default function Faqs() {
  const t = useT('pages');
  return (
    <ContentPage title={t('faqTitle')} aside={<HelpCard />}>
      <FaqList groups={faqGroups(t)} />
    </ContentPage>
  );
}
