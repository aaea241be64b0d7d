import { describe, expect, it } from 'vitest';
import { isValidGtin } from './gs1.ts';
import { staffProductEditBody } from './staff-products.ts';

const base = {
  nameEn: 'Tea',
  nameAr: 'شاي',
  brandId: '1',
  categoryId: '٣',
  quantities: '١, 2, 2',
  version: '٢',
};

describe('the product editor body', () => {
  it('checks GTIN check digits', () => {
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('12345')).toBe(false);
  });
  it('reads Arabic-Indic digits, quantities and barcodes typed in one box', () => {
    const body = staffProductEditBody.parse({
      ...base,
      barcodes: '٤٠٠٦٣٨١٣٣٣٩٣١\n4006381333931',
      hidden: 'on',
    });
    expect(body).toMatchObject({
      version: 2,
      categoryId: 3,
      quantities: [1, 2],
      barcodes: ['4006381333931'],
      hidden: true,
    });
  });
  it('refuses a barcode with a wrong check digit with its own message', () => {
    const result = staffProductEditBody.safeParse({ ...base, barcodes: ['4006381333932'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('staffProducts.barcodeInvalid');
  });
});
