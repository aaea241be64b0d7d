import { fieldLimits, type ResetPasswordForm as ResetValues } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { FormField, SubmitButton } from '../../ui/form-field.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

interface ResetPasswordFormProps extends AccountFormProps {
  /** The reset request's id (`item` of forgot/password), sent back as `user_id`. */
  resetId: number;
}

/** The e-mailed code and the new password twice (contract: `resetPasswordForm`). */
export function ResetPasswordForm({ onSend, sending, result, onResult, resetId }: ResetPasswordFormProps) {
  const t = useT('account');
  const { field, formProps } = useAccountForm<ResetValues>({
    schema: 'resetPasswordForm',
    defaultValues: { code: '', password: '', password_confirmation: '' },
    onSend,
    sending,
    result,
    onResult,
  });

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="user_id" value={resetId} />
      <FormField
        label={t('code')}
        hint={t('codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={fieldLimits.codeLength}
        {...field('code')}
      />
      <FormField
        label={t('newPassword')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <FormField
        label={t('confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
      <SubmitButton
        sending={sending}
        label={t('resetButton')}
        sendingLabel={t('saving')}
        className="w-full"
      />
    </form>
  );
}
