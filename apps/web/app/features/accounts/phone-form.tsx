import { useT } from '../../i18n/i18n.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { PhoneField } from './account-fields.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

interface PhoneFormProps extends AccountFormProps {
  /** The form's `intent` (its answer is read by it). */
  intent?: string;
  /** Sent along: the account whose number it is, or where to go after signing in. */
  hidden?: Record<string, string | number>;
  /** The store can send the code by WhatsApp too (docs/decisions/0093): the customer picks. */
  whatsapp?: boolean;
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
  whatsapp = false,
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
      {whatsapp && (
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('codeChannel')}</legend>
          {(['sms', 'whatsapp'] as const).map((channel) => (
            <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="channel"
                value={channel}
                defaultChecked={channel === 'sms'}
                className="size-4 accent-brand-600"
              />
              {t(channel === 'sms' ? 'codeBySms' : 'codeByWhatsapp')}
            </label>
          ))}
        </fieldset>
      )}
      <SubmitButton sending={sending} label={t('sendCode')} sendingLabel={t('sending')} className="w-full" />
    </form>
  );
}
