import type { Provider } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { FacebookIcon } from '../../ui/icons.tsx';

/**
 * Google and Facebook sign-in, for the providers whose client is configured (the page shows none
 * otherwise). Each button posts `intent=provider` with the provider's name and, when the provider's
 * own script has handed one over, its token. This build loads no third-party script, so the action
 * answers with 'Signing in with … is not available' instead of a silent button.
 */
export function ProviderButtons({
  providers,
  onSend,
  sending,
  children,
}: React.PropsWithChildren<{
  providers: readonly Provider[];
  onSend: (form: HTMLFormElement) => void;
  sending?: Provider | null;
}>) {
  const t = useT('account');
  const label: Record<Provider, string> = {
    google: t('continueWithGoogle'),
    facebook: t('continueWithFacebook'),
  };
  return (
    <div>
      <p className="my-5 flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('orContinueWith')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {providers.map((provider) => (
          <form
            key={provider}
            method="post"
            onSubmit={(event) => {
              event.preventDefault();
              onSend(event.currentTarget);
            }}
          >
            <input type="hidden" name="intent" value="provider" />
            <input type="hidden" name="from" value={provider} />
            <input type="hidden" name="token" value="" />
            {children}
            <button
              type="submit"
              disabled={sending === provider}
              className="flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
            >
              {provider === 'google' ? <GoogleIcon /> : <FacebookIcon className="size-5 text-[#1877F2]" />}
              {label[provider]}
            </button>
          </form>
        ))}
      </div>
    </div>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
      />
    </svg>
  );
}
