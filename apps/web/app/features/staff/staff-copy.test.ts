import { describe, expect, it } from 'vitest';
import { staffCopy, staffTranslator } from './staff-copy.ts';

describe('the console copy', () => {
  it('has every key in both languages, Arabic written in Arabic, with the same placeholders', () => {
    expect(Object.keys(staffCopy.ar).sort()).toEqual(Object.keys(staffCopy.en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(staffCopy.en)) {
      const arabic = (staffCopy.ar as Record<string, string>)[key]!;
      expect(placeholders(arabic), key).toEqual(placeholders(english));
      // Words are Arabic; a line of placeholders only ('{name} – {role}') has none.
      const words = arabic.replace(/\{\w+\}/g, '');
      if (key !== 'switchLanguage' && /\p{L}/u.test(words)) expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      // Numbers reach the copy through the values, already in the page's digits.
      expect(arabic.replace('A4', ''), key).not.toMatch(/[0-9]/);
    }
  });

  it('fills values in', () => {
    expect(staffTranslator('en')('orderTitle', { id: '#12' })).toBe('Order #12');
    expect(staffTranslator('ar')('pageOf', { page: '١', pages: '٣' })).toBe('صفحة ١ من ٣');
  });
});
