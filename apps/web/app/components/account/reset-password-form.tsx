import { fieldLimits, type ResetPasswordForm as ResetValues, resetPasswordForm } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import type { AccountResult } from './account-result.ts';
import { FormField, SubmitButton } from './form-field.tsx';
import { useAccountForm } from './use-account-form.ts';

interface ResetPasswordFormProps {
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
  onResult?: (result: AccountResult) => void;
  /** The reset request's id (`item` of forgot/password), sent back as `user_id`. */
  resetId: number;
}

/** The e-mailed code and the new password twice (contract: `resetPasswordForm`). */
export function ResetPasswordForm({ onSend, sending, result, onResult, resetId }: ResetPasswordFormProps) {
  const t = useT('account');
  const {
    register,
    formState: { errors },
    formRef,
    onSubmit,
  } = useAccountForm<ResetValues>({
    schema: resetPasswordForm,
    defaultValues: { code: '', password: '', password_confirmation: '' },
    onSend,
    result: result,
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
      <input type="hidden" name="user_id" value={resetId} />
      <FormField
        label={t('code')}
        hint={t('codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={fieldLimits.codeLength}
        registration={register('code')}
        error={errors.code?.message}
      />
      <FormField
        label={t('newPassword')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <FormField
        label={t('confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        registration={register('password_confirmation')}
        error={errors.password_confirmation?.message}
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
