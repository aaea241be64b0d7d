import type { MetaDescriptor } from 'react-router';
import type { MessageOf } from '../../i18n/i18n.ts';
import { ownPageMeta } from '../../lib/seo/page-meta.ts';

type ShopKey = MessageOf<'shop'>;

/**
 * The head of a shopper's own page (cart, checkout, orders, profile tabs): its title and description
 * from the shop copy, never indexed (each is one person's).
 */
export function shopMeta(
  args: Parameters<typeof ownPageMeta>[0],
  page: { title: ShopKey; description: ShopKey; path: string; values?: Record<string, string | number> },
): MetaDescriptor[] {
  return ownPageMeta(args, 'shop', page);
}

/** A shopper's own page is never cached by the browser or a proxy. */
export const privatePage = () => ({ 'Cache-Control': 'private, no-store' });
