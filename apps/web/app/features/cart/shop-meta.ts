import type { MetaDescriptor } from 'react-router';
import { type MessageOf, translator } from '../../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../../lib/seo/page-meta.ts';

type ShopKey = MessageOf<'shop'>;

/**
 * The head of a shopper's own page (cart, checkout, orders, profile tabs): its title and description
 * from the shop copy, never indexed (each is one person's).
 */
export function shopMeta(
  { params, matches }: { params: { lang?: string }; matches: Parameters<typeof originOf>[0] },
  page: { title: ShopKey; description: ShopKey; path: string; values?: Record<string, string | number> },
): MetaDescriptor[] {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t(page.title, page.values),
    description: t(page.description, page.values),
    path: page.path,
    origin: originOf(matches),
    noindex: true,
  });
}

/** A shopper's own page is never cached by the browser or a proxy. */
export const privatePage = () => ({ 'Cache-Control': 'private, no-store' });
