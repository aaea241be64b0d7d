import { changePasswordBody, type Lang, profileBody } from '@store/contract';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { answer, checkForm, done, post } from './account.server.ts';

/** Two forms on the account tab: the details (`intent=profile`) and the password (`intent=password`). */
export async function profileAccountAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const intent = form.get('intent') === 'password' ? 'password' : 'profile';
  const checked =
    intent === 'password'
      ? checkForm(changePasswordBody, form, lang, intent)
      : checkForm(profileBody, form, lang, intent);
  if (!checked.ok) return checked.answer;
  const sent =
    intent === 'password'
      ? await post(api, 'changePassword', checked.value as typeof changePasswordBody._output, intent, form)
      : await post(api, 'updateProfile', checked.value as typeof profileBody._output, intent, form);
  if (!sent.ok) return sent.answer;
  return answer(done(intent, sent.message));
}
