// Shared setup for component tests (jsdom).
// Components translate with the copy the server holds (the browser loads its language first).
import './i18n/copy.server.ts';

// jsdom has no CSS.escape, which React Aria's modal reads (for a CSP nonce meta tag).
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: object }).CSS = {};
if (typeof CSS.escape !== 'function') CSS.escape = (value: string) => value.replace(/["\\\][]/g, '\\$&');
