import { defaultLang, isLang, type Lang } from '@store/contract';
import i18next from 'i18next';
import { useParams } from 'react-router';
import type { copy, Namespace } from './messages/index.ts';

export type { Namespace };

type Copy<L extends Lang = Lang> = (typeof copy)[L];

/**
 * One instance for every request; the URL picks the language. It starts empty: the server adds
 * every language at start (copy.server.ts), the browser only its page's language, loaded before
 * the page hydrates and before a navigation into the other language (`loadCopy`).
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: {},
  lng: defaultLang,
  fallbackLng: defaultLang,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Each language's copy is a chunk of its own in the browser build. */
const copyChunks: { [L in Lang]: () => Promise<Copy<L>> } = {
  en: () => import('./messages/en/index.ts'),
  ar: () => import('./messages/ar/index.ts'),
};

/** Adds a language's copy (every namespace); adding it again changes nothing. */
export function addCopy<L extends Lang>(lang: L, messages: Copy<L>): void {
  for (const [ns, bundle] of Object.entries(messages)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
  }
}

export function hasCopy(lang: Lang): boolean {
  return i18n.hasResourceBundle(lang, 'common');
}

const loading = new Map<Lang, Promise<void>>();

/** Loads a language's copy once (a retry after a failed download loads it again). */
export function loadCopy(lang: Lang): Promise<void> {
  if (hasCopy(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = copyChunks[lang]().then(
      (messages) => addCopy(lang, messages as Copy<typeof lang>),
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

export type MessageOf<N extends Namespace> = keyof Copy<'en'>[N] & string;
export type Translate<N extends Namespace> = (
  key: MessageOf<N>,
  values?: Record<string, string | number>,
) => string;

/** A translator for one namespace in one language, usable outside React (meta, loaders). */
export function translator<N extends Namespace>(lang: Lang, ns: N): Translate<N> {
  // A page only renders once its language is loaded; say so loudly in development and tests.
  if (import.meta.env.DEV && !hasCopy(lang))
    throw new Error(`The ${lang} copy is not loaded (loadCopy, or import copy.server.ts)`);
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
