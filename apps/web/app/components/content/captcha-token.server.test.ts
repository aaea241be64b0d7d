import { describe, expect, it } from 'vitest';
import { issueCaptcha, verifyCaptcha } from './captcha-token.server.ts';

describe('captcha tokens', () => {
  it('accept the issued code once, in any case', () => {
    const { code, token } = issueCaptcha();
    expect(code).toHaveLength(6);
    expect(token).not.toContain(code);
    expect(verifyCaptcha(token, code.toLowerCase())).toBe('ok');
    expect(verifyCaptcha(token, code)).toBe('expired');
  });

  it('are spent by a wrong guess, so one code cannot be brute-forced', () => {
    const { code, token } = issueCaptcha();
    expect(verifyCaptcha(token, 'XXXXXX')).toBe('mismatch');
    expect(verifyCaptcha(token, code)).toBe('expired');
  });

  it('are not spent by an empty answer', () => {
    const { code, token } = issueCaptcha();
    expect(verifyCaptcha(token, '  ')).toBe('empty');
    expect(verifyCaptcha(token, null)).toBe('empty');
    expect(verifyCaptcha(token, code)).toBe('ok');
  });

  it('refuse missing, forged, altered and expired tokens', () => {
    const { code, token } = issueCaptcha();
    expect(verifyCaptcha(null, code)).toBe('expired');
    expect(verifyCaptcha('1.2.3', code)).toBe('expired');
    const [expires, nonce, issued, signature] = token.split('.');
    expect(verifyCaptcha(`${Number(expires) + 1000}.${nonce}.${issued}.${signature}`, code)).toBe('expired');
    expect(verifyCaptcha(`${expires}.other-nonce.${issued}.${signature}`, code)).toBe('expired');
    expect(verifyCaptcha(`${expires}.${nonce}.${issued}.${signature}x`, code)).toBe('mismatch');

    const old = issueCaptcha(Date.now() - 16 * 60 * 1000);
    expect(verifyCaptcha(old.token, old.code)).toBe('expired');
  });
});
