import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productFilterQuery, selectBranchBody } from './catalogue.ts';
import { langFromHeader, messages, translate } from './i18n.ts';
import { discountPercent, oldPriceLabel, piastersToPounds } from './money.ts';
import { serverMessages } from './server-messages.ts';
import { localizeIssues, parseForMessages } from './validation.ts';

describe('messages', () => {
  it('exist in both languages, Arabic in Arabic script, with the same placeholders', () => {
    const arabicOf: Record<string, string> = { ...messages.ar, ...serverMessages.ar };
    for (const [key, english] of [...Object.entries(messages.en), ...Object.entries(serverMessages.en)]) {
      const arabic = arabicOf[key]!;
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(arabic), key).toEqual(placeholders(english));
    }
  });

  it('fill placeholders', () => {
    expect(translate('en', 'validation.required', { label: 'Email' })).toBe('Please input Email');
    expect(translate('ar', 'error.rateLimited', { seconds: 30 })).toBe(
      'طلبات كثيرة جداً، حاول مرة أخرى بعد ٣٠ ثانية',
    );
  });

  it('pick the language from the header', () => {
    expect(langFromHeader('ar')).toBe('ar');
    expect(langFromHeader('ar-EG,ar;q=0.9')).toBe('ar');
    expect(langFromHeader('EN')).toBe('en');
    expect(langFromHeader('de')).toBe('en');
    expect(langFromHeader(undefined)).toBe('en');
  });
});

describe('validation messages', () => {
  const problems = (input: Record<string, unknown>, lang: 'en' | 'ar' = 'en') => {
    const result = parseForMessages(productFilterQuery, input);
    expect(result.success).toBe(false);
    return localizeIssues(result.error!.issues, lang);
  };

  it('name the field and the bound in both languages', () => {
    expect(problems({ page: '0' })).toEqual(['Page must be at least 1']);
    expect(problems({ page: '0' }, 'ar')).toEqual(['الصفحة يجب ألا يقل عن ١']);
    expect(problems({ sort: '8' })).toEqual(['Sort must be at most 6']);
    expect(problems({ page: 'two' })).toEqual(['Page must be a number']);
    expect(problems({ sort: '2.5' })).toEqual(['Sort must be a whole number']);
    expect(problems({ priceFrom: '90', priceTo: '10' })).toEqual([
      'The lowest price cannot be above the highest price',
    ]);
    expect(problems({ deal: 'yes' })[0]).toMatch(/^Deals must be one of/);
  });

  it('say a required field is required', () => {
    const result = parseForMessages(selectBranchBody, {});
    expect(localizeIssues(result.error!.issues, 'en')).toEqual(['Please input Branch']);
    expect(localizeIssues(result.error!.issues, 'ar')).toEqual(['من فضلك أدخل الفرع']);
  });

  it('accept every list style the clients send', () => {
    const parse = (categoryIds: unknown) => productFilterQuery.parse({ categoryIds }).categoryIds;
    expect(parse(['1', '2'])).toEqual([1, 2]);
    expect(parse({ 0: '3', 1: '4' })).toEqual([3, 4]);
    expect(parse('5,6')).toEqual([5, 6]);
    expect(parse('7')).toEqual([7]);
    expect(parse('')).toBeUndefined();
  });
});

describe('money at the edge', () => {
  it('turns piasters into pounds with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (piasters) => {
        const pounds = piastersToPounds(piasters);
        expect(Math.round(pounds * 100)).toBe(piasters);
        expect(pounds.toFixed(2)).toBe((piasters / 100).toFixed(2));
      }),
    );
  });

  it('writes old prices as the spec does', () => {
    expect(oldPriceLabel(null)).toBe('0');
    expect(oldPriceLabel(0)).toBe('0');
    expect(oldPriceLabel(6550)).toBe('65.50');
  });

  it('rounds discounts to whole percents and never goes negative', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(10000, null)).toBe(0);
    expect(discountPercent(10000, 9000)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (price, old) => {
          const discount = discountPercent(price, old);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
