import { type Lang, loginForm, type Provider, providers, translate } from '@store/contract';
import { redirect } from 'react-router';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { webEnv } from '../../lib/env.server.ts';
import { messageResult } from '../../lib/forms/form-result.ts';
import { redirectToParam, safeRedirect } from '../../lib/forms/redirect-to.ts';
import { answer, checkForm, deviceType, done, goOn, post } from './account.server.ts';
import { profileTabPath } from './profile-tabs.ts';

/**
 * The login page: a logged-in customer goes on at once (to where they were sent from, else their
 * profile); a guest gets the form, with where to go back (`?redirectTo=`, a path of this store only)
 * and the sign-in providers whose client is configured (none: no buttons that fail when tapped).
 */
export async function loadLogin(request: Request, api: StoreApi, lang: Lang) {
  const back = safeRedirect(new URL(request.url).searchParams.get(redirectToParam));
  if (api.loggedIn && (await api.profile())) throw redirect(back ?? `/${lang}${profileTabPath(1)}`);
  return { redirectTo: back ?? null, providers: webEnv().signInProviders };
}

/**
 * Two ways in: e-mail and password (`login`), or a Google/Facebook token (`login/provider`, whose
 * code 105 means the account still needs a verified phone). Either way the token becomes the session
 * cookie here, on the server; the page only learns where to go next (a script-less post is sent there).
 */
export async function loginAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const back = safeRedirect(form.get(redirectToParam));

  if (form.get('intent') === 'provider') {
    const from = String(form.get('from') ?? '');
    const token = String(form.get('token') ?? '').trim();
    if (!(providers as readonly string[]).includes(from)) {
      return answer(messageResult(false, 'provider', translate(lang, 'validation.provider')), 422);
    }
    // Only the provider's own script (Google Identity Services, the Facebook SDK) can hand over a
    // token, and this store loads none: without one, say plainly that this sign-in is not offered.
    if (!token) {
      const provider = translate(lang, `provider.${from as Provider}`);
      return answer(
        messageResult(false, 'provider', translate(lang, 'account.providerUnavailable', { provider })),
        422,
      );
    }
    const sent = await post(api, 'loginProvider', { from: from as Provider, token, deviceType }, 'provider');
    if (!sent.ok) return sent.answer;
    const needsPhone = sent.code === 105;
    const next = needsPhone ? `/${lang}/phone-verification?user=${sent.data.user.id}` : (back ?? `/${lang}/`);
    return goOn(form, done('provider', sent.message, { next }), { request, token: sent.data.token });
  }

  const checked = checkForm(loginForm, form, lang, 'login');
  if (!checked.ok) return checked.answer;
  const { email, password } = checked.value;
  const sent = await post(api, 'login', { username: email, password, deviceType }, 'login', form);
  if (!sent.ok) return sent.answer;
  const next = back ?? `/${lang}/`;
  return goOn(form, done('login', sent.message, { next }), { request, token: sent.data.token });
}
