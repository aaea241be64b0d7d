import type { MedicineClass } from './medicines.ts';

/**
 * The rules of returns (docs/decisions/0085) without a schema: the web's return form shows each line's
 * rule and judges it with these before the customer asks, and its page must not carry the schemas'
 * code (docs/decisions/0090). `returns.ts` holds the schemas and re-exports these.
 */

/** Days after delivery a return may be asked for (docs/product.md: 14 days); `RETURN_WINDOW_DAYS` changes it. */
export const returnWindowDaysDefault = 14;

export const returnReasons = ['damaged', 'wrong_item', 'expired', 'changed_mind'] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** The store's fault: what makes even an opened medicine or a cold-chain item returnable. */
export const faultReasons: readonly ReturnReason[] = ['damaged', 'wrong_item', 'expired'];

/**
 * requested (waiting for staff), approved, refused (with why), pickup (a pickup arranged),
 * received (the items are back at the branch), refunded (money given back: the end).
 */
export const returnStatuses = ['requested', 'approved', 'refused', 'pickup', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/**
 * A line's rule, shown before the customer asks:
 * - `any`: any reason (groceries, personal care that is not a medicine);
 * - `sealed`: a medicine: any reason while its pack is sealed; opened, only for the store's fault;
 * - `faultOnly`: kept cold (cold chain): only for the store's fault, opened or not.
 */
export const returnLineRules = ['any', 'sealed', 'faultOnly'] as const;
export type ReturnLineRule = (typeof returnLineRules)[number];

export function returnLineRule(product: {
  medicineClass: MedicineClass;
  coldChain: boolean;
}): ReturnLineRule {
  if (product.coldChain) return 'faultOnly';
  return product.medicineClass === 'none' ? 'any' : 'sealed';
}

/** May a line under `rule` be returned for `reason`, opened or not? */
export function mayReturnLine(rule: ReturnLineRule, reason: ReturnReason, opened: boolean): boolean {
  if (faultReasons.includes(reason)) return true;
  if (rule === 'faultOnly') return false;
  if (rule === 'sealed') return !opened;
  return true;
}

/** How a cash refund was paid out: by the driver at the customer's door, or at the branch's counter. */
export const cashRefundWays = ['driver', 'counter'] as const;
export type CashRefundWay = (typeof cashRefundWays)[number];
