import type { VerifyCodeForm as VerifyValues } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { CodeField } from './account-fields.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

interface VerifyCodeFormProps extends AccountFormProps {
  /** The account being verified, sent back with the code. */
  userId: number;
}

/** The 4-digit SMS code, checked with the contract's `verifyCodeForm`. */
export function VerifyCodeForm({ onSend, sending, result, onResult, userId }: VerifyCodeFormProps) {
  const t = useT('account');
  const { field, formProps } = useAccountForm<VerifyValues>({
    schema: 'verifyCodeForm',
    defaultValues: { code: '' },
    onSend,
    sending,
    result: result?.intent === 'verify' ? result : undefined,
    onResult,
  });

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="user_id" value={userId} />
      <CodeField {...field('code')} />
      <SubmitButton
        sending={sending}
        label={t('verifyButton')}
        sendingLabel={t('verifying')}
        className="w-full"
      />
    </form>
  );
}
