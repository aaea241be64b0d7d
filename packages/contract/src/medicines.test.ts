import { describe, expect, it } from 'vitest';
import {
  linesSaleProblem,
  medicineClasses,
  needsPrescription,
  quantitiesWithin,
  saleProblem,
  soldOnline,
  staffMedicineClassBody,
} from './medicines.ts';

describe('medicine classes', () => {
  it('sells everything online but controlled medicines', () => {
    expect(medicineClasses.filter(soldOnline)).toEqual(['none', 'otc', 'prescription']);
  });

  it('asks a prescription for prescription-only and controlled medicines only', () => {
    expect(medicineClasses.filter(needsPrescription)).toEqual(['prescription', 'controlled']);
  });

  it('accepts only the four classes', () => {
    expect(staffMedicineClassBody.safeParse({ medicineClass: 'otc' }).success).toBe(true);
    expect(staffMedicineClassBody.safeParse({ medicineClass: 'rx' }).success).toBe(false);
  });
});

describe('what may be sold online', () => {
  const paracetamol = { name: 'Panadol', medicineClass: 'otc' as const, maxPerOrder: 2 };

  it('refuses a controlled medicine whatever the quantity, naming it', () => {
    expect(saleProblem({ ...paracetamol, medicineClass: 'controlled', maxPerOrder: null }, 1000)).toEqual({
      key: 'medicines.controlledNotOnline',
      params: { name: 'Panadol' },
    });
  });

  it('allows up to the largest quantity per order and no more', () => {
    expect(saleProblem(paracetamol, 2000)).toBeNull();
    expect(saleProblem(paracetamol, 2001)).toEqual({
      key: 'medicines.maxPerOrder',
      params: { name: 'Panadol', count: 2 },
    });
    expect(saleProblem({ ...paracetamol, maxPerOrder: null }, 99_000)).toBeNull();
  });

  it('adds up a product over the lines of an order', () => {
    const line = { ...paracetamol, productId: 7, quantityMilli: 1000 };
    expect(linesSaleProblem([line])).toBeNull();
    expect(linesSaleProblem([line, { ...line, quantityMilli: 2000 }])?.key).toBe('medicines.maxPerOrder');
    expect(linesSaleProblem([line, { ...line, productId: 8 }])).toBeNull();
  });

  it('offers the allowed quantities up to the limit', () => {
    expect(quantitiesWithin([1, 2, 3, 6], 2)).toEqual([1, 2]);
    expect(quantitiesWithin([1, 2, 3], null)).toEqual([1, 2, 3]);
  });

  it('reads a limit in any digits; blank is none; anything but 1 to 99 whole packs is refused', () => {
    const parse = (maxPerOrder: unknown) =>
      staffMedicineClassBody.safeParse({ medicineClass: 'otc', maxPerOrder });
    expect(parse('١٢').data?.maxPerOrder).toBe(12);
    expect(parse(' ').data?.maxPerOrder).toBeNull();
    expect(parse(null).data?.maxPerOrder).toBeNull();
    expect(parse(5).data?.maxPerOrder).toBe(5);
    for (const wrong of ['0', '100', '1.5', 'x', -3, 2.5])
      expect(parse(wrong).error?.issues[0]?.message, String(wrong)).toBe('medicines.maxPerOrderInvalid');
  });
});
