import { describe, expect, it } from 'vitest';
import { staffPromotionCreateBody } from './staff-promotions.ts';

/** A console form's fields as sent: text, empty boxes, any digits (docs/decisions/0076). */
const form = {
  nameEn: 'Fruit',
  nameAr: 'فاكهة',
  code: '',
  kind: 'percent',
  value: '١٠',
  minimumOrder: '',
  startsOn: '',
  endsOn: '',
  maxUses: '',
  maxUsesPerUser: '',
  buyQuantity: '',
  getQuantity: '',
  firstOrderOnly: false,
  combinable: true,
  productIds: [],
  categoryIds: ['٢٧'],
  brandIds: [],
  branchIds: [],
};
const issues = (body: object) => {
  const parsed = staffPromotionCreateBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the staff promotion body', () => {
  it('reads a form: empty boxes are none, Arabic-Indic digits are digits, a code in capitals', () => {
    expect(staffPromotionCreateBody.parse({ ...form, code: ' weekend10 ' })).toEqual({
      nameEn: 'Fruit',
      nameAr: 'فاكهة',
      code: 'WEEKEND10',
      kind: 'percent',
      value: 10,
      firstOrderOnly: false,
      combinable: true,
      productIds: [],
      categoryIds: [27],
      brandIds: [],
      branchIds: [],
    });
  });

  it('reads a list of numbers typed in one box with either comma, in any digits', () => {
    expect(staffPromotionCreateBody.parse({ ...form, categoryIds: '٢٧، 31 ,٤' }).categoryIds).toEqual([
      27, 31, 4,
    ]);
  });

  it('says what is wrong: the percent, the amount, the days, free delivery on chosen lines', () => {
    expect(issues({ ...form, value: '120' })).toEqual(['staffPromotions.percentInvalid']);
    expect(issues({ ...form, value: '' })).toEqual(['staffPromotions.percentInvalid']);
    expect(issues({ ...form, kind: 'fixed', value: '0' })).toEqual(['staffPromotions.amountInvalid']);
    expect(issues({ ...form, minimumOrder: 'abc' })).toEqual(['staffPromotions.amountInvalid']);
    expect(issues({ ...form, startsOn: '2026-12-10', endsOn: '2026-12-01' })).toEqual([
      'staffPromotions.endBeforeStart',
    ]);
    expect(issues({ ...form, kind: 'freeDelivery', value: '' })).toEqual([
      'staffPromotions.freeDeliveryOrderOnly',
    ]);
    expect(issues({ ...form, kind: 'buyXGetY', value: '', buyQuantity: '٢', getQuantity: '1' })).toEqual([]);
    expect(issues({ ...form, code: 'no spaces' })).toEqual(['staffPromotions.codeInvalid']);
  });
});
