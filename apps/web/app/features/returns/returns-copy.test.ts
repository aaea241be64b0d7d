import { returnLineRules, returnReasons, returnStatuses } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { returns as arabic } from '../../i18n/messages/ar/returns.ts';
import { returns as english } from '../../i18n/messages/en/returns.ts';
import { returnsWords } from './returns.server.ts';
import { reasonKeys, returnsTranslator, ruleKeys, statusKeys } from './returns-copy.ts';

describe("the returns' words", () => {
  it('has every key in both languages with the same placeholders, Arabic in Arabic without Latin digits', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(english)) {
      const ar = (arabic as Record<string, string>)[key]!;
      expect(placeholders(ar), key).toEqual(placeholders(text));
      expect(ar, key).toMatch(/[\u0600-\u06FF]/);
      expect(ar, key).not.toMatch(/[0-9]/);
    }
  });

  it("names every reason, rule and status of the contract, in the page's language", () => {
    for (const reason of returnReasons) expect(english[reasonKeys[reason]]).toBeTruthy();
    for (const rule of returnLineRules) expect(english[ruleKeys[rule]]).toBeTruthy();
    for (const status of returnStatuses) expect(english[statusKeys[status]]).toBeTruthy();
    expect(returnsTranslator(returnsWords('ar'))('requestTitle', { id: '١٢' })).toBe('طلب الإرجاع رقم ١٢');
    expect(returnsTranslator(returnsWords('en'))('requestTitle', { id: '12' })).toBe('Return #12');
  });
});
