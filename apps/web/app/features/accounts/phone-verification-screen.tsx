import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { localizeCopyDigits, useLang, useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { AccountPage, linkClass } from './account-page.tsx';
import { PhoneForm } from './phone-form.tsx';
import { scripted } from './use-account-form.ts';
import { VerifyCodeForm } from './verify-code-form.tsx';

/** The gap between two codes (docs/product.md#screen-details); the API refuses sooner ones with 429. */
const resendGapSeconds = 30;

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

/** The SMS code of a new account (or its phone number first, for a Google/Facebook account). */
export function PhoneVerificationScreen({
  userId,
  needsPhone: startsWithPhone,
  phone,
  signUp = false,
}: {
  userId: number | null;
  needsPhone: boolean;
  phone: string | null;
  /** The code finishes a sign-up (no account yet): the loader tells, the contract's rule staying on the server. */
  signUp?: boolean;
}) {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const verifier = useFormAction({ intent: 'verify' });
  const phoner = useFormAction({ intent: 'phone' });
  const resender = useFormAction({ intent: 'resend' });
  const [needsPhone, setNeedsPhone] = useState(startsWithPhone && phoner.posted?.ok !== true);
  // A code went out with the registration: the next one waits the gap (none sent yet without a phone).
  const [left, setLeft] = useCountdown(startsWithPhone ? 0 : resendGapSeconds);

  useFormResult(resender.result, {
    onResult: (result) => {
      if (result.ok) setLeft(result.retryAfter ?? resendGapSeconds);
    },
  });
  const afterPhone = (result: FormResult) => {
    if (!result.ok) return;
    setNeedsPhone(false);
    setLeft(result.retryAfter ?? resendGapSeconds);
  };

  if (userId === null) {
    return (
      <AccountPage title={t('verifyTitle')}>
        <p className="text-slate-700">{t('verifyNoUser')}</p>
        <Link to={`/${lang}/login`} className={`mt-4 inline-block ${linkClass}`}>
          {t('loginLink')}
        </Link>
      </AccountPage>
    );
  }

  if (needsPhone) {
    return (
      <AccountPage title={t('verifyTitle')} intro={t('verifyPhoneIntro')} posted={phoner.posted}>
        <PhoneForm
          hidden={{ user_id: userId }}
          onSend={(form) => phoner.submit(scripted(form))}
          sending={phoner.sending}
          result={phoner.result}
          onResult={afterPhone}
        />
      </AccountPage>
    );
  }

  const resending = resender.sending;
  return (
    <AccountPage
      title={t('verifyTitle')}
      intro={t('verifyIntro')}
      posted={verifier.posted ?? resender.posted ?? phoner.posted}
    >
      {phone && (
        <p className="-mt-3 mb-4 font-semibold text-slate-900">
          <bdi dir="ltr">{localizeCopyDigits(lang, phone)}</bdi>
        </p>
      )}
      <VerifyCodeForm
        hidden={{ user_id: userId }}
        onSend={(form) => verifier.submit(scripted(form))}
        sending={verifier.sending}
        result={verifier.result}
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
          resender.submit(scripted(event.currentTarget));
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
      {signUp && (
        // A sign-up answers alike whether or not the e-mail or phone already has an account
        // (decision 0044): a customer who has one is told by SMS or e-mail, and finds the way here.
        <p className="mt-6 text-center text-sm text-slate-700">
          {t('haveAccount')}{' '}
          <Link to={`/${lang}/login`} className={linkClass}>
            {t('loginLink')}
          </Link>{' '}
          <Link to={`/${lang}/forget-password`} className={linkClass}>
            {t('forgotLink')}
          </Link>
        </p>
      )}
    </AccountPage>
  );
}
