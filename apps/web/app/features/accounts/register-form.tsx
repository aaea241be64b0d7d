import { fieldLimits, type RegisterBody } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { FormField, SubmitButton } from '../../ui/form-field.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

type RegisterValues = Omit<RegisterBody, 'deviceType' | 'deviceId'>;

/** Name, phone, e-mail and a password twice, checked with the contract's `registerBody`. */
export function RegisterForm({ onSend, sending, result, onResult }: AccountFormProps) {
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
        <FormField
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={fieldLimits.nameMax}
          {...field('first_name')}
        />
        <FormField
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={fieldLimits.nameMax}
          {...field('last_name')}
        />
      </div>
      <FormField
        label={t('phone')}
        hint={t('phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...field('phone')}
      />
      <FormField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <FormField
        label={t('password')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <FormField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
      <SubmitButton
        sending={sending}
        label={t('registerButton')}
        sendingLabel={t('registering')}
        className="w-full"
      />
    </form>
  );
}
