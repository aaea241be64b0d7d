import { isSignUpId, type Lang, pathId, phoneForm, verifyCodeForm } from '@store/contract';
import { translator } from '../../i18n/i18n.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { messageResult } from '../../lib/forms/form-result.ts';
import { answer, checkForm, deviceType, done, goOn, post } from './account.server.ts';

/**
 * Which account to verify: `?user=` (a sign-up's id from register, or the account of a provider
 * sign-in's code 105), else the logged-in user. An account of this session without a phone gives its number first.
 */
export async function loadPhoneVerification(request: Request, api: StoreApi) {
  const user = await api.profile();
  const asked = pathId().safeParse(new URL(request.url).searchParams.get('user'));
  const userId = asked.success ? asked.data : (user?.id ?? null);
  const own = user && user.id === userId ? user : null;
  // A sign-up's page names the number its code went to (`&phone=`, digits only, as register set it).
  const sentTo = new URL(request.url).searchParams.get('phone');
  const signUpPhone = sentTo && /^\d{8,11}$/.test(sentTo) ? sentTo : null;
  return {
    userId,
    needsPhone: Boolean(own && !own.phone),
    phone: own?.phone ?? signUpPhone,
    signUp: userId !== null && isSignUpId(userId),
  };
}

/** The code (`verify`), a new code (`resend`), or the phone number first (`phone`). */
export async function phoneVerificationAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'verify');
  const userId = pathId().safeParse(form.get('user_id'));
  if (!userId.success) {
    return answer(messageResult(false, intent, translator(lang, 'account')('verifyNoUser')), 422);
  }

  if (intent === 'resend' || intent === 'phone') {
    let phone: string | undefined;
    if (intent === 'phone') {
      const checked = checkForm(phoneForm, form, lang, intent);
      if (!checked.ok) return checked.answer;
      phone = checked.value.phone;
    }
    const sent = await post(api, 'resendCode', { user_id: userId.data, ...(phone ? { phone } : {}) }, intent);
    if (!sent.ok) return sent.answer;
    return answer(done(intent, sent.message, { retryAfter: sent.data.retryAfterSeconds }));
  }

  const checked = checkForm(verifyCodeForm, form, lang, 'verify');
  if (!checked.ok) return checked.answer;
  const body = { user_id: userId.data, code: checked.value.code, deviceType };
  const sent = await post(api, 'verifyCode', body, 'verify');
  if (!sent.ok) return sent.answer;
  // A sign-up's code creates the account and opens its session (decision 0044).
  const token = sent.data.token;
  return goOn(
    form,
    done('verify', sent.message, { next: `/${lang}/` }),
    token ? { request, token } : undefined,
  );
}
