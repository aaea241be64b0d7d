import { describe, expect, it } from 'vitest';
import { changedGroups } from './staff-products.ts';

const product = {
  nameEn: 'Tea',
  nameAr: 'شاي',
  descriptionEn: '',
  descriptionAr: '',
  usesEn: null,
  usesAr: null,
  brandId: 1,
  categoryId: 9,
  weighted: false,
  quantities: [1, 2],
  sku: null,
  barcodes: [],
  hidden: false,
  coldChain: false,
};

describe('what a product edit changed', () => {
  it('names each group of fields that differs, once', () => {
    expect(changedGroups(product, { ...product })).toEqual([]);
    expect(changedGroups(product, { ...product, nameAr: 'شاي أخضر', nameEn: 'Green tea' })).toEqual([
      'staffProducts.changedNames',
    ]);
    expect(
      changedGroups(product, { ...product, quantities: [1], barcodes: ['96385074'], hidden: true }),
    ).toEqual([
      'staffProducts.changedQuantities',
      'staffProducts.changedCodes',
      'staffProducts.changedHidden',
    ]);
    expect(changedGroups(product, { ...product, coldChain: true })).toEqual([
      'staffProducts.changedColdChain',
    ]);
  });
});
