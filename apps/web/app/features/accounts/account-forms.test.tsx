// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FormResult, messageResult } from '../../lib/forms/form-result.ts';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { PhoneForm } from './phone-form.tsx';
import { ChangePasswordForm, ProfileForm } from './profile-forms.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { VerifyCodeForm } from './verify-code-form.tsx';

afterEach(cleanup);

function renderAt(lang: 'en' | 'ar', element: () => React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/:lang/page', Component: element }]);
  return render(<Stub initialEntries={[`/${lang}/page`]} />);
}

/** The message under a field, found through the field's aria-describedby. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

describe('LoginForm', () => {
  it('asks for the e-mail and a valid one, with the spec words, and sends nothing until fixed', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <LoginForm onSend={onSend} />
      </ToastProvider>
    ));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(errorOf('E-mail')).toBe('Please input E-mail'));
    expect(errorOf('Password')).toBe('Please input Password');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('E-mail'), 'mona@');
    await waitFor(() => expect(errorOf('E-mail')).toBe('Email Address is not a valid email'));
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('E-mail'), 'example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const form = onSend.mock.calls[0]![0] as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      intent: 'login',
      email: 'mona@example.com',
      password: 'secret-pass',
    });
  });

  it('shows the server message as a toast and disables the button while sending', async () => {
    const failed: FormResult = messageResult(false, 'login', 'The e-mail or password is not correct');
    renderAt('en', () => (
      <ToastProvider>
        <LoginForm onSend={() => {}} sending result={failed} />
      </ToastProvider>
    ));
    expect((screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toContain('The e-mail or password is not correct');
  });
});

describe('RegisterForm', () => {
  it('checks phone, password length and the confirmation with the contract messages', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <RegisterForm onSend={onSend} />
      </ToastProvider>
    ));
    await user.type(screen.getByLabelText('First Name'), 'Mona');
    await user.type(screen.getByLabelText('Last Name'), 'Adel');
    await user.type(screen.getByLabelText('Phone Number'), '0101a');
    await user.type(screen.getByLabelText('E-mail'), 'mona@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Phone Number')).toBe('The phone number must contain only numbers.'));
    expect(errorOf('Password')).toBe('Password must be greater than 8 characters');

    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '0101');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Phone Number')).toBe('The phone must consist of at least 8 numbers'));
    // Like the API: the two passwords are compared once every field passes on its own.
    await user.type(screen.getByLabelText('Phone Number'), '2345678');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(errorOf('Confirm Password')).toBe('The two passwords that you entered do not match!'),
    );
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });

  it('speaks Arabic on Arabic pages and puts server field errors under their fields', async () => {
    const taken: FormResult = {
      ...messageResult(false, '', ''),
      fieldErrors: { email: 'البريد الإلكتروني مستخدم بالفعل' },
      validation: ['البريد الإلكتروني مستخدم بالفعل'],
    };
    const user = userEvent.setup();
    renderAt('ar', () => (
      <ToastProvider>
        <RegisterForm onSend={() => {}} result={taken} />
      </ToastProvider>
    ));
    await waitFor(() => expect(errorOf('البريد الإلكتروني')).toBe('البريد الإلكتروني مستخدم بالفعل'));
    await user.type(screen.getByLabelText('كلمة المرور'), '12345678901234567890x');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(errorOf('كلمة المرور')).toBe('كلمة المرور يجب أن تكون أقل من ٢٠ حرفاً'));
    expect(errorOf('رقم الهاتف')).toBe('من فضلك أدخل رقم الهاتف');
  });
});

describe('code and password forms', () => {
  it('wants exactly 4 digits for the phone code', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <VerifyCodeForm hidden={{ user_id: 7 }} onSend={onSend} />
      </ToastProvider>
    ));
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(errorOf('Verification code')).toBe('The code must be exactly 4 digits'));
    await user.type(screen.getByLabelText('Verification code'), '34');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(new FormData(onSend.mock.calls[0]![0] as HTMLFormElement).get('user_id')).toBe('7');
  });

  it('asks a provider account for its phone number', async () => {
    const user = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <PhoneForm hidden={{ user_id: 3 }} onSend={() => {}} />
      </ToastProvider>
    ));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(errorOf('Phone Number')).toBe('Please enter the phone number'));
  });

  it('resets with a code and two matching new passwords', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <ResetPasswordForm resetId={12} onSend={onSend} />
      </ToastProvider>
    ));
    await user.type(screen.getByLabelText('Verification code'), '1234');
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(errorOf('Confirm New Password')).toBe('The two passwords that you entered do not match!'),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('needs an e-mail or a mobile number to send a reset code', async () => {
    const user = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <ForgotPasswordForm onSend={() => {}} />
      </ToastProvider>
    ));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(errorOf('E-mail or mobile number')).toBe('Please input E-mail or mobile number'),
    );
  });
});

describe('profile forms', () => {
  const user = {
    id: 4,
    first_name: 'Mona',
    last_name: 'Adel',
    phone: '01012345678',
    email: 'mona@example.com',
    isSocial: false,
    phoneVerified: true,
  };

  it('starts from the user details and checks them', async () => {
    const onSend = vi.fn();
    const events = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <ProfileForm user={user} onSend={onSend} />
      </ToastProvider>
    ));
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Mona');
    await events.clear(screen.getByLabelText('E-mail'));
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('E-mail')).toBe('Please input E-mail'));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('lets an account made by a phone sign-in save with no e-mail, saying it is optional', async () => {
    const onSend = vi.fn();
    const events = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <ProfileForm user={{ ...user, email: null, first_name: '' }} onSend={onSend} />
      </ToastProvider>
    ));
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.required).toBe(false);
    expect(screen.getByText('Optional: you sign in with your mobile number')).toBeTruthy();
    await events.type(screen.getByLabelText('First Name'), 'Mona');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(errorOf('E-mail')).toBeFalsy();
  });

  it('needs the current password and a confirmed new one', async () => {
    const events = userEvent.setup();
    renderAt('en', () => (
      <ToastProvider>
        <ChangePasswordForm onSend={() => {}} />
      </ToastProvider>
    ));
    await events.type(screen.getByLabelText('New Password'), 'new-password-1');
    await events.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf('Current Password')).toBe('Please input Current Password'));
    expect(errorOf('Confirm New Password')).toBe('Please input Confirm New Password');
  });
});
