import { pathId, verifyCodeForm } from '@store/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { answer, checkForm, deviceType, fieldsOf, post } from '../features/accounts/account-action.server.ts';
import { AccountPage, linkClass } from '../features/accounts/account-page.tsx';
import {
  type AccountResult,
  useAccountAction,
  useResultFeedback,
} from '../features/accounts/account-result.ts';
import { PhoneForm, phoneStep } from '../features/accounts/phone-form.tsx';
import { VerifyCodeForm } from '../features/accounts/verify-code-form.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/phone-verification';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  return pageMeta({
    lang,
    title: t('verifyTitle'),
    description: t('verifyDescription'),
    path: '/phone-verification',
    origin: originOf(matches),
    noindex: true,
  });
}

/** The gap between two codes (docs/product.md#screen-details); the API refuses sooner ones with 429. */
const resendGapSeconds = 30;

/**
 * Which account to verify: `?user=` (set by register and by a provider sign-in's code 105), else
 * the logged-in user. An account of this session without a phone gives its number first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.get(storeApiContext).profile();
  const asked = pathId().safeParse(new URL(request.url).searchParams.get('user'));
  const userId = asked.success ? asked.data : (user?.id ?? null);
  const own = user && user.id === userId ? user : null;
  return { userId, needsPhone: Boolean(own && !own.phone), phone: own?.phone ?? null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'verify');
  const userId = pathId().safeParse(form.get('user_id'));
  if (!userId.success)
    return answer({ ok: false, intent, message: translator(lang, 'account')('verifyNoUser') }, 422);

  if (intent === 'resend' || intent === 'phone') {
    let phone: string | undefined;
    if (intent === 'phone') {
      const checked = checkForm(phoneStep, fieldsOf(form, ['phone']), lang, intent);
      if (!checked.ok) return checked.answer;
      phone = checked.value.phone;
    }
    const sent = await post(api, 'resendCode', { user_id: userId.data, ...(phone ? { phone } : {}) }, intent);
    if (!sent.ok) return sent.answer;
    return answer({ ok: true, intent, message: sent.message, retryAfter: sent.data.retryAfterSeconds });
  }

  const checked = checkForm(verifyCodeForm, fieldsOf(form, ['code']), lang, 'verify');
  if (!checked.ok) return checked.answer;
  const sent = await post(
    api,
    'verifyCode',
    { user_id: userId.data, code: checked.value.code, deviceType },
    'verify',
  );
  if (!sent.ok) return sent.answer;
  return answer({ ok: true, intent: 'verify', message: sent.message, next: `/${lang}/` });
}

/** Seconds left before another code may be asked for, counting down once a second. */
function useCountdown(start: number) {
  const [left, setLeft] = useState(start);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

export default function PhoneVerification({ loaderData }: Route.ComponentProps) {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const verifier = useAccountAction();
  const resender = useAccountAction();
  const [needsPhone, setNeedsPhone] = useState(loaderData.needsPhone);
  // A code went out with the registration: the next one waits the gap (none sent yet without a phone).
  const [left, setLeft] = useCountdown(loaderData.needsPhone ? 0 : resendGapSeconds);

  const resendResult = resender.result?.intent !== 'verify' ? resender.result : undefined;
  useResultFeedback(
    resendResult?.intent === 'resend' ? resendResult : undefined,
    undefined,
    t('sendError'),
    (result) => {
      if (result.ok) setLeft(result.retryAfter ?? resendGapSeconds);
    },
  );
  const afterPhone = (result: AccountResult) => {
    if (!result.ok) return;
    setNeedsPhone(false);
    setLeft(result.retryAfter ?? resendGapSeconds);
  };

  if (loaderData.userId === null) {
    return (
      <AccountPage title={t('verifyTitle')}>
        <p className="text-slate-700">{t('verifyNoUser')}</p>
        <Link to={`/${lang}/login`} className={`mt-4 inline-block ${linkClass}`}>
          {t('loginLink')}
        </Link>
      </AccountPage>
    );
  }
  const userId = loaderData.userId;

  if (needsPhone) {
    return (
      <AccountPage title={t('verifyTitle')} intro={t('verifyPhoneIntro')}>
        <PhoneForm
          userId={userId}
          onSend={resender.submit}
          sending={resender.sending}
          result={resendResult}
          onResult={afterPhone}
        />
      </AccountPage>
    );
  }

  const resending = resender.sending;
  return (
    <AccountPage title={t('verifyTitle')} intro={t('verifyIntro')}>
      {loaderData.phone && (
        <p className="-mt-3 mb-4 font-semibold text-slate-900">
          <bdi dir="ltr">{loaderData.phone}</bdi>
        </p>
      )}
      <VerifyCodeForm
        userId={userId}
        onSend={verifier.submit}
        sending={verifier.sending}
        result={verifier.result?.intent === 'verify' ? verifier.result : undefined}
        onResult={(result) => {
          if (result.ok && result.next) {
            const next = result.next;
            setTimeout(() => navigate(next), 500);
          }
        }}
      />
      <form
        method="post"
        className="mt-4 text-center"
        onSubmit={(event) => {
          event.preventDefault();
          resender.submit(event.currentTarget);
        }}
      >
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="user_id" value={userId} />
        <button
          type="submit"
          disabled={left > 0 || resending}
          className="min-h-11 rounded-full px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          {left > 0 ? t('resendIn', { seconds: left }) : resending ? t('sending') : t('resendCode')}
        </button>
      </form>
    </AccountPage>
  );
}
