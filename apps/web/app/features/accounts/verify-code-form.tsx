import type { VerifyCodeForm as VerifyValues } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { CodeField } from './account-fields.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

interface VerifyCodeFormProps extends AccountFormProps {
  /** Sent back with the code: the account being verified, or the number signing in. */
  hidden: Record<string, string | number>;
  submitLabel?: string;
}

/** The 4-digit SMS code, checked with the contract's `verifyCodeForm`. */
export function VerifyCodeForm({
  onSend,
  sending,
  result,
  onResult,
  hidden,
  submitLabel,
}: VerifyCodeFormProps) {
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
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CodeField {...field('code')} />
      <SubmitButton
        sending={sending}
        label={submitLabel ?? t('verifyButton')}
        sendingLabel={t('verifying')}
        className="w-full"
      />
    </form>
  );
}
