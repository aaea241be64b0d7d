import { Link, useNavigate } from 'react-router';
import { localizeCopyDigits, useLang, useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction } from '../../lib/forms/form-result.ts';
import { redirectToParam } from '../../lib/forms/redirect-to.ts';
import { AccountPage, linkClass } from './account-page.tsx';
import { PhoneForm } from './phone-form.tsx';
import type { PhoneLoginData } from './phone-login.server.ts';
import { scripted } from './use-account-form.ts';
import { VerifyCodeForm } from './verify-code-form.tsx';

/**
 * Signing in with the mobile number (docs/decisions/0065): the number, then the 4-digit code texted
 * to it. Both steps are plain forms (they work without scripts); with scripts, the answer's toast
 * shows before the page moves on.
 */
export function PhoneLoginScreen({ phone, redirectTo, whatsapp }: PhoneLoginData) {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const sender = useFormAction({ intent: 'send' });
  const verifier = useFormAction({ intent: 'verify' });
  const back: Record<string, string> = redirectTo ? { [redirectToParam]: redirectTo } : {};
  const goNext = (result: FormResult) => {
    if (!result.ok || !result.next) return;
    const next = result.next;
    setTimeout(() => navigate(next), 500);
  };

  if (!phone) {
    return (
      <AccountPage title={t('phoneLoginTitle')} intro={t('phoneLoginIntro')} posted={sender.posted}>
        <PhoneForm
          whatsapp={whatsapp}
          intent="send"
          hidden={back}
          onSend={(form) => sender.submit(scripted(form))}
          sending={sender.sending}
          result={sender.result}
          onResult={(result) => {
            if (result.ok && result.next) navigate(result.next);
          }}
        />
        <p className="mt-6 text-center text-sm text-slate-700">
          <Link to={`/${lang}/login`} className={linkClass}>
            {t('emailLoginLink')}
          </Link>
        </p>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title={t('phoneLoginTitle')}
      intro={t('verifyIntro')}
      posted={verifier.posted ?? sender.posted}
    >
      <p className="-mt-3 mb-4 font-semibold text-slate-900">
        <bdi dir="ltr">{localizeCopyDigits(lang, phone)}</bdi>
      </p>
      <VerifyCodeForm
        hidden={{ phone, ...back }}
        submitLabel={t('loginButton')}
        onSend={(form) => verifier.submit(scripted(form))}
        sending={verifier.sending}
        result={verifier.result}
        onResult={goNext}
      />
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <SendAgain phone={phone} label={t('resendCode')} sender={sender} />
        {whatsapp && (
          <SendAgain phone={phone} label={t('sendByWhatsapp')} sender={sender} channel="whatsapp" />
        )}
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to={`/${lang}/login/phone`} className={linkClass}>
          {t('otherNumber')}
        </Link>
      </p>
    </AccountPage>
  );
}

/** The code sent again to the number: by SMS, or by WhatsApp (`channel`). A plain form without scripts. */
function SendAgain({
  phone,
  label,
  sender,
  channel,
}: {
  phone: string;
  label: string;
  sender: ReturnType<typeof useFormAction>;
  channel?: 'whatsapp';
}) {
  const t = useT('account');
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        sender.submit(scripted(event.currentTarget));
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="phone" value={phone} />
      {channel && <input type="hidden" name="channel" value={channel} />}
      <button
        type="submit"
        disabled={sender.sending}
        className="min-h-11 rounded-full px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-500"
      >
        {sender.sending ? t('sending') : label}
      </button>
    </form>
  );
}
