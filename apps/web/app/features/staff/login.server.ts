import { parseForMessages, staffLoginBody, translate } from '@store/contract';
import { redirect } from 'react-router';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import {
  clearStaffSessionHeader,
  langOf,
  type StaffRouteArgs,
  safeNext,
  staffContext,
  staffSessionHeader,
} from './staff-session.server.ts';

/** The login page: someone already signed in goes on to the board. */
export function loadLogin(args: StaffRouteArgs) {
  const { staff } = args.context.get(staffContext);
  const lang = langOf(args.params);
  const next = new URL(args.request.url).searchParams.get('next');
  if (staff) throw redirect(safeNext(lang, next));
  return { next: safeNext(lang, next) };
}

/** `needsCode`: the account has a second factor and the code was not given (show its field). */
export type LoginResult = FormResult<{ needsCode: boolean }>;

/**
 * Logs a staff member in: the API's token goes into the console's own httpOnly cookie, and the
 * browser on to the board (or the page that sent it here).
 */
export async function loginAction(args: StaffRouteArgs): Promise<LoginResult> {
  const lang = langOf(args.params);
  const { api } = args.context.get(staffContext);
  const form = await args.request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = {
    email: field('email').trim(),
    password: field('password'),
    totp: field('totp').trim() || undefined,
  };
  const parsed = parseForMessages(staffLoginBody, values);
  if (!parsed.success) {
    const result = invalidResult('login', parsed.error.issues, lang);
    return { ...result, data: { needsCode: Boolean(values.totp) }, values: { email: values.email } };
  }
  const { status, envelope } = await api.login(parsed.data);
  if (status === 200) {
    const { token, expiresAt } = envelope.data;
    const seconds = (new Date(expiresAt).getTime() - Date.now()) / 1000;
    throw redirect(safeNext(lang, field('next')), {
      headers: { 'Set-Cookie': staffSessionHeader(args.request, token, seconds) },
    });
  }
  const needsCode =
    Boolean(values.totp) || (status === 422 && envelope.message === translate(lang, 'staff.totpRequired'));
  return {
    ...apiResult('login', status, { ...envelope, data: null }),
    data: { needsCode },
    values: { email: values.email },
  };
}

/** Ends the staff session at the API and forgets its cookie, whatever the API answered. */
export async function logoutAction(args: StaffRouteArgs): Promise<never> {
  const lang = langOf(args.params);
  const { api, staff } = args.context.get(staffContext);
  if (staff) await api.logout();
  throw redirect(`/${lang}/staff/login`, {
    headers: { 'Set-Cookie': clearStaffSessionHeader(args.request) },
  });
}
