import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { addressBody, contactBody, passwordField, placeOrderBody, productFilterQuery } from './index.ts';
import { localizeIssues, parseForMessages } from './validation.ts';

function messages(schema: z.ZodType, value: unknown, lang: 'en' | 'ar' = 'en') {
  const result = parseForMessages(schema, value);
  return result.success ? [] : localizeIssues(result.error.issues, lang);
}

describe('free text', () => {
  it('refuses control characters (NUL always) with a localized message', () => {
    const name = z.object({ first_name: requiredText(100) });
    for (const bad of ['Ah\u0000med', 'Ahmed\u0007', 'tab\there', 'line\nbreak', '\u007f', '\u0085']) {
      expect(messages(name, { first_name: bad })).toEqual([
        'First Name contains characters that are not allowed',
      ]);
    }
    expect(messages(name, { first_name: 'A\u0000' }, 'ar')).toEqual([
      'الاسم الأول يحتوي على رموز غير مسموح بها',
    ]);
  });

  it('keeps what people type: Arabic, RTL marks, emoji, Arabic-Indic digits, quotes', () => {
    const name = z.object({ name: requiredText(100), note: optionalText(100) });
    for (const good of ['أحمد محمد', '\u200fشارع ٢٣', 'Café 😀', "O'Brien; drop table", '١٢٣']) {
      expect(parseForMessages(name, { name: good, note: good }).success, good).toBe(true);
    }
  });

  it('lets multi-line texts keep tab and line breaks, never NUL', () => {
    const body = { name: 'Mona', mobile: '01012345678', email: 'mona@example.com' };
    expect(parseForMessages(contactBody, { ...body, message: 'Hello,\r\n\tthanks' }).success).toBe(true);
    expect(messages(contactBody, { ...body, message: 'Hello\u0000' })).toEqual([
      'Message contains characters that are not allowed',
    ]);
    expect(parseForMessages(placeOrderBody, { comment: 'Ring twice\nthen wait' }).success).toBe(true);
    expect(parseForMessages(placeOrderBody, { orderFrom: 'We\nb' }).success).toBe(false);
  });

  it('covers every text of queries and bodies alike', () => {
    expect(messages(productFilterQuery, { keyword: 'milk\u0000' })).toEqual([
      'Search text contains characters that are not allowed',
    ]);
    const address = {
      city: 'Cairo',
      area: 'Nasr City',
      streetName: 'Abbas\u0000',
      buildingNumber: '12',
      floor: 3,
      apartment: 7,
    };
    expect(messages(addressBody, address)).toEqual(['Street Name contains characters that are not allowed']);
    expect(messages(addressBody, { ...address, streetName: '' })).toEqual(['Please input your Street Name!']);
  });

  it('refuses NUL in a password being checked, but nothing else a stored password may hold', () => {
    expect(parseForMessages(passwordField, 'secret\u0000').success).toBe(false);
    expect(parseForMessages(passwordField, 'sec ret\t1').success).toBe(true);
  });
});
