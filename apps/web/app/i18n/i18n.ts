import { defaultLang, isLang, type Lang } from '@store/contract';
import i18next from 'i18next';
import { useParams } from 'react-router';
import { type Namespace, namespaces } from './messages/index.ts';

const resources = {
  en: Object.fromEntries(Object.entries(namespaces).map(([ns, messages]) => [ns, messages.en])),
  ar: Object.fromEntries(Object.entries(namespaces).map(([ns, messages]) => [ns, messages.ar])),
};

/** One instance, both languages loaded up front (the copy is small); the URL picks the language. */
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: defaultLang,
  fallbackLng: defaultLang,
  ns: Object.keys(namespaces),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export type MessageOf<N extends Namespace> = keyof (typeof namespaces)[N]['en'] & string;
export type Translate<N extends Namespace> = (
  key: MessageOf<N>,
  values?: Record<string, string | number>,
) => string;

/** A translator for one namespace in one language, usable outside React (meta, loaders). */
export function translator<N extends Namespace>(lang: Lang, ns: N): Translate<N> {
  const t = i18n.getFixedT(lang, ns);
  return (key, values) => t(key, values ?? {}) as string;
}

/** The page language: the URL's first segment. */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : defaultLang;
}

export function useT<N extends Namespace = 'common'>(ns: N = 'common' as N): Translate<N> {
  return translator(useLang(), ns);
}

export const directionOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

/** The same path in the other language: /en/deals <-> /ar/deals. */
export function switchLangPath(pathname: string, search: string, to: Lang): string {
  const rest = pathname.replace(/^\/(en|ar)(?=\/|$)/, '');
  return `/${to}${rest || '/'}${search}`;
}
