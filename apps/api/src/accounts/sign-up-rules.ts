/**
 * What one sign-up sends, given which of its contacts another account already has (decision 0044).
 * The caller's answer is the same in every case; only the messages differ, and they go to the
 * contacts' owners, never back to the caller:
 * - a free phone gets the code that finishes the sign-up;
 * - a taken phone gets no code (so the sign-up can never finish) but a notice to its owner;
 * - a taken e-mail gets a notice to its owner (the code still goes to a free phone: verifying it
 *   then says the e-mail is taken, which costs a phone of one's own and an SMS per try).
 */
export interface SignUpSends {
  codeToPhone: boolean;
  noticeToPhone: boolean;
  noticeToEmail: boolean;
}

export function signUpSends(taken: { email: boolean; phone: boolean }): SignUpSends {
  return { codeToPhone: !taken.phone, noticeToPhone: taken.phone, noticeToEmail: taken.email };
}

/** A link to the store's login page for a notice, when the store knows its public address. */
export function loginLink(publicUrl: string | null, lang: 'en' | 'ar'): string {
  return publicUrl ? ` ${publicUrl.replace(/\/$/, '')}/${lang}/login` : '';
}
