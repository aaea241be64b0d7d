import { type LoginForm as LoginValues, loginForm } from '@store/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLang, useT } from '../../i18n/i18n.ts';
import type { AccountResult } from './account-result.ts';
import { useResultFeedback } from './account-result.ts';
import { contractResolver } from './contract-resolver.ts';
import { FormField, SubmitButton } from './form-field.tsx';

interface LoginFormProps {
  /** Called with the form once its fields pass the contract's check. */
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
  onResult?: (result: AccountResult) => void;
}

/** E-mail and password, checked with the contract's `loginForm` (the spec's login messages). */
export function LoginForm({ onSend, sending, result, onResult }: LoginFormProps) {
  const t = useT('account');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: contractResolver(loginForm, lang),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onChange',
  });
  useResultFeedback(result?.intent === 'login' ? result : undefined, setError, t('sendError'), onResult);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={sending}
      onSubmit={handleSubmit(() => formRef.current && onSend(formRef.current))}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="login" />
      <FormField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <SubmitButton
        sending={sending}
        label={t('loginButton')}
        sendingLabel={t('loggingIn')}
        className="w-full"
      />
    </form>
  );
}
