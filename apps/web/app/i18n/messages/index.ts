import * as arabic from './ar/index.ts';
import * as english from './en/index.ts';

/**
 * Page copy by language and namespace: `en/<namespace>.ts` and `ar/<namespace>.ts` hold the same
 * keys (the Arabic file's type checks it; i18n.test.ts too). The browser loads only its page's
 * language (i18n.ts); this module, with both, is for the server and tests.
 */
export const copy = { en: { ...english }, ar: { ...arabic } } as const;

export type Namespace = keyof typeof english;

/** Both languages side by side, per namespace. */
export const namespaces = Object.fromEntries(
  Object.keys(copy.en).map((ns) => [ns, { en: copy.en[ns as Namespace], ar: copy.ar[ns as Namespace] }]),
) as { [N in Namespace]: { en: (typeof english)[N]; ar: (typeof arabic)[N] } };
