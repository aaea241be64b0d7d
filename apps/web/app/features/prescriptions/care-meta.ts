import type { MetaDescriptor } from 'react-router';
import { type MessageOf, translator } from '../../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../../lib/seo/page-meta.ts';

/** The head of a prescription or support page: one person's page, never indexed. */
export function careMeta(
  { params, matches }: { params: { lang?: string }; matches: Parameters<typeof originOf>[0] },
  page: {
    title: MessageOf<'care'>;
    description: MessageOf<'care'>;
    path: string;
    values?: Record<string, string>;
  },
): MetaDescriptor[] {
  const lang = langOf(params);
  const t = translator(lang, 'care');
  return pageMeta({
    lang,
    title: t(page.title, page.values),
    description: t(page.description, page.values),
    path: page.path,
    origin: originOf(matches),
    noindex: true,
  });
}
