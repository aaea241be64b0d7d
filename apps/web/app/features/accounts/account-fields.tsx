import { fieldLimits } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { AccountField } from './use-account-form.ts';

/*
 * The fields several account forms ask for, drawn the same way in each: each takes what
 * `useAccountForm`'s `field(name)` gives (`<PhoneField {...field('phone')} />`) and leaves the
 * layout (a grid or not) to its form.
 */

/** First and last name, side by side where the form puts them in a grid. */
export function NameFields({ first, last }: { first: AccountField; last: AccountField }) {
  const t = useT('account');
  return (
    <>
      <FormField
        label={t('firstName')}
        autoComplete="given-name"
        maxLength={fieldLimits.nameMax}
        {...first}
      />
      <FormField label={t('lastName')} autoComplete="family-name" maxLength={fieldLimits.nameMax} {...last} />
    </>
  );
}

/** An Egyptian mobile number, typed with the number pad. */
export function PhoneField(props: AccountField) {
  const t = useT('account');
  return (
    <FormField
      label={t('phone')}
      hint={t('phoneHint')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...props}
    />
  );
}

export function EmailField(props: AccountField) {
  const t = useT('account');
  return <FormField label={t('email')} type="email" autoComplete="email" {...props} />;
}

/** A code sent by SMS or e-mail, which the phone may offer to fill in. */
export function CodeField(props: AccountField) {
  const t = useT('account');
  return (
    <FormField
      label={t('code')}
      hint={t('codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={fieldLimits.codeLength}
      {...props}
    />
  );
}

/**
 * A password chosen now, typed twice. `replacing`: the account had one (a reset or a change), and
 * the labels say "new password".
 */
export function NewPasswordFields({
  password,
  confirmation,
  replacing = false,
}: {
  password: AccountField;
  confirmation: AccountField;
  replacing?: boolean;
}) {
  const t = useT('account');
  return (
    <>
      <FormField
        label={t(replacing ? 'newPassword' : 'password')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
        {...password}
      />
      <FormField
        label={t(replacing ? 'confirmNewPassword' : 'confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
