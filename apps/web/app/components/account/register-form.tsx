import { fieldLimits, type RegisterBody, registerBody } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import type { AccountResult } from './account-result.ts';
import { FormField, SubmitButton } from './form-field.tsx';
import { useAccountForm } from './use-account-form.ts';

type RegisterValues = Omit<RegisterBody, 'deviceType' | 'deviceId'>;

interface RegisterFormProps {
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
  onResult?: (result: AccountResult) => void;
}

/** Name, phone, e-mail and a password twice, checked with the contract's `registerBody`. */
export function RegisterForm({ onSend, sending, result, onResult }: RegisterFormProps) {
  const t = useT('account');
  const {
    register,
    formState: { errors },
    formRef,
    onSubmit,
  } = useAccountForm<RegisterValues>({
    schema: registerBody,
    defaultValues: {
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
    onSend,
    result,
    onResult,
  });

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={sending}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">{t('requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={fieldLimits.nameMax}
          registration={register('first_name')}
          error={errors.first_name?.message}
        />
        <FormField
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={fieldLimits.nameMax}
          registration={register('last_name')}
          error={errors.last_name?.message}
        />
      </div>
      <FormField
        label={t('phone')}
        hint={t('phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        registration={register('phone')}
        error={errors.phone?.message}
      />
      <FormField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormField
        label={t('password')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <FormField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={register('password_confirmation')}
        error={errors.password_confirmation?.message}
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
