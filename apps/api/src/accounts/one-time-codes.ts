import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** The rules of SMS and e-mail codes: 4 digits, 10 minutes, one use, 5 wrong tries, 30 s between sends. */
export const codeRules = {
  ttlMs: 10 * 60_000,
  maxWrongTries: 5,
  resendGapMs: 30_000,
} as const;

export type CodePurpose = 'phone' | 'reset' | 'sign-up' | 'login' | 'delete';

export function newCode(): string {
  return randomInt(0, 10_000).toString().padStart(4, '0');
}

/**
 * Only an HMAC of a code is stored: with 10,000 possible codes a plain hash would be reversed at
 * once, while the keyed one needs the server's secret too.
 */
export function hashCode(secret: string, purpose: CodePurpose, sentTo: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${sentTo}:${code}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface StoredCode {
  codeHash: string;
  failedAttempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'used' | 'locked';

/** Judges a code against its stored row; the caller counts a 'wrong' answer. */
export function checkCode(stored: StoredCode, candidateHash: string, now: Date): CodeCheck {
  if (stored.usedAt) return 'used';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (stored.failedAttempts >= codeRules.maxWrongTries) return 'locked';
  return sameDigest(stored.codeHash, candidateHash) ? 'ok' : 'wrong';
}

/** Seconds before another code may be sent, given when the last one was (0: now). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const left = lastSentAt.getTime() + codeRules.resendGapMs - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
