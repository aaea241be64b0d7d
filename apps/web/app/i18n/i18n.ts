import { defaultLang, fillPlaceholders, isLang, type Lang } from '@store/contract';
import { useParams } from 'react-router';
import { localeOf } from './format.ts';
import type { copy, Namespace } from './messages/index.ts';

export type { Namespace };

type Copy<L extends Lang = Lang> = (typeof copy)[L];

/**
 * The copy of every language added so far, by language and namespace. It starts empty: the server
 * adds every language at start (copy.server.ts), the browser only its page's language, loaded before
 * the page hydrates and before a navigation into the other language (`loadCopy`). Our own few lines,
 * not i18next: the copy is flat `{name}` text, and i18next cost every page 16 kB of gzip script.
 */
const bundles = new Map<Lang, Map<string, Record<string, string>>>();

/**
 * `{name}` replaced by its value (the contract's `fillPlaceholders`); a placeholder without a value stays as written. A number is
 * written in the page's digits (whole, without grouping: counts, seconds, years, ids; amounts come
 * formatted, `formatAmount`).
 */
function interpolate(lang: Lang, text: string, values: Record<string, string | number>): string {
  return fillPlaceholders(text, (name) => {
    const value = values[name];
    return typeof value === 'number' ? digitsOf(lang).format(value) : value;
  });
}

const digitFormats = new Map<Lang, Intl.NumberFormat>();
function digitsOf(lang: Lang): Intl.NumberFormat {
  let format = digitFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), { useGrouping: false, maximumFractionDigits: 3 });
    digitFormats.set(lang, format);
  }
  return format;
}

/**
 * The copy's own digits in the page's digits (Arabic pages write Arabic-Indic ones: the hotline, the
 * minimum order, delivery times), through Intl like every other number, so that no Arabic page mixes
 * the two systems. English copy is left as written.
 */
export function localizeCopyDigits(lang: Lang, text: string): string {
  if (lang === 'en' || !/[0-9]/.test(text)) return text;
  const digits = digitsOf(lang);
  // Only outside `{placeholders}` (whose names have no digits today, but may).
  return text.replace(/(\{\w+\})|[0-9]/g, (match, placeholder?: string) =>
    placeholder ? match : digits.format(Number(match)),
  );
}

/** Each language's copy is a chunk of its own in the browser build. */
const copyChunks: { [L in Lang]: () => Promise<Copy<L>> } = {
  en: () => import('./messages/en/index.ts'),
  ar: () => import('./messages/ar/index.ts'),
};

/** Adds a language's copy (every namespace); adding it again changes nothing. */
export function addCopy<L extends Lang>(lang: L, messages: Copy<L>): void {
  const byNamespace = bundles.get(lang) ?? new Map<string, Record<string, string>>();
  bundles.set(lang, byNamespace);
  for (const [ns, bundle] of Object.entries(messages)) {
    if (!byNamespace.has(ns))
      byNamespace.set(
        ns,
        Object.fromEntries(
          Object.entries(bundle as Record<string, string>).map(([key, text]) => [
            key,
            localizeCopyDigits(lang, text),
          ]),
        ),
      );
  }
}

export function hasCopy(lang: Lang): boolean {
  return bundles.get(lang)?.has('common') ?? false;
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
  return (key, values) => {
    const text = bundles.get(lang)?.get(ns)?.[key] ?? bundles.get(defaultLang)?.get(ns)?.[key] ?? key;
    return interpolate(lang, text, values ?? {});
  };
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
