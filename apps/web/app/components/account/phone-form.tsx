import { phoneField } from '@store/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type AccountResult, useResultFeedback } from './account-result.ts';
import { contractResolver } from './contract-resolver.ts';
import { FormField, SubmitButton } from './form-field.tsx';

/** The phone rule of `resendCodeBody`, required here: this form exists to give the number. */
export const phoneStep = z.object({ phone: phoneField });

interface PhoneFormProps {
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
  onResult?: (result: AccountResult) => void;
  userId: number;
}

/**
 * For an account without a phone (a Google or Facebook sign-in): the number first, then the
 * code sent to it.
 */
export function PhoneForm({ onSend, sending, result, onResult, userId }: PhoneFormProps) {
  const t = useT('account');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ phone: string }>({
    resolver: contractResolver(phoneStep, lang),
    defaultValues: { phone: '' },
    reValidateMode: 'onChange',
  });
  useResultFeedback(result?.intent === 'phone' ? result : undefined, setError, t('sendError'), onResult);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={sending}
      onSubmit={handleSubmit(() => formRef.current && onSend(formRef.current))}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="phone" />
      <input type="hidden" name="user_id" value={userId} />
      <FormField
        label={t('phone')}
        hint={t('phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        registration={register('phone')}
        error={errors.phone?.message}
      />
      <SubmitButton sending={sending} label={t('sendCode')} sendingLabel={t('sending')} className="w-full" />
    </form>
  );
}
