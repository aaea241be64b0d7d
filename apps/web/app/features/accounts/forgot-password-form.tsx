import type { ForgotPasswordForm as ForgotPasswordFields } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { FormField, SubmitButton } from '../../ui/form-field.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

/**
 * The account's e-mail or mobile number, where the reset code goes (contract: `forgotPasswordForm`;
 * docs/decisions/0073): one box, read as an e-mail when it has an `@`.
 */
export function ForgotPasswordForm({ onSend, sending, result, onResult }: AccountFormProps) {
  const t = useT('account');
  const { field, formProps } = useAccountForm<ForgotPasswordFields>({
    schema: 'forgotPasswordForm',
    defaultValues: { login: '' },
    onSend,
    sending,
    result,
    onResult,
  });

  return (
    <form {...formProps} className="space-y-4">
      <FormField label={t('emailOrPhone')} autoComplete="username" {...field('login')} />
      <SubmitButton sending={sending} label={t('sendCode')} sendingLabel={t('sending')} className="w-full" />
    </form>
  );
}
