import { prescriptionStatuses } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
  cheapestOf,
  customerMayAnswerQuote,
  customerMayCancel,
  customerMayDelete,
  isPending,
  staffMayAnswer,
} from './prescription-rules.ts';

const allowed = (rule: (status: (typeof prescriptionStatuses)[number]) => boolean) =>
  prescriptionStatuses.filter(rule);

describe('prescription rules', () => {
  it('keep new and quoted prescriptions pending, the rest old', () => {
    expect(allowed(isPending)).toEqual(['new', 'quoted']);
  });

  it('let the customer cancel only before an order or an answer closed it', () => {
    expect(allowed(customerMayCancel)).toEqual(['new', 'quoted']);
  });

  it('let the pharmacist answer until the customer has answered', () => {
    expect(allowed(staffMayAnswer)).toEqual(['new', 'quoted']);
  });

  it('let the customer confirm or decline only a waiting quote', () => {
    expect(allowed(customerMayAnswerQuote)).toEqual(['quoted']);
  });

  it('keep a prescription an order was made from', () => {
    expect(allowed(customerMayDelete)).toEqual(['new', 'quoted', 'rejected', 'declined', 'cancelled']);
  });
});

describe('cheapestOf', () => {
  const product = (id: number, price: number) => ({ id, price });

  it('offers the cheapest, and between equal prices the better ranked', () => {
    expect(cheapestOf([product(1, 30), product(2, 12.5), product(3, 20)], [1, 2, 3])).toEqual(
      product(2, 12.5),
    );
    expect(cheapestOf([product(1, 12.5), product(2, 12.5)], [2, 1])).toEqual(product(2, 12.5));
    expect(cheapestOf([product(1, 12.5), product(2, 12.5)], [1, 2])).toEqual(product(1, 12.5));
  });

  it('offers nothing when nothing is in stock, and ranks an unranked product last', () => {
    expect(cheapestOf([], [1])).toBeNull();
    expect(cheapestOf([product(9, 5), product(1, 5)], [1])).toEqual(product(1, 5));
  });
});
