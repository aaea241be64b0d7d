import { type ConsentKind, consentKinds, type Lang } from '@store/contract';
import { data, redirect } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { clearSessionCookie } from '../../lib/api/store-middleware.server.ts';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import { messageResult } from '../../lib/forms/form-result.ts';
import { loginPath } from '../../lib/forms/redirect-to.ts';
import { noticeLine } from './privacy-notice.server.ts';
import { requestsCopy } from './privacy-requests-copy.server.ts';

/** The kinds the page lets the customer change (the privacy notice is accepted at sign-up). */
export const changeableKinds = consentKinds.filter((kind) => kind !== 'privacy');

export function loadMyData(api: StoreApi, lang: Lang) {
  return forShopper(lang, api, async () => ({
    ...(await api.get('consents')),
    ...(await api.get('myPrivacyRequests')),
    requestsCopy: requestsCopy(lang),
    privacyLine: noticeLine(lang, 'myData'),
  }));
}

/**
 * The page's three forms, plain posts: `consents` (a checkbox per kind: an unchecked box is not
 * posted, so it is withdrawn; only the changed kinds are recorded), `deleteCode` (texts the code),
 * `delete` (the code and the confirmation box; on success the session cookie goes and home opens).
 */
export async function myDataAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (!api.loggedIn) throw redirect(loginPath(lang, `/${lang}/profile/11/my-data`));
  const t = translator(lang, 'privacy');

  if (intent === 'consents') {
    const { consents } = await forShopper(lang, api, () => api.get('consents'));
    for (const kind of changeableKinds) {
      const wanted = form.get(kind) === 'true';
      const now = consents.find((c) => c.kind === kind)?.granted ?? false;
      if (wanted === now) continue;
      const { status, envelope } = await api.op('giveConsent', {
        body: { kind: kind as ConsentKind, granted: wanted, channel: 'web' },
      });
      if (status === 401) throw redirect(loginPath(lang, `/${lang}/profile/11/my-data`));
      if (status !== 200) return data(apiResult(intent, status, envelope), { status });
    }
    return data(messageResult(true, intent, t('consentsSaved')));
  }

  if (intent === 'privacyRequest') {
    const kind = String(form.get('kind') ?? '');
    const { status, envelope } = await api.op('createPrivacyRequest', {
      body: { kind: kind as 'correction', details: String(form.get('details') ?? '') },
    });
    if (status === 401) throw redirect(loginPath(lang, `/${lang}/profile/11/my-data`));
    return data(apiResult(intent, status, envelope), { status: status === 200 ? 200 : status });
  }

  if (intent === 'deleteCode') {
    const { status, envelope } = await api.op('deleteAccountCode');
    if (status === 401) throw redirect(loginPath(lang, `/${lang}/profile/11/my-data`));
    return data(apiResult(intent, status, envelope), { status: status === 200 ? 200 : status });
  }

  if (intent === 'delete') {
    if (form.get('confirm') !== 'true')
      return data(
        {
          ...messageResult(false, intent, t('confirmRequired')),
          fieldErrors: { confirm: t('confirmRequired') },
        },
        { status: 422 },
      );
    const { status, envelope } = await api.op('deleteAccount', {
      body: { code: String(form.get('code') ?? '') },
    });
    if (status === 401) throw redirect(loginPath(lang, `/${lang}/profile/11/my-data`));
    if (status !== 200) return data(apiResult(intent, status, envelope), { status });
    throw redirect(`/${lang}/?account=deleted`, { headers: { 'Set-Cookie': clearSessionCookie(request) } });
  }
  return data(messageResult(false, intent, translator(lang, 'shop')('actionFailed')), { status: 400 });
}

/** The data download: the API's ZIP answered as it is, never cached; guests go to the login page. */
export async function myDataDownload(api: StoreApi, lang: Lang) {
  if (!api.loggedIn) throw redirect(loginPath(lang, `/${lang}/profile/11/my-data`));
  const { status, file } = await api.dataExport();
  if (status === 401) throw redirect(loginPath(lang, `/${lang}/profile/11/my-data`));
  if (status !== 200 || !file) throw new Response(null, { status: status === 200 ? 500 : status });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': file.disposition,
      'Cache-Control': 'private, no-store',
    },
  });
}
