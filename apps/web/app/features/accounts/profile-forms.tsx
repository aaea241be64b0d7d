import type { AccountUser, ChangePasswordBody, ProfileBody } from '@store/contract';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { FormField, SubmitButton } from '../../ui/form-field.tsx';
import { EmailField, NameFields, NewPasswordFields, PhoneField } from './account-fields.tsx';
import { type AccountFormProps, useAccountForm } from './use-account-form.ts';

const detailsOf = (user: AccountUser): ProfileBody => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  email: user.email ?? '',
});

/** The user's details, filled in and editable (contract: `profileBody`). */
export function ProfileForm({ user, onSend, sending, result }: AccountFormProps & { user: AccountUser }) {
  const t = useT('account');
  const { field, formProps, reset } = useAccountForm<ProfileBody>({
    // An account that has an e-mail keeps one; one made by a phone sign-in may leave it empty.
    schema: user.email ? 'profileWithEmailBody' : 'profileBody',
    defaultValues: detailsOf(user),
    onSend,
    sending,
    result: result?.intent === 'profile' ? result : undefined,
  });
  // After a save the layout reloads the user: show what the server kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user object is the signal
  useEffect(() => reset(detailsOf(user)), [user]);

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields first={field('first_name')} last={field('last_name')} />
        <PhoneField {...field('phone')} />
        <EmailField
          {...field('email')}
          {...(!user.email && { hint: t('emailOptionalHint'), required: false })}
        />
      </div>
      <SubmitButton sending={sending} label={t('saveProfile')} sendingLabel={t('saving')} />
    </form>
  );
}

const emptyPasswords: ChangePasswordBody = {
  oldPassword: '',
  newPassword: '',
  newPassword_confirmation: '',
};

/** Current password and the new one twice (contract: `changePasswordBody`). */
export function ChangePasswordForm({ onSend, sending, result }: AccountFormProps) {
  const t = useT('account');
  const { field, formProps, reset } = useAccountForm<ChangePasswordBody>({
    schema: 'changePasswordBody',
    defaultValues: emptyPasswords,
    onSend,
    sending,
    result: result?.intent === 'password' ? result : undefined,
    // A saved password leaves the form empty.
    onResult: (answer) => {
      if (answer.ok) reset(emptyPasswords);
    },
  });

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="password" />
      <FormField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          password={field('newPassword')}
          confirmation={field('newPassword_confirmation')}
          replacing
        />
      </div>
      <SubmitButton sending={sending} label={t('changePassword')} sendingLabel={t('saving')} />
    </form>
  );
}
