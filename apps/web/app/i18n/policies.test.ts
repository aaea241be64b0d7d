import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import './copy.server.ts';
import { translator } from './i18n.ts';
import { deliveryMinutes } from './policies.ts';

/** Every page that states the delivery time, as the customer reads it. */
const deliveryTexts = (lang: 'en' | 'ar') => [
  translator(lang, 'shop')('deliveryTime'),
  translator(lang, 'shop')('scheduleInstant'),
  translator(lang, 'care')('deliveryNote'),
  translator(lang, 'pages')('faqDeliveryA2'),
  translator(lang, 'pages')('termsDeliveryItems'),
];

describe('the delivery time', () => {
  it('is the spec figure of each language: 30 to 60 minutes in English, 60 to 90 in Arabic', () => {
    expect(deliveryMinutes).toEqual({ en: { from: 30, to: 60 }, ar: { from: 60, to: 90 } });
  });

  it('reads the same on checkout, order placed, the prescription note, the FAQ and the terms', () => {
    for (const text of deliveryTexts('en')) expect(text).toContain('30 to 60 minutes');
    // Arabic pages write Arabic-Indic digits.
    for (const text of deliveryTexts('ar')) expect(text).toMatch(/٦٠ إلى ٩٠ دقيقة/);
  });

  it('is written in no copy source but through deliveryMinutes', () => {
    for (const lang of ['en', 'ar'] as const) {
      const folder = new URL(`./messages/${lang}/`, import.meta.url);
      const sources = readdirSync(folder).map((name) => readFileSync(new URL(name, folder), 'utf8'));
      expect(sources.length).toBeGreaterThan(3);
      for (const all of sources) {
        expect(all).not.toMatch(/\b(30|60|90)\s*(to|-|–)\s*(60|90)\s*min/);
        expect(all).not.toMatch(/[0-9٠-٩]+ إلى [0-9٠-٩]+ دقيقة/);
        expect(all).not.toMatch(/(خلال|within) [0-9٠-٩]+ (دقيقة|minutes) (من تأكيدك|of your confirmation)/);
      }
    }
  });
});
