/** The spec's captcha: 6 characters. */
export const captchaLength = 6;

/**
 * Upper-case letters and digits without the look-alikes (0/O, 1/I/L, 5/S, 2/Z, 8/B) so the code can
 * be read off a noisy picture; typing is compared case-insensitively.
 */
export const captchaAlphabet = 'ACDEFGHJKMNPQRTUVWXY34679';

/** A random code, from the platform's cryptographic generator (browser and Node alike). */
export function randomCaptchaCode(length = captchaLength): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 25 symbols: 256 % 25 = 6, a bias too small to matter for a throwaway code.
  return Array.from(bytes, (byte) => captchaAlphabet[byte % captchaAlphabet.length]).join('');
}

export const normalizeCaptcha = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export type CaptchaCheck = 'empty' | 'mismatch' | 'match';

export function checkCaptcha(typed: string, code: string): CaptchaCheck {
  const value = normalizeCaptcha(typed);
  if (value === '') return 'empty';
  return value === normalizeCaptcha(code) ? 'match' : 'mismatch';
}

/** 'A B 3' -> the characters one by one, for the spelled-out alternative. */
export function spellCaptcha(code: string): string {
  return code.split('').join(' ');
}
