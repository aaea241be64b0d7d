import { describe, expect, it } from 'vitest';
import { switchLangPath, translator } from './i18n.ts';
import { namespaces } from './messages/index.ts';

describe('page copy', () => {
  it('has every key in both languages, Arabic written in Arabic, with the same placeholders', () => {
    for (const [ns, { en, ar }] of Object.entries(namespaces)) {
      expect(Object.keys(ar).sort(), ns).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en) as [string, string][]) {
        const arabic = (ar as Record<string, string>)[key]!;
        expect(arabic.trim(), `${ns}.${key}`).not.toBe('');
        const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(arabic), `${ns}.${key}`).toEqual(placeholders(english));
        // Brand-like words may stay Latin, but every Arabic string must contain Arabic (or be a language name).
        if (!/^English$|^[\d\s.,:%+()-]*$/.test(arabic))
          expect(arabic, `${ns}.${key}`).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('translates with values', () => {
    expect(translator('en', 'common')('price', { amount: '65.00' })).toBe('65.00 EGP');
    expect(translator('ar', 'common')('price', { amount: '65.00' })).toBe('65.00 ج.م');
  });

  it('keeps the page when switching language', () => {
    expect(switchLangPath('/en/deals', '?sort=2', 'ar')).toBe('/ar/deals?sort=2');
    expect(switchLangPath('/ar/product/1/65/p-1.svg/x', '', 'en')).toBe('/en/product/1/65/p-1.svg/x');
    expect(switchLangPath('/en', '', 'ar')).toBe('/ar/');
    expect(switchLangPath('/english-page', '', 'ar')).toBe('/ar/english-page');
  });
});
