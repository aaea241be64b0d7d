import { prescriptionStatuses } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
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
