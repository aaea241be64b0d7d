import type { LoginForm as LoginValues } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { FormField, SubmitButton } from '../../ui/form-field.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

/** E-mail and password, checked with the contract's `loginForm` (docs/product.md#login-and-passwords). */
export function LoginForm({
  onSend,
  sending,
  result,
  onResult,
  children,
}: React.PropsWithChildren<AccountFormProps>) {
  const t = useT('account');
  const { field, formProps } = useAccountForm<LoginValues>({
    schema: 'loginForm',
    defaultValues: { email: '', password: '' },
    onSend,
    sending,
    result: result?.intent === 'login' ? result : undefined,
    onResult,
  });

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="login" />
      {children}
      <FormField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <FormField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
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
