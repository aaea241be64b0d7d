import { describe, expect, it, vi } from 'vitest';
import './copy.server.ts';
import { switchLangPath, translator } from './i18n.ts';
import { copy, namespaces } from './messages/index.ts';

describe('page copy', () => {
  it('has every key in both languages, Arabic written in Arabic, with the same placeholders', () => {
    for (const [ns, { en, ar }] of Object.entries(namespaces)) {
      expect(Object.keys(ar).sort(), ns).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en) as [string, string][]) {
        const arabic = (ar as Record<string, string>)[key]!;
        expect(arabic.trim(), `${ns}.${key}`).not.toBe('');
        const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
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

describe('copy in the browser', () => {
  // A fresh i18n module: what a browser starts with (nothing), unlike the server (copy.server.ts).
  const freshI18n = async () => {
    vi.resetModules();
    return import('./i18n.ts');
  };

  it('splits the copy by language, each with every namespace', () => {
    expect(Object.keys(copy.en).sort()).toEqual(Object.keys(namespaces).sort());
    expect(Object.keys(copy.ar).sort()).toEqual(Object.keys(namespaces).sort());
    // The English copy holds no Arabic but the language switch's own label.
    expect(JSON.stringify(copy.en).match(/[\u0600-\u06FF]+/g)).toEqual(['العربية']);
  });

  it('loads only the language asked for, once', async () => {
    const i18n = await freshI18n();
    expect(i18n.hasCopy('ar')).toBe(false);
    expect(() => i18n.translator('ar', 'common')('price', { amount: '1' })).toThrow(/ar copy is not loaded/);
    const first = i18n.loadCopy('ar');
    expect(i18n.loadCopy('ar')).toBe(first);
    await first;
    expect(i18n.hasCopy('ar')).toBe(true);
    expect(i18n.hasCopy('en')).toBe(false);
    expect(i18n.translator('ar', 'common')('price', { amount: '65.00' })).toBe('65.00 ج.م');
    expect(i18n.translator('ar', 'pages')('aboutTitle')).toBe(translator('ar', 'pages')('aboutTitle'));
    await i18n.loadCopy('ar');
  });

  it('translates every key of a loaded language exactly as the server does', async () => {
    const i18n = await freshI18n();
    await i18n.loadCopy('en');
    for (const [ns, { en }] of Object.entries(namespaces))
      for (const key of Object.keys(en)) {
        const values = { name: 'X', amount: '1', count: 2, current: 1, total: 3, number: 1, title: 'T' };
        const translate = (from: typeof i18n) => from.translator('en', ns as never)(key as never, values);
        expect(translate(i18n), `${ns}.${key}`).toBe(translator('en', ns as never)(key as never, values));
      }
  });
});

describe('numbers on Arabic pages', () => {
  it('writes no Western digit on an Arabic page: copy, counts and years alike', () => {
    const values = { count: 12, seconds: 30, year: 2026, number: 3, current: 1, total: 1500, id: 10234 };
    for (const [ns, bundle] of Object.entries(copy.ar))
      for (const key of Object.keys(bundle)) {
        const text = translator('ar', ns as never)(key as never, values);
        expect(text, `ar ${ns}.${key}`).not.toMatch(/[0-9]/);
      }
    expect(translator('ar', 'pages')('faqGeneralA2')).toContain('١٠٠');
    expect(translator('en', 'pages')('faqGeneralA2')).toContain('100');
  });

  it('uses one currency label on Arabic pages (ج.م), never جنيه next to an amount', () => {
    for (const [ns, bundle] of Object.entries(copy.ar))
      for (const [key, text] of Object.entries(bundle as Record<string, string>))
        expect(text, `ar ${ns}.${key}`).not.toMatch(/[0-9٠-٩]\s*جنيه/);
  });
});
