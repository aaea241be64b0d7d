/*
 * Kept apart from the message tables: the storefront's translator fills its copy with it, and a
 * module of the contract that is used comes with all its top-level code (the API's messages).
 */

/** The one placeholder syntax, `{name}`, for the API's messages and the web's copy alike. */
export const placeholderPattern = /\{(\w+)\}/g;

/**
 * `{name}` placeholders filled by `value(name)`; one it gives nothing for stays as written. Callers
 * decide how a value is written (the page's digits, a formatted amount).
 */
export function fillPlaceholders(text: string, value: (name: string) => string | undefined): string {
  return text.includes('{')
    ? text.replace(placeholderPattern, (whole, name: string) => value(name) ?? whole)
    : text;
}
