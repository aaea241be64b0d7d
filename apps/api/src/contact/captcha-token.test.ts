import { describe, expect, it } from 'vitest';
import {
  captchaAlphabet,
  captchaKey,
  captchaLifetimeMs,
  captchaMatches,
  openCaptcha,
  randomCaptchaAnswer,
  sealCaptcha,
} from './captcha-token.ts';

const key = captchaKey('a-test-secret-of-at-least-32-characters!');
const now = Date.UTC(2026, 10, 23, 12);

describe('captcha tokens', () => {
  it('carry the answer sealed: opened with the key, unreadable without it', () => {
    const { token, challenge } = sealCaptcha(key, 'AC3K7Y', now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,80}$/);
    expect(token).not.toContain('AC3K7Y');
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('AC3K7Y');
    expect(openCaptcha(key, token, now)).toEqual(challenge);
    expect(challenge).toMatchObject({ answer: 'AC3K7Y', expiresAt: now + captchaLifetimeMs });
    expect(openCaptcha(captchaKey('another-secret-of-at-least-32-characters'), token, now)).toBe('invalid');
  });

  it('refuse a changed, cut or foreign token', () => {
    const { token } = sealCaptcha(key, 'AC3K7Y', now);
    const bytes = Buffer.from(token, 'base64url');
    for (const index of [0, 13, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[index]! ^= 1;
      expect(openCaptcha(key, changed.toString('base64url'), now), `byte ${index}`).toBe('invalid');
    }
    expect(openCaptcha(key, token.slice(0, -2), now)).toBe('invalid');
    for (const foreign of [undefined, null, 42, '', 'not a token', `${token}.x`]) {
      expect(openCaptcha(key, foreign, now)).toBe('invalid');
    }
  });

  it('expire after their lifetime', () => {
    const { token } = sealCaptcha(key, 'AC3K7Y', now);
    expect(openCaptcha(key, token, now + captchaLifetimeMs - 1)).not.toBe('expired');
    expect(openCaptcha(key, token, now + captchaLifetimeMs)).toBe('expired');
  });

  it('each have their own identity', () => {
    const ids = new Set(Array.from({ length: 50 }, () => sealCaptcha(key, 'AC3K7Y', now).challenge.id));
    expect(ids.size).toBe(50);
  });
});

describe('captcha answers', () => {
  it('are 6 characters of the readable alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const answer = randomCaptchaAnswer();
      expect(answer).toHaveLength(6);
      for (const character of answer) expect(captchaAlphabet).toContain(character);
    }
  });

  it('match what was typed in either case and with spaces, and nothing else', () => {
    expect(captchaMatches('AC3K7Y', 'AC3K7Y')).toBe(true);
    expect(captchaMatches('AC3K7Y', ' ac3 k7y ')).toBe(true);
    expect(captchaMatches('AC3K7Y', 'AC3K7')).toBe(false);
    expect(captchaMatches('AC3K7Y', 'AC3K7YY')).toBe(false);
    expect(captchaMatches('AC3K7Y', 'AC3K7V')).toBe(false);
    expect(captchaMatches('AC3K7Y', '')).toBe(false);
  });
});
