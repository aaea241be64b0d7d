import { describe, expect, it } from 'vitest';
import { isAllowedQuantity, needsConfirmationCall, toMilli } from './cart-rules.ts';

describe('cart rules', () => {
  it('accepts only allowed quantities, exactly (0.25 kg is 250 milli)', () => {
    expect(isAllowedQuantity([0.25, 0.5, 1, 1.5, 2], toMilli(0.25))).toBe(true);
    expect(isAllowedQuantity([0.25, 0.5, 1, 1.5, 2], toMilli(0.3))).toBe(false);
    expect(isAllowedQuantity([1, 2, 3], toMilli(4))).toBe(false);
    expect(toMilli(0.1 + 0.2)).toBe(300);
  });

  it('flags orders over 100 items or with 15 of one', () => {
    expect(needsConfirmationCall([{ quantityMilli: 14_000, weighted: false }])).toBe(false);
    expect(needsConfirmationCall([{ quantityMilli: 15_000, weighted: false }])).toBe(true);
    expect(needsConfirmationCall([{ quantityMilli: 20_000, weighted: true }])).toBe(false);
    const many = Array.from({ length: 11 }, () => ({ quantityMilli: 10_000, weighted: false }));
    expect(needsConfirmationCall(many)).toBe(true);
    expect(needsConfirmationCall(many.slice(1))).toBe(false);
  });
});
