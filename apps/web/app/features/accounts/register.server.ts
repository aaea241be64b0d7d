import { type Lang, registerBody } from '@store/contract';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { checkForm, deviceType, done, goOn, post } from './account.server.ts';

/**
 * Starts a sign-up: the API texts a code and answers alike whether or not the e-mail or phone
 * already has an account (decision 0044); the account, and its session, come with the code.
 */
export async function registerAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const checked = checkForm(registerBody, form, lang);
  if (!checked.ok) return checked.answer;
  const sent = await post(api, 'register', { ...checked.value, deviceType }, '', form);
  if (!sent.ok) return sent.answer;
  // The number the code went to, shown on the next page (no session can tell it there yet).
  const next = `/${lang}/phone-verification?user=${sent.item}&phone=${sent.data.phone}`;
  return goOn(form, done('', sent.message, { next }));
}
