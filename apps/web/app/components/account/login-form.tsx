import { type LoginForm as LoginValues, loginForm } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import type { AccountResult } from './account-result.ts';
import { FormField, SubmitButton } from './form-field.tsx';
import { useAccountForm } from './use-account-form.ts';

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
  const {
    register,
    formState: { errors },
    formRef,
    onSubmit,
  } = useAccountForm<LoginValues>({
    schema: loginForm,
    defaultValues: { email: '', password: '' },
    onSend,
    result: result?.intent === 'login' ? result : undefined,
    onResult,
  });

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={sending}
      onSubmit={onSubmit}
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
