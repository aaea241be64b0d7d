import { describe, expect, it } from 'vitest';
import { deliveredQuantityField, staffWeightsBody } from './staff.ts';

describe('deliveredQuantityField', () => {
  it('reads kg as a number or as text, with Arabic-Indic or Persian digits and the Arabic decimal separator', () => {
    expect(deliveredQuantityField.parse(1.234)).toBe(1.234);
    expect(deliveredQuantityField.parse(' 0.5 ')).toBe(0.5);
    expect(deliveredQuantityField.parse('١٫٢٣٤')).toBe(1.234);
    expect(deliveredQuantityField.parse('٠.٧٥')).toBe(0.75);
    expect(deliveredQuantityField.parse('۲٫۵')).toBe(2.5);
    expect(deliveredQuantityField.parse('12')).toBe(12);
  });

  it('refuses zero, negatives, more than 3 decimals, text and absurd weights with one message', () => {
    for (const wrong of [0, -1, '-1', 0.0005, '1.2345', '١٫٢٣٤٥', 'abc', '1,5', 1001, null, true]) {
      const result = deliveredQuantityField.safeParse(wrong);
      expect(result.success, String(wrong)).toBe(false);
      expect(result.error?.issues[0]?.message, String(wrong)).toBe('staff.weightInvalid');
    }
  });

  it('needs at least one line', () => {
    expect(staffWeightsBody.safeParse({ items: [] }).success).toBe(false);
    expect(staffWeightsBody.safeParse({ items: [{ orderItemId: 1, deliveredQuantity: '1' }] }).success).toBe(
      true,
    );
  });
});
