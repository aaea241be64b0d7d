import type { Envelope, Lang, OperationData, OperationInput } from '@store/contract';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { translator } from '../../i18n/i18n.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { sessionCookie } from '../../lib/api/store-middleware.server.ts';
import { apiResult, parseFields } from '../../lib/forms/form-result.server.ts';
import { type FormResult, messageResult } from '../../lib/forms/form-result.ts';

/** The web's device type, recorded with each session the API opens. */
export const deviceType = 'Web';

/** A success of an account form: the API's message, and where the page goes next. */
export function done(intent: string, message: string, extra: Pick<FormResult, 'next' | 'retryAfter'> = {}) {
  return { ...messageResult(true, intent, message), ...extra };
}

/** An action's answer; with a session, the answer also opens it (the httpOnly cookie). */
export function answer(result: FormResult, status = 200, session?: { request: Request; token: string }) {
  return data<FormResult>(result, {
    status,
    headers: session ? { 'Set-Cookie': sessionCookie(session.request, session.token) } : undefined,
  });
}

/** Set on a form posted by the page's scripts (a fetcher): the page shows the answer, then goes on. */
export const scriptedField = '_scripted';

/**
 * A success that leaves the page (`result.next`). A page with scripts gets the answer (its toast, then
 * its own navigation); a plain post without scripts is redirected there at once, with the session
 * cookie when the answer opens one.
 */
export function goOn(form: FormData, result: FormResult, session?: { request: Request; token: string }) {
  if (form.get(scriptedField) || !result.next) return answer(result, 200, session);
  return redirect(result.next, {
    headers: session ? { 'Set-Cookie': sessionCookie(session.request, session.token) } : undefined,
  });
}

/**
 * Checks a posted form with the contract's schema again, each problem worded like the API's, the
 * first one per field under its field; the answer keeps what was typed (never passwords).
 */
export function checkForm<T extends z.ZodType>(schema: T, form: FormData, lang: Lang, intent = '') {
  const parsed = parseFields({ ...Object.fromEntries(form), intent }, schema, lang);
  if (parsed.ok) return { ok: true as const, value: parsed.data };
  return { ok: false as const, answer: answer(parsed.result, 422) };
}

/** The account forms' operations: each posts a body. */
type AccountOperation =
  | 'register'
  | 'login'
  | 'loginProvider'
  | 'loginPhone'
  | 'loginPhoneVerify'
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
  intent = '',
  /** The posted form: a refused post without scripts shows what was typed (never passwords). */
  form?: FormData,
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
        data: envelope.data as OperationData<K>,
        message: envelope.message,
        item: envelope.item,
        code: envelope.code,
      };
    }
    return {
      ok: false,
      answer: answer(
        { ...apiResult(intent, status, envelope as Envelope<unknown, unknown>), values: typed(form) },
        status,
      ),
    };
  } catch (error) {
    console.error(`accounts: ${operation} failed`, error);
    const message = translator(api.lang, 'account')('sendError');
    return {
      ok: false,
      answer: answer({ ...messageResult(false, intent, message), values: typed(form) }, 502),
    };
  }
}

/** What was typed in a posted form, passwords and files left out. */
function typed(form: FormData | undefined): Record<string, string> | undefined {
  if (!form) return undefined;
  return Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !/password/i.test(entry[0]),
    ),
  );
}
