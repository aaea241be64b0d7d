// Shared setup for component tests (jsdom).
// jsdom has no CSS.escape, which React Aria's modal reads (for a CSP nonce meta tag).
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: object }).CSS = {};
if (typeof CSS.escape !== 'function') CSS.escape = (value: string) => value.replace(/["\\\][]/g, '\\$&');
