import { type ForgotPasswordBody, forgotPasswordBody } from '@store/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type AccountResult, useResultFeedback } from './account-result.ts';
import { contractResolver } from './contract-resolver.ts';
import { FormField, SubmitButton } from './form-field.tsx';

interface ForgotPasswordFormProps {
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
  onResult?: (result: AccountResult) => void;
}

/** The account's e-mail, where the reset code goes (contract: `forgotPasswordBody`). */
export function ForgotPasswordForm({ onSend, sending, result, onResult }: ForgotPasswordFormProps) {
  const t = useT('account');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: contractResolver(forgotPasswordBody, lang),
    defaultValues: { email: '' },
    reValidateMode: 'onChange',
  });
  useResultFeedback(result, setError, t('sendError'), onResult);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={sending}
      onSubmit={handleSubmit(() => formRef.current && onSend(formRef.current))}
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
