import { describe, expect, it } from 'vitest';
import { medicineClasses, needsPrescription, soldOnline, staffMedicineClassBody } from './medicines.ts';

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
