import { mayReturnLine, returnLineRule } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
  checkReturnLines,
  dispositionOf,
  lineRefund,
  mayTakeStep,
  type OrderLineFacts,
  refundVia,
  returnWindow,
} from './return-rules.ts';

const delivered = new Date('2026-11-01T10:00:00Z');
const day = 24 * 3600_000;

describe('the return window', () => {
  it('is open from delivery to the last millisecond of its days, and closed after', () => {
    expect(returnWindow(delivered, new Date(delivered.getTime() + day), 14).open).toBe(true);
    const last = new Date(delivered.getTime() + 14 * day);
    expect(returnWindow(delivered, last, 14)).toEqual({ open: true, until: last });
    expect(returnWindow(delivered, new Date(last.getTime() + 1), 14).open).toBe(false);
  });
  it('follows the configured days', () => {
    expect(returnWindow(delivered, new Date(delivered.getTime() + 8 * day), 7).open).toBe(false);
    expect(returnWindow(delivered, new Date(delivered.getTime() + 8 * day), 30).open).toBe(true);
  });
  it('is closed while the order is not delivered', () => {
    expect(returnWindow(null, delivered, 14)).toEqual({ open: false, until: null });
  });
});

describe("the pharmacy's rules per line", () => {
  it('gives each product its rule: cold chain, medicine, anything else', () => {
    expect(returnLineRule({ medicineClass: 'none', coldChain: false })).toBe('any');
    expect(returnLineRule({ medicineClass: 'otc', coldChain: false })).toBe('sealed');
    expect(returnLineRule({ medicineClass: 'prescription', coldChain: false })).toBe('sealed');
    expect(returnLineRule({ medicineClass: 'prescription', coldChain: true })).toBe('faultOnly');
    expect(returnLineRule({ medicineClass: 'none', coldChain: true })).toBe('faultOnly');
  });
  it('takes an opened medicine back only when damaged, wrong or expired', () => {
    expect(mayReturnLine('sealed', 'changed_mind', true)).toBe(false);
    expect(mayReturnLine('sealed', 'changed_mind', false)).toBe(true);
    for (const reason of ['damaged', 'wrong_item', 'expired'] as const)
      expect(mayReturnLine('sealed', reason, true)).toBe(true);
  });
  it('takes a cold-chain item back only for the store’s fault, sealed or not', () => {
    expect(mayReturnLine('faultOnly', 'changed_mind', false)).toBe(false);
    expect(mayReturnLine('faultOnly', 'damaged', false)).toBe(true);
    expect(mayReturnLine('faultOnly', 'wrong_item', true)).toBe(true);
  });
  it('takes anything else back for any reason', () => {
    expect(mayReturnLine('any', 'changed_mind', true)).toBe(true);
  });
});

const lines: OrderLineFacts[] = [
  { orderItemId: 1, name: 'Rice', weighted: false, quantityMilli: 3000, inReturnsMilli: 1000, rule: 'any' },
  {
    orderItemId: 2,
    name: 'Insulin',
    weighted: false,
    quantityMilli: 1000,
    inReturnsMilli: 0,
    rule: 'faultOnly',
  },
  {
    orderItemId: 3,
    name: 'Panadol',
    weighted: false,
    quantityMilli: 2000,
    inReturnsMilli: 0,
    rule: 'sealed',
  },
  { orderItemId: 4, name: 'Beef', weighted: true, quantityMilli: 1500, inReturnsMilli: 0, rule: 'any' },
];

describe('checking the asked lines', () => {
  it('turns quantities into milli-units, kilograms for weighed lines', () => {
    const checked = checkReturnLines(
      lines,
      [
        { orderItemId: 1, quantity: 2 },
        { orderItemId: 4, quantity: 0.75 },
      ],
      'changed_mind',
    );
    expect(checked).toMatchObject({ ok: true, lines: [{ milli: 2000 }, { milli: 750 }] });
  });
  it('refuses more than is left, parts of a unit, lines of another order and a line twice', () => {
    expect(checkReturnLines(lines, [{ orderItemId: 1, quantity: 3 }], 'damaged')).toEqual({
      ok: false,
      problem: { key: 'returns.tooMany', name: 'Rice' },
    });
    expect(checkReturnLines(lines, [{ orderItemId: 3, quantity: 0.5 }], 'damaged')).toMatchObject({
      problem: { key: 'returns.quantityInvalid' },
    });
    expect(checkReturnLines(lines, [{ orderItemId: 9, quantity: 1 }], 'damaged')).toMatchObject({
      problem: { key: 'returns.lineNotFound' },
    });
    expect(
      checkReturnLines(
        lines,
        [
          { orderItemId: 3, quantity: 1 },
          { orderItemId: 3, quantity: 1 },
        ],
        'damaged',
      ),
    ).toMatchObject({ problem: { key: 'returns.lineNotFound' } });
  });
  it("applies the medicine rules: opened or cold-chain only for the store's fault", () => {
    expect(checkReturnLines(lines, [{ orderItemId: 2, quantity: 1 }], 'changed_mind')).toEqual({
      ok: false,
      problem: { key: 'returns.notReturnable', name: 'Insulin' },
    });
    expect(checkReturnLines(lines, [{ orderItemId: 3, quantity: 1, opened: true }], 'changed_mind')).toEqual({
      ok: false,
      problem: { key: 'returns.notReturnable', name: 'Panadol' },
    });
    expect(checkReturnLines(lines, [{ orderItemId: 3, quantity: 1, opened: false }], 'changed_mind').ok).toBe(
      true,
    );
    expect(checkReturnLines(lines, [{ orderItemId: 2, quantity: 1 }], 'wrong_item').ok).toBe(true);
  });
  it('asks about the seal of medicines only', () => {
    const checked = checkReturnLines(lines, [{ orderItemId: 1, quantity: 1, opened: true }], 'changed_mind');
    expect(checked).toMatchObject({ ok: true, lines: [{ opened: false }] });
  });
});

describe('what a line gives back', () => {
  it('is its share of the line, less the order discount in proportion', () => {
    expect(lineRefund({ amount: 3000, quantityMilli: 3000 }, 1000, { subtotal: 10_000, discount: 0 })).toBe(
      1000,
    );
    expect(
      lineRefund({ amount: 3000, quantityMilli: 3000 }, 1000, { subtotal: 10_000, discount: 1000 }),
    ).toBe(900);
    expect(lineRefund({ amount: 10_001, quantityMilli: 3000 }, 1000, { subtotal: 10_001, discount: 0 })).toBe(
      3334,
    );
    expect(lineRefund({ amount: 3000, quantityMilli: 3000 }, 0, { subtotal: 3000, discount: 0 })).toBe(0);
  });
});

describe('receiving and the steps', () => {
  it('quarantines medicines and damaged or expired goods, restocks the rest', () => {
    expect(dispositionOf('sealed', 'changed_mind')).toBe('quarantine');
    expect(dispositionOf('faultOnly', 'wrong_item')).toBe('quarantine');
    expect(dispositionOf('any', 'damaged')).toBe('quarantine');
    expect(dispositionOf('any', 'expired')).toBe('quarantine');
    expect(dispositionOf('any', 'wrong_item')).toBe('stock');
    expect(dispositionOf('any', 'changed_mind')).toBe('stock');
  });
  it('takes each step from its statuses only', () => {
    expect(mayTakeStep('decide', 'requested')).toBe(true);
    expect(mayTakeStep('decide', 'approved')).toBe(false);
    expect(mayTakeStep('receive', 'approved')).toBe(true);
    expect(mayTakeStep('receive', 'pickup')).toBe(true);
    expect(mayTakeStep('refund', 'pickup')).toBe(false);
    expect(mayTakeStep('refund', 'received')).toBe(true);
    expect(mayTakeStep('pickup', 'refused')).toBe(false);
  });
  it('refunds cards and wallets through the gateway, everything else in cash', () => {
    expect(refundVia({ paymentState: 'paid' }, 'card')).toBe('gateway');
    expect(refundVia({ paymentState: 'paid' }, 'wallet')).toBe('gateway');
    expect(refundVia({ paymentState: 'paid' }, 'kiosk')).toBe('cash');
    expect(refundVia({ paymentState: 'not_required' }, null)).toBe('cash');
  });
});
