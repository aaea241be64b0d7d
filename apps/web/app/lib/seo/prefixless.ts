import { defaultLang, isLang, type Lang } from '@store/contract';

/**
 * The first path segments of the store's pages under `/:lang` (routes.ts; prefixless.test.ts keeps
 * the two in step). A path starting with one of them but without a language (`/cart`, `/FAQs`,
 * `/product/1/…`) is the spec's "optional language prefix" left out, and is redirected; any other
 * path without a language stays a 404.
 */
export const prefixlessPages: ReadonlySet<string> = new Set([
  'deals',
  'offers',
  'category',
  'brand',
  'search',
  'product',
  'recipes',
  'recipe',
  'about',
  'contact-us',
  'FAQs',
  'terms-and-conditions',
  'privacy',
  'coming-soon',
  'login',
  'register',
  'phone-verification',
  'forget-password',
  'reset-password',
  'password-changed',
  'profile',
  'cart',
  'checkout',
  'order-placed',
  'checkout-redirect',
  'order-info',
  'notifications',
  'my-data.zip',
  'support',
  'unsubscribe',
]);

/**
 * The language a visitor without one in the URL gets: the one they last used (the `lang` cookie),
 * else Arabic when the browser prefers Arabic to English (Accept-Language, by its q-values), else
 * English.
 */
export function visitorLang(saved: string | undefined, acceptLanguage: string | null): Lang {
  if (isLang(saved)) return saved;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of acceptLanguage?.split(',') ?? []) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLang(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // The first of equal weights wins: the browser lists its languages in order of preference.
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? defaultLang;
}

/**
 * Where a path without a language goes: the same path and query under the visitor's language, or
 * null when its first segment is no page of the store (`/fr/deals`, `/no/such/page`: 404).
 */
export function prefixlessTarget(url: URL, lang: Lang): string | null {
  const first = url.pathname.split('/')[1] ?? '';
  if (!prefixlessPages.has(first)) return null;
  return `/${lang}${url.pathname}${url.search}`;
}
