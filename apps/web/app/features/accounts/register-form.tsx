import type { RegisterBody } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { type NoticeLine, PrivacyNoticeLine } from '../privacy/index.ts';
import { EmailField, NameFields, NewPasswordFields, PhoneField } from './account-fields.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

type RegisterValues = Omit<RegisterBody, 'deviceType' | 'deviceId'>;

/**
 * Name, phone, e-mail and a password twice, checked with the contract's `registerBody`; the line
 * linking the privacy notice the new account accepts (docs/decisions/0067, 0074).
 */
export function RegisterForm({
  onSend,
  sending,
  result,
  onResult,
  privacyLine,
}: AccountFormProps & { privacyLine?: NoticeLine }) {
  const t = useT('account');
  const { field, formProps } = useAccountForm<RegisterValues>({
    schema: 'registerBody',
    defaultValues: {
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
    onSend,
    sending,
    result,
    onResult,
  });

  return (
    <form {...formProps} className="space-y-4">
      <p className="text-sm text-slate-600">{t('requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields first={field('first_name')} last={field('last_name')} />
      </div>
      <PhoneField {...field('phone')} />
      <EmailField {...field('email')} />
      <NewPasswordFields password={field('password')} confirmation={field('password_confirmation')} />
      {privacyLine && <PrivacyNoticeLine line={privacyLine} />}
      <SubmitButton
        sending={sending}
        label={t('registerButton')}
        sendingLabel={t('registering')}
        className="w-full"
      />
    </form>
  );
}
