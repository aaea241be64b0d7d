import { defaultLang, isLang, type Lang } from '@store/contract';
import type { MetaDescriptor } from 'react-router';
import { type MessageOf, type Namespace, translator } from '../../i18n/i18n.ts';

export function langOf(params: { lang?: string }): Lang {
  return isLang(params.lang) ? params.lang : defaultLang;
}

/** The site's origin, as the store layout's loader saw it (absolute URLs for canonical and hreflang). */
export function originOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const layout = matches.find((match) => match?.id === 'routes/store-layout');
  const origin = (layout?.loaderData as { origin?: string } | undefined)?.origin;
  return origin ?? '';
}

export interface PageMetaInput {
  lang: Lang;
  /** The page's own title; the store name is appended. */
  title: string;
  description: string;
  /** Path after the language prefix, e.g. '/deals' or '/product/1/65/p-1.svg/Panadol'. */
  path: string;
  origin: string;
  noindex?: boolean;
}

/**
 * The stable, language-neutral form of a path: names (which differ per language and may change) and
 * the product route's price and image segments are dropped, so both languages' pages point at each
 * other and a renamed product keeps its address.
 */
export function canonicalPath(path: string): string {
  const match = /^\/(category\/[123]\/\d+|brand\/\d+|product\/\d+|recipes?\/\d+)(?:\/.*)?$/.exec(path);
  if (!match) return path;
  return `/${match[1]!.replace(/^recipes\//, 'recipe/')}`;
}

/** Title, description, canonical URL and the en/ar alternates every page carries. */
export function pageMeta({
  lang,
  title,
  description,
  path,
  origin,
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const storeName = translator(lang, 'common')('storeName');
  const stable = canonicalPath(path);
  const url = (to: Lang) => `${origin}/${to}${stable}`;
  const descriptors: MetaDescriptor[] = [
    { title: title ? `${title} | ${storeName}` : storeName },
    { name: 'description', content: description },
    { property: 'og:title', content: title || storeName },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: lang === 'ar' ? 'ar_EG' : 'en_EG' },
    { tagName: 'link', rel: 'canonical', href: url(lang) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: url('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ];
  if (noindex) descriptors.push({ name: 'robots', content: 'noindex' });
  return descriptors;
}

/** A URL as the API gives it (absolute since PUBLIC_URL, docs/decisions/0031), or a path on `origin`. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

/**
 * The head of one person's own page (cart, orders, prescriptions, support...): its title and
 * description from the `ns` copy, never indexed.
 */
export function ownPageMeta<N extends Namespace>(
  { params, matches }: { params: { lang?: string }; matches: Parameters<typeof originOf>[0] },
  ns: N,
  page: {
    title: MessageOf<N>;
    description: MessageOf<N>;
    path: string;
    values?: Record<string, string | number>;
  },
): MetaDescriptor[] {
  const lang = langOf(params);
  const t = translator(lang, ns);
  return pageMeta({
    lang,
    title: t(page.title, page.values),
    description: t(page.description, page.values),
    path: page.path,
    origin: originOf(matches),
    noindex: true,
  });
}
