import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCode, codeRules, hashCode, newCode, resendWaitSeconds, sameDigest } from './one-time-codes.ts';

const secret = 's'.repeat(32);
const now = new Date('2026-11-23T10:00:00Z');
const stored = (code: string, overrides: Partial<Parameters<typeof checkCode>[0]> = {}) => ({
  codeHash: hashCode(secret, 'phone', '01012345678', code),
  failedAttempts: 0,
  expiresAt: new Date(now.getTime() + codeRules.ttlMs),
  usedAt: null,
  ...overrides,
});

describe('one-time codes', () => {
  it('are always 4 digits', () => {
    for (let i = 0; i < 500; i++) expect(newCode()).toMatch(/^\d{4}$/);
  });

  it('hash per secret, purpose and recipient, and compare only equal digests as equal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 }), (a, b) => {
        const [x, y] = [a, b].map((n) => n.toString().padStart(4, '0'));
        const same = sameDigest(hashCode(secret, 'phone', 'to', x!), hashCode(secret, 'phone', 'to', y!));
        return same === (x === y);
      }),
    );
    const base = hashCode(secret, 'phone', 'to', '1234');
    expect(hashCode(secret, 'reset', 'to', '1234')).not.toBe(base);
    expect(hashCode(secret, 'phone', 'other', '1234')).not.toBe(base);
    expect(hashCode('t'.repeat(32), 'phone', 'to', '1234')).not.toBe(base);
    expect(sameDigest(base, 'abcd')).toBe(false);
  });

  it('accept the right code once, within 10 minutes and 5 wrong tries', () => {
    const right = hashCode(secret, 'phone', '01012345678', '4321');
    expect(checkCode(stored('4321'), right, now)).toBe('ok');
    expect(checkCode(stored('4321'), hashCode(secret, 'phone', '01012345678', '4320'), now)).toBe('wrong');
    expect(checkCode(stored('4321', { usedAt: now }), right, now)).toBe('used');
    expect(checkCode(stored('4321', { expiresAt: now }), right, now)).toBe('expired');
    expect(checkCode(stored('4321', { failedAttempts: 4 }), right, now)).toBe('ok');
    expect(checkCode(stored('4321', { failedAttempts: 5 }), right, now)).toBe('locked');
  });

  it('wait 30 seconds between sends', () => {
    expect(resendWaitSeconds(null, now)).toBe(0);
    expect(resendWaitSeconds(now, now)).toBe(30);
    expect(resendWaitSeconds(new Date(now.getTime() - 29_001), now)).toBe(1);
    expect(resendWaitSeconds(new Date(now.getTime() - 30_000), now)).toBe(0);
  });
});
