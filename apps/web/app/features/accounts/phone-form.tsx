import { useT } from '../../i18n/i18n.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { PhoneField } from './account-fields.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

interface PhoneFormProps extends AccountFormProps {
  /** The form's `intent` (its answer is read by it). */
  intent?: string;
  /** Sent along: the account whose number it is, or where to go after signing in. */
  hidden?: Record<string, string | number>;
}

/**
 * A phone number, then a code is sent to it: for an account without a phone (a Google or Facebook
 * sign-in), and for signing in with the mobile number.
 */
export function PhoneForm({
  onSend,
  sending,
  result,
  onResult,
  intent = 'phone',
  hidden = {},
}: PhoneFormProps) {
  const t = useT('account');
  const { field, formProps } = useAccountForm<{ phone: string }>({
    schema: 'phoneForm',
    defaultValues: { phone: '' },
    onSend,
    sending,
    result: result?.intent === intent ? result : undefined,
    onResult,
  });

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PhoneField {...field('phone')} />
      <SubmitButton sending={sending} label={t('sendCode')} sendingLabel={t('sending')} className="w-full" />
    </form>
  );
}
