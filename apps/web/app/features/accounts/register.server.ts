import { type Lang, registerBody } from '@store/contract';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { checkForm, deviceType, done, goOn, post } from './account.server.ts';

/** Creates the account; the API logs the new user in at once (the session cookie) and texts a code. */
export async function registerAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const checked = checkForm(registerBody, form, lang);
  if (!checked.ok) return checked.answer;
  const sent = await post(api, 'register', { ...checked.value, deviceType }, '', form);
  if (!sent.ok) return sent.answer;
  const next = `/${lang}/phone-verification?user=${sent.data.user.id}`;
  return goOn(form, done('', sent.message, { next }), { request, token: sent.data.token });
}
