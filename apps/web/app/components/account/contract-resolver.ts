import { type Lang, localizeIssue, parseForMessages } from '@store/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks a form with the contract's own schema and words each problem exactly as the API would
 * (`localizeIssue`), so a message seen in the browser is the message the server sends. One message
 * per field: the first problem found.
 */
export function contractResolver<T extends FieldValues>(schema: z.ZodType, lang: Lang): Resolver<T> {
  return async (values) => {
    const result = parseForMessages(schema, values);
    if (result.success) return { values: values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: localizeIssue(issue, lang) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** The first problem of each field, in the page language (the server's action uses it too). */
export function fieldErrorsOf(schema: z.ZodType, values: unknown, lang: Lang) {
  const result = parseForMessages(schema, values);
  if (result.success) return { data: result.data as Record<string, unknown>, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= localizeIssue(issue, lang);
  }
  return { data: null, errors };
}
