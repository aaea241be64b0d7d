import { describe, expect, it } from 'vitest';
import {
  decodeUploadFlash,
  encodeUploadFlash,
  takeUploadFlash,
  uploadFlashCookie,
} from './upload-flash.server.ts';

describe('the answer to an upload posted without scripts', () => {
  it('travels in a cookie to its own form only, once', () => {
    const value = encodeUploadFlash({
      target: 'prescription',
      message: 'يجب أن يكون نوع الملف',
      validation: ['a', 'b'],
      values: {},
    });
    expect(decodeUploadFlash(value, 'prescription')).toMatchObject({
      message: 'يجب أن يكون نوع الملف',
      validation: ['a', 'b'],
    });
    expect(decodeUploadFlash(value, 'support-issue')).toBeNull();
    expect(decodeUploadFlash('not-json', 'prescription')).toBeNull();
    const request = new Request('http://shop.test/en/profile/7', {
      headers: { cookie: `deviceId=x; ${uploadFlashCookie}=${value}` },
    });
    const taken = takeUploadFlash(request, 'prescription');
    expect(taken.flash?.validation).toEqual(['a', 'b']);
    expect(new Headers(taken.headers).get('set-cookie')).toContain('Max-Age=0');
  });

  it('stays small whatever the API said', () => {
    const value = encodeUploadFlash({
      target: 'support-issue',
      message: 'خ'.repeat(10_000),
      validation: Array.from({ length: 50 }, () => 'ي'.repeat(1000)),
      values: {},
    });
    expect(value.length).toBeLessThan(3800);
    expect(decodeUploadFlash(value, 'support-issue')?.validation).toHaveLength(3);
  });
});
