import type { ContentPageSlug, Lang } from '@store/contract';
import { formatId } from '../../i18n/format.ts';
import { type MessageOf, type Translate, translator } from '../../i18n/i18n.ts';
import { storeContact } from '../contact/index.ts';
import type { FaqGroup } from './faq-list.tsx';

/**
 * The static pages' text in code (docs/decisions/0077): what the storefront shows while a page has
 * no version stored, and, as HTML of the tags the console keeps, what its editor starts from.
 */

/** The FAQ's three groups; the answers restate docs/product.md#policies in each language. */
export function faqGroups(t: Translate<'pages'>): FaqGroup[] {
  const items = (id: string, key: 'General' | 'Delivery' | 'Cancel', count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: `${id}-${index + 1}`,
      question: t(`faq${key}Q${index + 1}` as MessageOf<'pages'>),
      answer: t(`faq${key}A${index + 1}` as MessageOf<'pages'>),
    }));
  return [
    { id: 'general', title: t('faqGeneral'), items: items('general', 'General', 6) },
    { id: 'delivery', title: t('faqDelivery'), items: items('delivery', 'Delivery', 7) },
    { id: 'cancellation', title: t('faqCancellation'), items: items('cancellation', 'Cancel', 4) },
  ];
}

/** The terms' sections: each a title and lines (`terms<Section>Title`, `terms<Section>Items`). */
export const termsSections = [
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

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's title and text in code, as the console's editor starts from it. */
export function codePage(slug: ContentPageSlug, lang: Lang): { title: string; body: string } {
  const t = translator(lang, 'pages');
  const p = (text: string) => `<p>${escaped(text)}</p>`;
  const h2 = (text: string) => `<h2>${escaped(text)}</h2>`;
  switch (slug) {
    case 'about':
      return {
        title: t('aboutTitle'),
        body: [
          p(t('aboutIntro1')),
          p(t('aboutIntro2')),
          p(t('aboutIntro3')),
          h2(t('missionTitle')),
          p(t('missionText')),
          h2(t('visionTitle')),
          p(t('visionText')),
        ].join('\n'),
      };
    case 'faq':
      return {
        title: t('faqTitle'),
        body: faqGroups(t)
          .flatMap((group) => [
            h2(group.title),
            ...group.items.map(
              (item) => `<details><summary>${escaped(item.question)}</summary>${p(item.answer)}</details>`,
            ),
          ])
          .join('\n'),
      };
    case 'terms':
      return {
        title: t('termsTitle'),
        body: [
          p(t('termsUpdated')),
          ...termsSections.flatMap((section, index) => [
            h2(`${formatId(index + 1, lang)}. ${t(`terms${section}Title` as MessageOf<'pages'>)}`),
            `<ul>${t(`terms${section}Items` as MessageOf<'pages'>, { email: storeContact.email })
              .split('\n')
              .map((line) => `<li>${escaped(line)}</li>`)
              .join('')}</ul>`,
          ]),
        ].join('\n'),
      };
  }
}
