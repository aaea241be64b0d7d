import type { ContactBody, ContactCaptcha } from '@store/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractResolver } from '../../lib/forms/contract-resolver.ts';
import { type FormResult, withDefault } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { Captcha } from './captcha.tsx';

export type ContactField = keyof ContactBody;
export type ContactValues = Record<ContactField, string>;
export type CaptchaVerdict = 'empty' | 'mismatch' | 'expired';

/** What became of the captcha, in the contact action's `FormResult`. */
export interface ContactAnswer {
  captcha?: CaptchaVerdict;
  /** Only a new code was asked for (the form posted without scripts): nothing went wrong. */
  renewed?: boolean;
  /** The captcha was spent (or a new one asked for): the page loads a new one. */
  renewCaptcha: boolean;
}
export type ContactResult = FormResult<ContactAnswer>;

interface ContactFormProps {
  /** Where the form posts (the page's action), with or without scripts. */
  action: string;
  challenge: ContactCaptcha;
  /** Asks the server for a new code (on request; after a post the page brings one). */
  onRenewChallenge: () => void;
  renewing?: boolean;
  /** Posts the form once the fields are valid and a captcha is typed: the server judges the captcha. */
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  /** The last answer of the action. */
  result?: ContactResult;
}

const emptyForm: ContactValues = { name: '', mobile: '', email: '', message: '' };

const captchaMessageKey = {
  empty: 'captchaRequired',
  mismatch: 'captchaMismatch',
  expired: 'captchaExpired',
} as const;

/** The problems an answer lists at the top of the form (a refused captcha shows at the captcha). */
function problemsOf(result: ContactResult | undefined, fallback: string): string[] {
  if (!result || result.ok || result.data?.captcha || result.data?.renewed) return [];
  return result.validation?.length ? result.validation : [result.message || fallback];
}

/**
 * The contact form: name, phone, e-mail and message checked with the API's own schema (same rules,
 * same words), a captcha drawn and judged by the server, and a honeypot. It is a plain form that
 * posts to the page's action: with scripts the post goes through a fetcher after the fields are
 * checked here; without them the browser posts it and the page comes back with the answer.
 */
export function ContactForm({
  action,
  challenge,
  onRenewChallenge,
  renewing,
  onSend,
  sending,
  result,
}: ContactFormProps) {
  const t = useT('pages');
  const lang = useLang();
  const toast = useToast();
  const posted = result && !result.ok ? (result.values as ContactValues | undefined) : undefined;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactBody>({
    resolver: contractResolver('contactBody', lang),
    defaultValues: posted ?? emptyForm,
    reValidateMode: 'onChange',
  });
  // A page rendered with an answer (a post without scripts) starts out showing it.
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string | undefined>(() =>
    result && !result.ok && result.data?.captcha ? t(captchaMessageKey[result.data.captcha]) : undefined,
  );
  const [sent, setSent] = useState<string | undefined>(() => (result?.ok ? result.message : undefined));
  const [problems, setProblems] = useState<string[]>(() => problemsOf(result, t('sendError')));
  const [serverErrors, setServerErrors] = useState(() => (result && !result.ok ? result.fieldErrors : {}));
  const captchaInput = useRef<HTMLInputElement>(null);

  const onValid = (_values: ContactBody, event?: React.BaseSyntheticEvent) => {
    setSent(undefined);
    setProblems([]);
    if (!captcha.trim()) {
      setCaptchaError(t('captchaRequired'));
      captchaInput.current?.focus();
      return;
    }
    setCaptchaError(undefined);
    onSend(event?.target as HTMLFormElement);
  };
  const onInvalid = () => {
    setSent(undefined);
    // The fields show their messages (and get the focus); an empty captcha is named too, so every
    // problem shows at once.
    if (!captcha.trim()) setCaptchaError(t('captchaRequired'));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setServerErrors({});
    return handleSubmit(onValid, onInvalid)(event);
  };

  // Runs once per answer of the action: `t` is a new function every render, and a re-run would toast
  // the same answer again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer matters here
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setSent(result.message);
      setProblems([]);
      toast(result.message, 'success');
      reset(emptyForm);
      setCaptcha('');
      setCaptchaError(undefined);
      return;
    }
    const verdict = result.data?.captcha;
    if (result.data?.renewed) return;
    if (verdict) {
      setCaptchaError(t(captchaMessageKey[verdict]));
      if (verdict !== 'empty') setCaptcha('');
      captchaInput.current?.focus();
      return;
    }
    setCaptcha('');
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(field as ContactField, { type: 'server', message }, { shouldFocus: true });
    }
    const list = problemsOf(result, t('sendError'));
    setProblems(list);
    for (const message of list) toast(message, 'error');
  }, [result]);

  const fieldProps = (field: ContactField) => ({
    registration: withDefault(register(field), posted?.[field] ?? ''),
    // Both come worded in the page language: the resolver's (`localizeIssue`) and the action's.
    error: errors[field]?.message ?? serverErrors?.[field],
  });

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-busy={sending}
    >
      {/* Enter in a field sends the form: the first submit button is the default one, so it must be
          Send, not the captcha's New code (a submit button too, for pages without scripts). */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t('send')}
      </button>
      <p className="text-sm text-slate-600">{t('requiredNote')}</p>
      {sent && (
        <div
          role="status"
          className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 font-semibold text-brand-800"
        >
          <CheckIcon className="mt-0.5 size-5 shrink-0" />
          <span>{sent}</span>
        </div>
      )}
      {problems.length > 0 && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{t('sendFailed')}</p>
          <ul className="mt-1 list-disc ps-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('nameLabel')} autoComplete="name" {...fieldProps('name')} />
        <FormField
          label={t('phoneLabel')}
          hint={t('phoneHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...fieldProps('mobile')}
        />
      </div>
      <FormField label={t('emailLabel')} type="email" autoComplete="email" {...fieldProps('email')} />
      <FormField label={t('messageLabel')} control={{ rows: 4 }} {...fieldProps('message')} />
      <Honeypot />
      <Captcha
        challenge={challenge}
        value={captcha}
        onChange={(value) => {
          setCaptcha(value);
          if (captchaError) setCaptchaError(undefined);
        }}
        onRefresh={() => {
          setCaptcha('');
          setCaptchaError(undefined);
          onRenewChallenge();
        }}
        refreshing={renewing}
        error={captchaError}
        inputRef={captchaInput}
      />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-11 min-w-32 items-center justify-center gap-2 rounded-full bg-brand-600 px-8 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {sending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}

/**
 * A field people never see nor hear (hidden from screen readers, out of the tab order): form-filling
 * bots fill it, and the API then thanks them without keeping the message.
 */
function Honeypot() {
  const t = useT('pages');
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t('honeypotLabel')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
