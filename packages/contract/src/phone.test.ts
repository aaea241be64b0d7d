import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { forgotPasswordBody, forgotPasswordForm } from './account.ts';
import { phoneField } from './fields.ts';
import { egyptMobileMetadata, localPhone, normalizePhone } from './phone.ts';
import { parseForMessages } from './validation.ts';

describe('normalizePhone: one form for every spelling of an Egyptian mobile number', () => {
  it('maps local, +20, 0020, spaced, dashed and Arabic-Indic spellings to one E.164 number', () => {
    for (const typed of [
      '01012345678',
      '1012345678',
      '+201012345678',
      '00201012345678',
      '201012345678',
      '010 1234 5678',
      '010-1234-5678',
      '(010) 1234-5678',
      '+20 10 1234 5678',
      '+20-10-1234-5678',
      '0020 10 1234 5678',
      '٠١٠١٢٣٤٥٦٧٨',
      '+٢٠١٠١٢٣٤٥٦٧٨',
      '٠٠٢٠ ١٠ ١٢٣٤ ٥٦٧٨',
      '۰۱۰۱۲۳۴۵۶۷۸',
      ' 01012345678 ',
      '010\u00a01234\u00a05678',
    ]) {
      expect(normalizePhone(typed), typed).toBe('+201012345678');
    }
  });

  it('knows every mobile prefix: 010, 011, 012, 015', () => {
    expect(normalizePhone('01112345678')).toBe('+201112345678');
    expect(normalizePhone('01212345678')).toBe('+201212345678');
    expect(normalizePhone('01512345678')).toBe('+201512345678');
  });

  it('refuses landlines, wrong lengths, other countries and letters', () => {
    for (const typed of [
      '0223456789', // Cairo landline
      '+20223456789',
      '034251234', // Alexandria landline
      '01312345678', // no 013 network
      '0101234567', // one digit short
      '010123456789', // one digit long
      '01012',
      '+447911123456', // the United Kingdom
      '+9715012345678', // the Emirates
      '+1 202 555 0143',
      '0101234567a',
      'call 01012345678',
      '',
      '+',
      '++201012345678',
    ]) {
      expect(normalizePhone(typed), typed).toBeNull();
    }
  });

  it('shows a number in its local form, and an old spelling as it is', () => {
    expect(localPhone('+201012345678')).toBe('01012345678');
    expect(localPhone(null)).toBeNull();
    expect(localPhone('1012345678')).toBe('1012345678');
  });

  it("cuts its metadata from the installed package's mobile build, unchanged", () => {
    const full = createRequire(import.meta.url)('libphonenumber-js/metadata.mobile.json');
    const cut = egyptMobileMetadata as unknown as typeof full;
    expect(cut.version).toBe(full.version);
    expect(cut.countries.EG).toEqual(full.countries.EG);
    expect(cut.country_calling_codes['20']).toEqual(full.country_calling_codes['20']);
  });
});

describe('the phone field', () => {
  const messageOf = (typed: string) => phoneField.safeParse(typed).error?.issues[0]?.message;

  it('answers the one form', () => {
    expect(phoneField.parse('+20 10 1234 5678')).toBe('+201012345678');
    expect(phoneField.parse('٠١٠١٢٣٤٥٦٧٨')).toBe('+201012345678');
  });

  it("keeps the spec's messages, and says what a number must be", () => {
    expect(messageOf('')).toBe('phone.required');
    expect(messageOf('01o12345678')).toBe('phone.digits');
    expect(messageOf('0101')).toBe('phone.tooShort');
    expect(messageOf('010123456789')).toBe('phone.tooLong');
    expect(messageOf('+20 10 1234 56789')).toBe('phone.tooLong');
    expect(messageOf('0223456789')).toBe('phone.mobile');
    expect(messageOf('+447911123456')).toBe('phone.mobile');
    expect(parseForMessages(phoneField, '0223456789').error?.issues.map((issue) => issue.message)).toEqual([
      'phone.mobile',
    ]);
  });
});

describe('the password reset: an e-mail or a mobile number', () => {
  it('takes one of the two in the API body', () => {
    expect(forgotPasswordBody.parse({ email: 'Mona@Example.com' })).toEqual({ email: 'mona@example.com' });
    expect(forgotPasswordBody.parse({ phone: '+20 10 1234 5678' })).toEqual({ phone: '+201012345678' });
    expect(forgotPasswordBody.safeParse({}).error?.issues[0]?.message).toBe('account.emailOrPhone');
    expect(
      forgotPasswordBody.safeParse({ email: 'a@b.co', phone: '01012345678' }).error?.issues[0]?.message,
    ).toBe('account.emailOrPhone');
  });

  it("reads the web form's one box as an e-mail or a number", () => {
    expect(forgotPasswordForm.parse({ login: 'mona@example.com' }).login).toEqual({
      email: 'mona@example.com',
    });
    expect(forgotPasswordForm.parse({ login: '٠١٠ ١٢٣٤ ٥٦٧٨' }).login).toEqual({ phone: '+201012345678' });
    const messageOf = (login: string) => forgotPasswordForm.safeParse({ login }).error?.issues[0]?.message;
    expect(messageOf('')).toBe('validation.required');
    expect(messageOf('mona')).toBe('account.emailOrPhone');
    expect(messageOf('mona@')).toBe('email.invalid');
    expect(messageOf('0223456789')).toBe('phone.mobile');
  });
});
