import { fieldLimits, type VerifyCodeForm as VerifyValues, verifyCodeForm } from '@store/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type AccountResult, useResultFeedback } from './account-result.ts';
import { contractResolver } from './contract-resolver.ts';
import { FormField, SubmitButton } from './form-field.tsx';

interface VerifyCodeFormProps {
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
  onResult?: (result: AccountResult) => void;
  /** The account being verified, sent back with the code. */
  userId: number;
}

/** The 4-digit SMS code, checked with the contract's `verifyCodeForm`. */
export function VerifyCodeForm({ onSend, sending, result, onResult, userId }: VerifyCodeFormProps) {
  const t = useT('account');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VerifyValues>({
    resolver: contractResolver(verifyCodeForm, lang),
    defaultValues: { code: '' },
    reValidateMode: 'onChange',
  });
  useResultFeedback(result?.intent === 'verify' ? result : undefined, setError, t('sendError'), onResult);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={sending}
      onSubmit={handleSubmit(() => formRef.current && onSend(formRef.current))}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="user_id" value={userId} />
      <FormField
        label={t('code')}
        hint={t('codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={fieldLimits.codeLength}
        registration={register('code')}
        error={errors.code?.message}
      />
      <SubmitButton
        sending={sending}
        label={t('verifyButton')}
        sendingLabel={t('verifying')}
        className="w-full"
      />
    </form>
  );
}
