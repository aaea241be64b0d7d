import { describe, expect, it } from 'vitest';
import { loginLink, signUpSends } from './sign-up-rules.ts';

describe('signUpSends', () => {
  it('texts the code only to a phone no account has', () => {
    expect(signUpSends({ email: false, phone: false })).toEqual({
      codeToPhone: true,
      noticeToPhone: false,
      noticeToEmail: false,
    });
    expect(signUpSends({ email: true, phone: false })).toEqual({
      codeToPhone: true,
      noticeToPhone: false,
      noticeToEmail: true,
    });
  });

  it("tells a taken phone's and a taken e-mail's owners instead", () => {
    expect(signUpSends({ email: true, phone: true })).toEqual({
      codeToPhone: false,
      noticeToPhone: true,
      noticeToEmail: true,
    });
    expect(signUpSends({ email: false, phone: true }).codeToPhone).toBe(false);
  });
});

describe('loginLink', () => {
  it("points at the login page in the owner's language, or is left out", () => {
    expect(loginLink('https://shop.example/', 'ar')).toBe(' https://shop.example/ar/login');
    expect(loginLink(null, 'en')).toBe('');
  });
});
