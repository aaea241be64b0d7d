/**
 * What staff may do (docs/decisions/0022). Pure: the callers pass the staff member, the order's
 * facts and the wanted change.
 */
import { orderStatusIds, type StaffRole } from '@store/contract';

/**
 * The one road an order takes through `POST /staff/orders/{id}/status`: placed -> in process ->
 * out for delivery -> delivered -> completed. Cancelling has its own endpoint and rule.
 */
const nextStatus: Readonly<Record<number, number>> = {
  [orderStatusIds.placed]: orderStatusIds.inProcess,
  [orderStatusIds.inProcess]: orderStatusIds.outForDelivery,
  [orderStatusIds.outForDelivery]: orderStatusIds.delivered,
  [orderStatusIds.delivered]: orderStatusIds.completed,
};

export function nextStatusIds(current: number): number[] {
  const next = nextStatus[current];
  return next === undefined ? [] : [next];
}

export function isLegalTransition(current: number, next: number): boolean {
  return nextStatus[current] === next;
}

/**
 * Why an order may not move to `next` now (null: nothing stops it). An order whose customer is still
 * choosing substitutes (asked, unanswered, before the deadline) does not leave the branch: the answer
 * could re-price an order already in the courier's hands (issue 25). After the deadline the
 * unanswered items are dropped (docs/decisions/0020), so the deadline is the longest it waits.
 */
export function statusChangeBlocker(
  next: number,
  facts: { substitutionUntil: Date | null },
  now: Date,
): 'substitutionPending' | null {
  if (next !== orderStatusIds.outForDelivery || facts.substitutionUntil === null) return null;
  return facts.substitutionUntil.getTime() > now.getTime() ? 'substitutionPending' : null;
}

/** The event each status change writes to `order_events` (the notifications read them). */
export const transitionEvent: Readonly<Record<number, string>> = {
  [orderStatusIds.inProcess]: 'order.accepted',
  [orderStatusIds.outForDelivery]: 'order.dispatched',
  [orderStatusIds.delivered]: 'order.delivered',
  [orderStatusIds.completed]: 'order.completed',
};

/** Staff may cancel until the order is delivered (a dispatched one too: the driver brings it back). */
export function staffMayCancel(statusId: number): boolean {
  return !(
    [orderStatusIds.delivered, orderStatusIds.completed, orderStatusIds.cancelled] as number[]
  ).includes(statusId);
}

/**
 * The reason staff may give for cancelling (issue 25). The store's own reasons (customer unreachable,
 * out of stock, ...) always; a customer's reason only before dispatch, when the customer asked for
 * it by phone. Once the order has left, it is the store cancelling a delivery, and the customer must
 * read the store's real reason, never a customer's reason chosen by someone else.
 */
export function staffReasonAllowed(reason: { forStaff: boolean }, order: { dispatched: boolean }): boolean {
  return reason.forStaff || !order.dispatched;
}

export type StaffAction =
  | 'orders.read'
  | 'orders.changeStatus'
  | 'orders.cancel'
  /** Offering substitutes and entering delivered weights: the branch's work on the order's lines. */
  | 'orders.amend'
  | 'audit.read'
  /**
   * Staff accounts (issue 28, docs/decisions/0047): admins any; a branch manager lists their branches'
   * people and manages only pharmacists, support and couriers of their own branches (people-rules.ts).
   */
  | 'staff.manage'
  /** Customer lookup (issue 28): read-only, each lookup audited (orders can be health data). */
  | 'customers.read'
  /** Prescriptions (docs/decisions/0028): health data, read by those who dispense, answered by them. */
  | 'prescriptions.read'
  | 'prescriptions.answer'
  /** Support issues and contact messages. */
  | 'support.read'
  | 'support.answer'
  /** Search synonyms (docs/decisions/0035): what the whole store's search understands. */
  | 'search.manage'
  /** Couriers (docs/decisions/0043): handing orders to the branch's couriers, reading what they collected. */
  | 'orders.assign'
  | 'couriers.cash'
  /** A courier's own list and reports (delivered, customer unreachable): only orders handed to them. */
  | 'courier.deliver'
  /** Prices and stock per branch (issue 28): read by the branch's staff, edited by managers and admins. */
  | 'catalogue.read'
  | 'catalogue.edit'
  /** Reports (issue 30, docs/decisions/0055): admins for the chain, branch managers for their branches. */
  | 'reports.read';

const allowed: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  admin: [
    'orders.read',
    'orders.changeStatus',
    'orders.cancel',
    'orders.amend',
    'audit.read',
    'staff.manage',
    'customers.read',
    'prescriptions.read',
    'prescriptions.answer',
    'support.read',
    'support.answer',
    'search.manage',
    'orders.assign',
    'couriers.cash',
    'catalogue.read',
    'catalogue.edit',
    'reports.read',
  ],
  branch_manager: [
    'orders.read',
    'orders.changeStatus',
    'orders.cancel',
    'orders.amend',
    'staff.manage',
    'customers.read',
    'prescriptions.read',
    'prescriptions.answer',
    'support.read',
    'support.answer',
    'orders.assign',
    'couriers.cash',
    'catalogue.read',
    'catalogue.edit',
    'reports.read',
  ],
  // Pharmacists answer prescriptions; they see the branch's support issues but the support team answers.
  pharmacist: [
    'orders.read',
    'orders.changeStatus',
    'orders.cancel',
    'orders.amend',
    'customers.read',
    'prescriptions.read',
    'prescriptions.answer',
    'support.read',
    'orders.assign',
    'catalogue.read',
  ],
  // Support answers customers' questions: it sees orders, it does not move them; prescriptions are
  // health data, kept to those who dispense.
  support: ['orders.read', 'support.read', 'support.answer', 'customers.read', 'catalogue.read'],
  // A courier reads and reports on the orders handed to them, nothing else (not the board).
  courier: ['courier.deliver'],
};

export function roleMay(role: StaffRole, action: StaffAction): boolean {
  return allowed[role].includes(action);
}

export interface StaffMember {
  id: number;
  role: StaffRole;
  branchIds: readonly number[];
}

/** An admin sees every branch; everyone else only their own. */
export function seesBranch(staff: StaffMember, branchId: number): boolean {
  return staff.role === 'admin' || staff.branchIds.includes(branchId);
}

/** The branches a staff member's lists are limited to (null: all of them). */
export function branchScope(staff: StaffMember): readonly number[] | null {
  return staff.role === 'admin' ? null : staff.branchIds;
}

/** Demo passwords printed in the README: refused for any account in production mode. */
export const demoStaffPasswords = {
  admin: 'Demo-admin-2026',
  branch_manager: 'Demo-manager-2026',
  pharmacist: 'Demo-pharmacist-2026',
  support: 'Demo-support-2026',
  courier: 'Demo-courier-2026',
} as const satisfies Record<StaffRole, string>;

export function isDemoStaffPassword(password: string): boolean {
  return (Object.values(demoStaffPasswords) as string[]).includes(password);
}
