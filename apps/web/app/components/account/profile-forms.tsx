import {
  type AccountUser,
  type ChangePasswordBody,
  changePasswordBody,
  fieldLimits,
  type ProfileBody,
  profileBody,
} from '@store/contract';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.ts';
import type { AccountResult } from './account-result.ts';
import { FormField, SubmitButton } from './form-field.tsx';
import { useAccountForm } from './use-account-form.ts';

interface FormProps {
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
}

const detailsOf = (user: AccountUser): ProfileBody => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  email: user.email ?? '',
});

/** The user's details, filled in and editable (contract: `profileBody`). */
export function ProfileForm({ user, onSend, sending, result }: FormProps & { user: AccountUser }) {
  const t = useT('account');
  const {
    register,
    formState: { errors },
    reset,
    formRef,
    onSubmit,
  } = useAccountForm<ProfileBody>({
    schema: profileBody,
    defaultValues: detailsOf(user),
    onSend,
    result: result?.intent === 'profile' ? result : undefined,
  });
  // After a save the layout reloads the user: show what the server kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user object is the signal
  useEffect(() => reset(detailsOf(user)), [user]);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={sending}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="profile" />
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
export function ChangePasswordForm({ onSend, sending, result }: FormProps) {
  const t = useT('account');
  const {
    register,
    formState: { errors },
    reset,
    formRef,
    onSubmit,
  } = useAccountForm<ChangePasswordBody>({
    schema: changePasswordBody,
    defaultValues: emptyPasswords,
    onSend,
    result: result?.intent === 'password' ? result : undefined,
    // A saved password leaves the form empty.
    onResult: (answer) => {
      if (answer.ok) reset(emptyPasswords);
    },
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
      <input type="hidden" name="intent" value="password" />
      <FormField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        registration={register('oldPassword')}
        error={errors.oldPassword?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('newPassword')}
          hint={t('passwordHint')}
          type="password"
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword?.message}
        />
        <FormField
          label={t('confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          registration={register('newPassword_confirmation')}
          error={errors.newPassword_confirmation?.message}
        />
      </div>
      <SubmitButton sending={sending} label={t('changePassword')} sendingLabel={t('saving')} />
    </form>
  );
}
