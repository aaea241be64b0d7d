import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits.ts';
import { codeField, phoneField } from './fields.ts';
import { pathId, queryInt } from './query-params.ts';
import { addressBody, cartAddBody } from './shop.ts';

describe('digits typed on an Arabic keyboard', () => {
  it('reads Arabic-Indic and Persian digits and the Arabic decimal separator as ASCII', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('٠٫٥')).toBe('0.5');
    expect(asciiDigits('شارع ٩')).toBe('شارع 9');
  });

  it('are accepted by every numeric field: phone, code, ids, quantities, floor and apartment', () => {
    expect(phoneField.parse('٠١٠٠١٢٣٤٥٦٧')).toBe('+201001234567');
    expect(phoneField.parse('۰۱۰۰۱۲۳۴۵۶۷')).toBe('+201001234567');
    expect(codeField.parse('١٢٣٤')).toBe('1234');
    expect(pathId().parse('٤٢')).toBe(42);
    expect(queryInt().parse('٧')).toBe(7);
    expect(cartAddBody.parse({ productId: '١٥', quantity: '٠٫٥' })).toMatchObject({
      productId: 15,
      quantity: 0.5,
    });
    expect(
      addressBody.parse({
        city: 'القاهرة',
        area: 'مدينة نصر',
        streetName: 'عباس العقاد',
        buildingNumber: '١٢',
        floor: '٣',
        apartment: '۷',
      }),
    ).toMatchObject({ floor: '3', apartment: '7', buildingNumber: '١٢' });
  });

  it('keeps a floor or apartment written in words, checking only that it is there', () => {
    const address = { city: 'Cairo', area: 'Dokki', streetName: 'Tahrir', buildingNumber: '9' };
    for (const [floor, apartment] of [
      ['ground', '5B'],
      ['أرضي', '٥ب'],
      ['الثالث', '12'],
    ] as const) {
      expect(addressBody.parse({ ...address, floor, apartment })).toMatchObject({
        floor,
        apartment: apartment === '٥ب' ? '5ب' : apartment,
      });
    }
    expect(addressBody.parse({ ...address, floor: 2, apartment: 4 })).toMatchObject({
      floor: '2',
      apartment: '4',
    });
    expect(addressBody.safeParse({ ...address, floor: '  ', apartment: '1' }).success).toBe(false);
  });

  it('still refuses what is not a number, with the field’s own message', () => {
    const phone = phoneField.safeParse('٠١٠٠-abc');
    expect(phone.success).toBe(false);
    expect(phone.error?.issues[0]?.message).toBe('phone.digits');
  });
});
