import { type ForgotPasswordBody, forgotPasswordBody } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import type { AccountResult } from './account-result.ts';
import { FormField, SubmitButton } from './form-field.tsx';
import { useAccountForm } from './use-account-form.ts';

interface ForgotPasswordFormProps {
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
  onResult?: (result: AccountResult) => void;
}

/** The account's e-mail, where the reset code goes (contract: `forgotPasswordBody`). */
export function ForgotPasswordForm({ onSend, sending, result, onResult }: ForgotPasswordFormProps) {
  const t = useT('account');
  const {
    register,
    formState: { errors },
    formRef,
    onSubmit,
  } = useAccountForm<ForgotPasswordBody>({
    schema: forgotPasswordBody,
    defaultValues: { email: '' },
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
      <FormField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <SubmitButton sending={sending} label={t('sendCode')} sendingLabel={t('sending')} className="w-full" />
    </form>
  );
}
