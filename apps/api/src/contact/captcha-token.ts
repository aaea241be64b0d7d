import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { captchaLength } from '@store/contract';

/**
 * The contact captcha's token (docs/decisions/0017). The answer travels only inside it, sealed with
 * AES-256-GCM under a key derived from the store's secret: nobody without the secret can read or
 * change it, and the server needs no memory of the captchas it handed out. The token is also the
 * captcha's identity (its random IV), which `spent_captchas` records once it has been answered.
 *
 * Layout (base64url): IV (12 bytes) | sealed (expiry, 6 bytes big-endian ms; answer, 6 ASCII bytes) | tag (16).
 */

/**
 * Upper-case letters and digits without the look-alikes (0/O, 1/I/L, 5/S, 2/Z, 8/B, and W, which two
 * leaning Vs imitate), so the code can be read off a noisy picture; typing is compared
 * case-insensitively.
 */
export const captchaAlphabet = 'ACDEFGHJKMNPQRTUVXY34679';

/** Long enough to read and type, short enough that a leaked picture is soon worthless. */
export const captchaLifetimeMs = 15 * 60_000;

const purpose = Buffer.from('contact-captcha-v1');
const ivBytes = 12;
const expiryBytes = 6;
const tagBytes = 16;
const tokenBytes = ivBytes + expiryBytes + captchaLength + tagBytes;

/** The AES key for captcha tokens, derived from the store's secret (never the secret itself). */
export function captchaKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/** A random answer from the platform's cryptographic generator, without modulo bias. */
export function randomCaptchaAnswer(): string {
  let answer = '';
  for (let index = 0; index < captchaLength; index++)
    answer += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return answer;
}

export interface CaptchaChallenge {
  /** The token's random IV, base64url: what `spent_captchas` records. */
  id: string;
  answer: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export function sealCaptcha(
  key: Buffer,
  answer: string,
  now: number,
): { token: string; challenge: CaptchaChallenge } {
  const iv = randomBytes(ivBytes);
  const expiresAt = now + captchaLifetimeMs;
  const plain = Buffer.alloc(expiryBytes + captchaLength);
  plain.writeUIntBE(expiresAt, 0, expiryBytes);
  plain.write(answer, expiryBytes, 'ascii');
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(purpose);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  const token = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  return { token, challenge: { id: iv.toString('base64url'), answer, expiresAt } };
}

/**
 * The captcha inside a token, or why there is none: `invalid` (not one of ours: malformed, forged,
 * or sealed under another secret) or `expired`.
 */
export function openCaptcha(
  key: Buffer,
  token: unknown,
  now: number,
): CaptchaChallenge | 'invalid' | 'expired' {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) return 'invalid';
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== tokenBytes) return 'invalid';
  const iv = bytes.subarray(0, ivBytes);
  const sealed = bytes.subarray(ivBytes, tokenBytes - tagBytes);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(purpose);
    decipher.setAuthTag(bytes.subarray(tokenBytes - tagBytes));
    plain = Buffer.concat([decipher.update(sealed), decipher.final()]);
  } catch {
    return 'invalid';
  }
  const expiresAt = plain.readUIntBE(0, expiryBytes);
  if (expiresAt <= now) return 'expired';
  return { id: iv.toString('base64url'), answer: plain.subarray(expiryBytes).toString('ascii'), expiresAt };
}

/** What a person typed, as compared: spaces dropped, upper-case. */
export const normalizeCaptcha = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Whether the typed value is the answer, compared in constant time. */
export function captchaMatches(answer: string, typed: string): boolean {
  const left = Buffer.from(normalizeCaptcha(typed));
  const right = Buffer.from(answer);
  return left.length === right.length && timingSafeEqual(left, right);
}
