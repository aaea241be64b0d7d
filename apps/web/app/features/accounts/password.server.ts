import { forgotPasswordForm, type Lang, pathId, resetPasswordForm } from '@store/contract';
import { redirect } from 'react-router';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { sessionCookie } from '../../lib/api/store-middleware.server.ts';
import { checkForm, deviceType, done, goOn, post } from './account.server.ts';

/**
 * Asks for a reset code by e-mail or SMS (the one box read as either: `forgotPasswordForm`); the
 * API's `item` (the reset's id) goes on to the next step.
 */
export async function forgotPasswordAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const checked = checkForm(forgotPasswordForm, form, lang);
  if (!checked.ok) return checked.answer;
  const sent = await post(api, 'forgotPassword', checked.value.login, '', form);
  if (!sent.ok) return sent.answer;
  return goOn(form, done('', sent.message, { next: `/${lang}/reset-password?id=${sent.item}` }));
}

/** The reset request's id from the previous step (`?id=`). */
export function loadResetPassword(request: Request) {
  const id = pathId().safeParse(new URL(request.url).searchParams.get('id'));
  return { resetId: id.success ? id.data : null };
}

/**
 * Sets the new password. The API logs the user in (the token in `data.token`): it becomes the session
 * cookie on the way to the confirmation page.
 */
export async function resetPasswordAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const checked = checkForm(resetPasswordForm, form, lang);
  if (!checked.ok) return checked.answer;
  const sent = await post(api, 'resetPassword', {
    ...checked.value,
    user_id: Number(form.get('user_id')),
    deviceType,
  });
  if (!sent.ok) return sent.answer;
  throw redirect(`/${lang}/password-changed`, {
    headers: { 'Set-Cookie': sessionCookie(request, sent.data.token) },
  });
}
