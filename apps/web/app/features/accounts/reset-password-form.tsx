import type { ResetPasswordForm as ResetValues } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { CodeField, NewPasswordFields } from './account-fields.tsx';
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
      <CodeField {...field('code')} />
      <NewPasswordFields
        password={field('password')}
        confirmation={field('password_confirmation')}
        replacing
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
