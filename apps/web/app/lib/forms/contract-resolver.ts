import { type Lang, localizeIssue, parseForMessages } from '@store/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks a form with the contract's own schema and words each problem
 * exactly as the API would (`localizeIssue`), so a message seen in the browser is the message the
 * server sends. One message per field: the first problem found.
 *
 * Valid forms hand on their values as typed, not as parsed: the route's action (or the API) parses
 * them again, and the form's own fields stay strings.
 */
export function contractResolver<T extends FieldValues>(schema: z.ZodType, lang: Lang): Resolver<T> {
  return async (values) => {
    const result = parseForMessages(schema, values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: localizeIssue(issue, lang) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
