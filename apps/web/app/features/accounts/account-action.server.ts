import {
  type Lang,
  localizeIssue,
  type OperationData,
  type OperationInput,
  parseForMessages,
} from '@store/contract';
import { data } from 'react-router';
import type { z } from 'zod';
import { translator } from '../../i18n/i18n.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { sessionCookie } from '../../lib/api/store-middleware.server.ts';
import type { AccountResult } from './account-result.ts';

/** The web's device type, recorded with each session the API opens. */
export const deviceType = 'Web';

/** The named fields of a posted form, as strings (absent ones as ''). */
export function fieldsOf(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
}

/**
 * Checks a posted form with the contract's schema again (a post can skip the page's check), each
 * problem worded like the API's, the first one per field.
 */
export function checkForm<T extends z.ZodType>(
  schema: T,
  input: Record<string, unknown>,
  lang: Lang,
  intent?: string,
): { ok: true; value: z.output<T> } | { ok: false; answer: ReturnType<typeof answer> } {
  const parsed = parseForMessages(schema, input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fieldErrors[String(issue.path[0] ?? 'form')] ??= localizeIssue(issue, lang);
  }
  return {
    ok: false,
    answer: answer({ ok: false, intent, fieldErrors, validation: Object.values(fieldErrors) }, 422),
  };
}

/** An action's answer; with a session, the answer also opens it (the httpOnly cookie). */
export function answer(result: AccountResult, status = 200, session?: { request: Request; token: string }) {
  return data<AccountResult>(result, {
    status,
    headers: session ? { 'Set-Cookie': sessionCookie(session.request, session.token) } : undefined,
  });
}

/** The account forms' operations: each posts a body. */
type AccountOperation =
  | 'register'
  | 'login'
  | 'loginProvider'
  | 'verifyCode'
  | 'resendCode'
  | 'forgotPassword'
  | 'resetPassword'
  | 'updateProfile'
  | 'changePassword';

/**
 * Posts to the API. A failure the API answered becomes the page's error answer (its message and
 * validation list, already in the page language); an unreachable API becomes a generic one.
 */
export async function post<K extends AccountOperation>(
  api: StoreApi,
  operation: K,
  body: OperationInput<K>['body'],
  intent?: string,
): Promise<
  | { ok: true; data: OperationData<K>; message: string; item: unknown; code: number }
  | { ok: false; answer: ReturnType<typeof answer> }
> {
  try {
    const { status, envelope } = await api.op<AccountOperation>(operation, {
      body,
    } as OperationInput<AccountOperation>);
    if (status === 200) {
      return {
        ok: true,
        data: envelope.data,
        message: envelope.message,
        item: envelope.item,
        code: envelope.code,
      };
    }
    return {
      ok: false,
      answer: answer(
        {
          ok: false,
          intent,
          message: envelope.message,
          validation: envelope.validation?.length ? envelope.validation : undefined,
        },
        status,
      ),
    };
  } catch (error) {
    console.error(`accounts: ${operation} failed`, error);
    return {
      ok: false,
      answer: answer({ ok: false, intent, message: translator(api.lang, 'account')('sendError') }, 502),
    };
  }
}

/** A path of this store in the page language, safe to go to after a form (no other site). */
export function localPath(value: unknown, lang: Lang): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.startsWith(`/${lang}/`) && !value.startsWith('//') && !value.includes('\\')
    ? value
    : undefined;
}
