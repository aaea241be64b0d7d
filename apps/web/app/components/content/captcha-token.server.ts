import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeCaptcha, randomCaptchaCode } from './captcha-code.ts';

/**
 * The server's half of the contact captcha. The loader issues a code with a token:
 * `expiry.nonce.HMAC(issued, expiry, nonce).HMAC(code, expiry, nonce, CODE)`, keyed with SESSION_SECRET.
 * The page draws the code and posts the typed value with the token; the action checks the HMACs, the
 * expiry, and that the nonce was not used before
 * (every checked token is spent, right or wrong), so a bot can neither skip the check nor replay or
 * brute-force one solved code. Stateless apart from the spent-nonce list, which only lives as long as
 * the tokens it guards.
 */
const lifetimeMs = 15 * 60 * 1000;
const devSecret = 'dev-only-session-secret-change-me';

let cachedSecret: string | undefined;
function secret(): string {
  if (cachedSecret) return cachedSecret;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) cachedSecret = fromEnv;
  else if (process.env.NODE_ENV === 'production') {
    // No secret configured: a random one still protects this process (tokens die with a restart).
    console.warn('SESSION_SECRET is not set: using a random per-process secret for captcha tokens.');
    cachedSecret = randomBytes(32).toString('hex');
  } else cachedSecret = devSecret;
  return cachedSecret;
}

const sign = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url');

export interface CaptchaChallenge {
  code: string;
  token: string;
}

export function issueCaptcha(now = Date.now()): CaptchaChallenge {
  const code = randomCaptchaCode();
  const expires = now + lifetimeMs;
  const nonce = randomBytes(12).toString('base64url');
  const issued = sign(`issued.${expires}.${nonce}`);
  return { code, token: `${expires}.${nonce}.${issued}.${sign(`code.${expires}.${nonce}.${code}`)}` };
}

const spent = new Map<string, number>();
const spentCap = 100_000;
function spend(nonce: string, expires: number, now: number) {
  if (spent.size >= spentCap / 10) {
    for (const [key, until] of spent) if (until < now) spent.delete(key);
  }
  // Still full of live tokens (a flood): forget the oldest, which expire first anyway.
  for (const key of spent.keys()) {
    if (spent.size < spentCap) break;
    spent.delete(key);
  }
  spent.set(nonce, expires);
}

function same(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type CaptchaVerdict = 'ok' | 'empty' | 'mismatch' | 'expired';

export function verifyCaptcha(token: unknown, typed: unknown, now = Date.now()): CaptchaVerdict {
  const value = typeof typed === 'string' ? normalizeCaptcha(typed) : '';
  if (value === '') return 'empty';
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 4) return 'expired';
  const [expiresText, nonce, issued, signature] = parts as [string, string, string, string];
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires < now || expires > now + lifetimeMs) return 'expired';
  // Only tokens this server issued are remembered as spent: forged ones cannot fill the list.
  if (!same(issued, sign(`issued.${expires}.${nonce}`)) || spent.has(nonce)) return 'expired';
  spend(nonce, expires, now);
  return same(signature, sign(`code.${expires}.${nonce}.${value}`)) ? 'ok' : 'mismatch';
}
