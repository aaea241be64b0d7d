import type { ForgotPasswordBody } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { EmailField } from './account-fields.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

/** The account's e-mail, where the reset code goes (contract: `forgotPasswordBody`). */
export function ForgotPasswordForm({ onSend, sending, result, onResult }: AccountFormProps) {
  const t = useT('account');
  const { field, formProps } = useAccountForm<ForgotPasswordBody>({
    schema: 'forgotPasswordBody',
    defaultValues: { email: '' },
    onSend,
    sending,
    result,
    onResult,
  });

  return (
    <form {...formProps} className="space-y-4">
      <EmailField {...field('email')} />
      <SubmitButton sending={sending} label={t('sendCode')} sendingLabel={t('sending')} className="w-full" />
    </form>
  );
}
