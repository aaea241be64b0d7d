import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page (server/page-security.ts): the only inline scripts
 * that run are those that carry it. The server renders with it (entry.server.tsx); in the browser it
 * is read back from the page, whose elements keep it in their `nonce` property though the browser
 * blanks the attribute. React compares that property when it hydrates, so the page and React
 * Router's own tags (given the nonce here: its context has none in the browser) hydrate as they were.
 */
export const NonceContext = createContext('');

export const useNonce = () =>
  useContext(NonceContext) ||
  (typeof document === 'object'
    ? (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '')
    : '');

/**
 * Run first in the page, before any module (root.tsx): zod compiles its parsers with `new Function`
 * unless told not to, and the page's policy forbids eval (its probe for eval is reported as a
 * violation even when it fails quietly). Zod reads its settings from this global when its schemas
 * are made, so it is set by an inline script ahead of the modules rather than by importing zod early.
 */
export const zodWithoutEvalScript = 'self.__zod_globalConfig={jitless:true};';
