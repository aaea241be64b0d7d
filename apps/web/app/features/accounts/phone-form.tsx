import { useT } from '../../i18n/i18n.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { PhoneField } from './account-fields.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

interface PhoneFormProps extends AccountFormProps {
  userId: number;
}

/**
 * For an account without a phone (a Google or Facebook sign-in): the number first, then the
 * code sent to it.
 */
export function PhoneForm({ onSend, sending, result, onResult, userId }: PhoneFormProps) {
  const t = useT('account');
  const { field, formProps } = useAccountForm<{ phone: string }>({
    schema: 'phoneForm',
    defaultValues: { phone: '' },
    onSend,
    sending,
    result: result?.intent === 'phone' ? result : undefined,
    onResult,
  });

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="phone" />
      <input type="hidden" name="user_id" value={userId} />
      <PhoneField {...field('phone')} />
      <SubmitButton sending={sending} label={t('sendCode')} sendingLabel={t('sending')} className="w-full" />
    </form>
  );
}
