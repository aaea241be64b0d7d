import { type Lang, localizeIssue, parseForMessages } from '@store/contract';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver with the API's own schema and the API's own words: each field shows the
 * message the server would answer, in the page language.
 */
export function localizedResolver<T extends FieldValues>(schema: z.ZodType, lang: Lang): Resolver<T> {
  return async (values) => {
    const parsed = parseForMessages(schema, values);
    if (parsed.success) return { values: parsed.data as T, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: localizeIssue(issue, lang) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
