import { type Lang, localPhone, phoneForm, verifyCodeForm } from '@store/contract';
import { redirect } from 'react-router';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { redirectToParam, safeRedirect } from '../../lib/forms/redirect-to.ts';
import { checkForm, deviceType, done, goOn, post } from './account.server.ts';
import { profileTabPath } from './profile-tabs.ts';

/** The number a code went to, as the page's address carries it (its local form: docs/decisions/0073). */
const sentToOf = (value: string | null) => (value && /^\d{8,11}$/.test(value) ? value : null);

/**
 * Signing in with the mobile number (docs/decisions/0065): the number first, then (`?phone=`) the
 * code texted to it (or sent again by WhatsApp, docs/decisions/0093). A signed-in customer goes on at once.
 */
export async function loadPhoneLogin(request: Request, api: StoreApi, lang: Lang) {
  const search = new URL(request.url).searchParams;
  const back = safeRedirect(search.get(redirectToParam));
  if (api.loggedIn && (await api.profile())) throw redirect(back ?? `/${lang}${profileTabPath(1)}`);
  const phone = sentToOf(search.get('phone'));
  // The code goes by WhatsApp, or again by it, where the store can send one (docs/decisions/0093).
  const whatsapp = (await api.get('loginPhoneChannels')).channels.includes('whatsapp');
  return { phone, redirectTo: back ?? null, whatsapp };
}

/**
 * `send`: a code to the number (the page then asks for it); `verify`: the code, which opens the
 * session (the httpOnly cookie, set here). A number's first sign-in makes its account, whose names
 * are asked next on the profile's account tab.
 */
export async function phoneLoginAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const back = safeRedirect(form.get(redirectToParam));
  const intent = String(form.get('intent') ?? '');
  const number = checkForm(phoneForm, form, lang, intent);
  if (!number.ok) return number.answer;
  const { phone } = number.value;
  if (intent === 'send') {
    const channel = form.get('channel') === 'whatsapp' ? 'whatsapp' : undefined;
    const sent = await post(api, 'loginPhone', { phone, ...(channel && { channel }) }, 'send', form);
    if (!sent.ok) return sent.answer;
    const stay = back ? `&${redirectToParam}=${encodeURIComponent(back)}` : '';
    return goOn(
      form,
      done('send', sent.message, {
        next: `/${lang}/login/phone?phone=${localPhone(phone)}${stay}`,
        retryAfter: sent.data.retryAfterSeconds,
      }),
    );
  }
  const checked = checkForm(verifyCodeForm, form, lang, 'verify');
  if (!checked.ok) return checked.answer;
  const sent = await post(api, 'loginPhoneVerify', { phone, code: checked.value.code, deviceType }, 'verify');
  if (!sent.ok) return sent.answer;
  const next = sent.data.newAccount ? `/${lang}${profileTabPath(1)}` : (back ?? `/${lang}/`);
  return goOn(form, done('verify', sent.message, { next }), { request, token: sent.data.token });
}

export type PhoneLoginData = Awaited<ReturnType<typeof loadPhoneLogin>>;
