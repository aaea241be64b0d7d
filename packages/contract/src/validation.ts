import type { core, z } from 'zod';
import { isMessageKey, type Lang, type MessageParams, translate } from './i18n.ts';

/** A field's label in the language: `field.<name>` when known, else the name itself. */
export function fieldLabel(lang: Lang, path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((segment) => typeof segment === 'string');
  if (name === undefined) return translate(lang, 'field.id');
  const key = `field.${name}`;
  return isMessageKey(key) ? translate(lang, key) : name;
}

function formatBound(value: number | bigint | Date): string | number {
  return value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : value;
}

/**
 * Turns one zod issue into a message in the language. A schema that names a message key
 * (`z.string({ error: 'validation.priceRange' })`) gets that message; otherwise the issue's code picks
 * a generic one that names the field.
 */
export function localizeIssue(issue: core.$ZodIssue, lang: Lang): string {
  const label = fieldLabel(lang, issue.path);
  const params: MessageParams = { label };
  if (isMessageKey(issue.message)) {
    if ('minimum' in issue) params.min = formatBound(issue.minimum);
    if ('maximum' in issue) params.max = formatBound(issue.maximum);
    return translate(lang, issue.message, params);
  }
  switch (issue.code) {
    case 'invalid_type':
      // Needs `{ reportInput: true }` when parsing (parseForMessages does it).
      if (issue.input === undefined || issue.input === null || issue.input === '') {
        return translate(lang, 'validation.required', params);
      }
      if (issue.expected === 'int') return translate(lang, 'validation.integer', params);
      if (issue.expected === 'number') return translate(lang, 'validation.number', params);
      return translate(lang, 'validation.invalid', params);
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1
          ? translate(lang, 'validation.required', params)
          : translate(lang, 'validation.tooShort', { ...params, min: formatBound(issue.minimum) });
      }
      return translate(lang, 'validation.min', { ...params, min: formatBound(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') {
        return translate(lang, 'validation.tooLong', { ...params, max: formatBound(issue.maximum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return translate(lang, 'validation.tooMany', { ...params, max: formatBound(issue.maximum) });
      }
      return translate(lang, 'validation.max', { ...params, max: formatBound(issue.maximum) });
    case 'invalid_value':
      return translate(lang, 'validation.oneOf', {
        ...params,
        options: issue.values.map((value) => String(value)).join(', '),
      });
    case 'unrecognized_keys':
      return issue.keys
        .map((key) => translate(lang, 'validation.unknownField', { label: fieldLabel(lang, [key]) }))
        .join('; ');
    default:
      return translate(lang, 'validation.invalid', params);
  }
}

export function localizeIssues(issues: readonly core.$ZodIssue[], lang: Lang): string[] {
  return [...new Set(issues.map((issue) => localizeIssue(issue, lang)))];
}

/** Parses with the input kept on each issue, which the messages need to tell 'missing' from 'wrong'. */
export function parseForMessages<T extends z.ZodType>(schema: T, data: unknown) {
  return schema.safeParse(data, { reportInput: true });
}
