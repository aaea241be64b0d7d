import type { Lang } from '@store/contract';

/**
 * Where a notification leads: a page of this store only. The API writes its `url` with the language
 * (`/ar/order-info/12/alternatives`); a path without one gets the page's; anything that could leave
 * the store (`//host`, `https:`, `/\host`, `javascript:`) leads to the inbox instead.
 */
export function notificationHref(url: string, lang: Lang): string {
  const inbox = `/${lang}/notifications`;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\') || /[\s\\]/.test(url))
    return inbox;
  if (/^\/(en|ar)(\/|$|\?)/.test(url)) return url;
  return `/${lang}${url}`;
}
