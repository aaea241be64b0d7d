import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactBody,
  contactBody,
  contactLimits,
  isMessageKey,
  type Lang,
  translate,
} from '@store/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { Captcha } from './captcha.tsx';
import { checkCaptcha } from './captcha-code.ts';
import { CheckIcon } from './icons.tsx';

export type ContactField = keyof ContactBody;
export type CaptchaVerdict = 'empty' | 'mismatch' | 'expired';

/** What the page's action answers. */
export type ContactResult =
  | { ok: true; message: string }
  | {
      ok: false;
      message?: string;
      validation?: string[];
      fieldErrors?: Partial<Record<ContactField, string>>;
      captcha?: CaptchaVerdict;
    };

export interface ContactChallenge {
  code: string;
  token: string;
}

export type ContactSubmission = ContactBody & { captcha: string; captchaToken: string };

const maxLength: Record<ContactField, number> = {
  name: contactLimits.nameMax,
  mobile: contactLimits.phoneMax,
  email: contactLimits.emailMax,
  message: contactLimits.messageMax,
};

/** The schema's message keys (shared with the API) in the page language, the field's label filled in. */
export function contactFieldMessage(lang: Lang, field: ContactField, message: string | undefined) {
  if (!message) return undefined;
  if (!isMessageKey(message)) return message;
  return translate(lang, message, { label: translate(lang, `field.${field}`), max: maxLength[field] });
}

interface ContactFormProps {
  challenge: ContactChallenge;
  /** Asks the server for a new code (after a wrong one, or on request). */
  onRenewChallenge: () => void;
  renewing?: boolean;
  /** Called once the fields are valid and the captcha matches. */
  onSend: (submission: ContactSubmission) => void;
  sending?: boolean;
  /** The last answer of the action. */
  result?: ContactResult;
}

const emptyForm: ContactBody = { name: '', mobile: '', email: '', message: '' };

/**
 * The contact form: name, phone, e-mail and message checked with the API's own schema (same rules,
 * same words), then the captcha, which must match before anything is sent.
 */
export function ContactForm({
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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactBody>({
    resolver: zodResolver(contactBody),
    defaultValues: emptyForm,
    reValidateMode: 'onChange',
  });
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);
  const captchaInput = useRef<HTMLInputElement>(null);

  /** The captcha must match before sending: empty keeps the code, wrong clears it and draws another. */
  function captchaPasses(): boolean {
    const verdict = checkCaptcha(captcha, challenge.code);
    if (verdict === 'match') {
      setCaptchaError(undefined);
      return true;
    }
    setCaptchaError(verdict === 'empty' ? t('captchaRequired') : t('captchaMismatch'));
    if (verdict === 'mismatch') {
      setCaptcha('');
      onRenewChallenge();
    }
    return false;
  }

  const onValid = (values: ContactBody) => {
    setSent(undefined);
    setProblems([]);
    if (!captchaPasses()) {
      captchaInput.current?.focus();
      return;
    }
    onSend({ ...values, captcha, captchaToken: challenge.token });
  };
  const onInvalid = (_errors: FieldErrors<ContactBody>) => {
    setSent(undefined);
    // The fields show their messages (and get the focus); the captcha is judged too, so every
    // problem shows at once.
    captchaPasses();
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
    if (result.captcha) {
      const key =
        result.captcha === 'empty'
          ? 'captchaRequired'
          : result.captcha === 'mismatch'
            ? 'captchaMismatch'
            : 'captchaExpired';
      setCaptchaError(t(key));
      if (result.captcha !== 'empty') setCaptcha('');
      captchaInput.current?.focus();
      return;
    }
    setCaptcha('');
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(field as ContactField, { type: 'server', message }, { shouldFocus: true });
    }
    const list = result.validation?.length ? result.validation : [result.message ?? t('sendError')];
    setProblems(list);
    for (const message of list) toast(message, 'error');
  }, [result]);

  const fieldProps = (field: ContactField) => ({
    registration: register(field),
    error: contactFieldMessage(lang, field, errors[field]?.message),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-4" aria-busy={sending}>
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
        <Field label={t('nameLabel')} autoComplete="name" {...fieldProps('name')} />
        <Field
          label={t('phoneLabel')}
          hint={t('phoneHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...fieldProps('mobile')}
        />
      </div>
      <Field label={t('emailLabel')} type="email" autoComplete="email" {...fieldProps('email')} />
      <Field label={t('messageLabel')} multiline {...fieldProps('message')} />
      <Captcha
        code={challenge.code}
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

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  type?: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}

function Field({
  label,
  hint,
  error,
  registration,
  multiline,
  type = 'text',
  inputMode,
  autoComplete,
}: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const className = `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;
  const common = {
    id,
    ...registration,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea rows={4} {...common} className={`${className} resize-y`} />
      ) : (
        <input
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          // E-mail addresses and phone numbers read left to right even on Arabic pages.
          dir={type === 'email' || type === 'tel' ? 'auto' : undefined}
          {...common}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
