/** Form answers on the server: from an API answer, from a failed contract parse, and parsing a posted form. */
import { type Envelope, type Lang, localizeIssue, parseForMessages } from '@store/contract';
import type { z } from 'zod';
import type { FormResult } from './form-result.ts';

export function apiResult<D>(intent: string, status: number, envelope: Envelope<D, unknown>): FormResult<D> {
  const ok = status === 200 && envelope.code === 200;
  return {
    ok,
    intent,
    message: envelope.message ?? '',
    validation: envelope.validation ?? [],
    fieldErrors: {},
    data: ok ? (envelope.data ?? null) : null,
  };
}

export function invalidResult(
  intent: string,
  problems: string[] | z.core.$ZodIssue[],
  lang: Lang,
): FormResult<never> {
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  for (const p of problems) {
    if (typeof p === 'string') messages.push(p);
    else {
      const m = localizeIssue(p as never, lang);
      messages.push(m);
      fieldErrors[String(p.path[0] ?? '')] ??= m;
    }
  }
  return { ok: false, intent, message: messages[0] ?? '', validation: messages, fieldErrors, data: null };
}

export async function parseForm<T extends z.ZodType>(request: Request, schema: T, lang: Lang) {
  return parseFields(Object.fromEntries(await request.formData()), schema, lang);
}

/**
 * Checks posted fields with the contract's schema (a post can skip the page's check). A refused form
 * keeps what was typed (never passwords) in `values`, so a page rendered without scripts shows it as
 * it was sent.
 */
export function parseFields<T extends z.ZodType>(form: Record<string, unknown>, schema: T, lang: Lang) {
  const parsed = parseForMessages(schema, form);
  if (parsed.success) return { ok: true as const, data: parsed.data as z.infer<T> };
  const values = Object.fromEntries(
    Object.entries(form).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !/password/i.test(entry[0]),
    ),
  );
  const result = invalidResult(String(form.intent ?? ''), parsed.error.issues, lang);
  return { ok: false as const, result: { ...result, values } };
}
