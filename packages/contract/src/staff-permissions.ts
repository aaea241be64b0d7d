import { orderStatusIds } from './order-codes.ts';
import type { StaffRole } from './staff.ts';

/**
 * What each staff role may do (docs/decisions/0022): the one table, read by the API's checks and by
 * the console, which keeps off its screens the buttons a role cannot use (the API stays the judge).
 * A new action or role is one edit here.
 */
export type StaffAction =
  | 'orders.read'
  | 'orders.changeStatus'
  | 'orders.cancel'
  /** Offering substitutes and entering delivered weights: the branch's work on the order's lines. */
  | 'orders.amend'
  | 'audit.read'
  /**
   * Staff accounts (docs/decisions/0047): admins any; a branch manager lists their branches'
   * people and manages only pharmacists, support and couriers of their own branches (staff-people-rules.ts).
   */
  | 'staff.manage'
  /** Customer lookup: read-only, each lookup audited (orders can be health data). */
  | 'customers.read'
  /** Sorting out the numbers migration 0051 could not put in their one form (docs/decisions/0073). */
  | 'customers.phones'
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
  /** Prices and stock per branch: read by the branch's staff, edited by managers and admins. */
  | 'catalogue.read'
  | 'catalogue.edit'
  /** The products themselves, in both languages (docs/decisions/0052): the whole store's, so admins only. */
  | 'catalogue.products'
  /** The categories and brands (docs/decisions/0071): the whole store's menus, so admins only. */
  | 'catalogue.taxonomy'
  /** A product's medicine class (docs/decisions/0054): what only a pharmacist decides. */
  | 'medicines.classify'
  /**
   * Checking an order's prescription-only medicines against its prescription (docs/decisions/0061):
   * a licensed pharmacist's act, recorded with their name and licence number: pharmacists, and
   * admins (as for classifying), not branch managers or support.
   */
  | 'medicines.check'
  /** Reports (docs/decisions/0055): the chain's for admins, their branches' for managers. */
  | 'reports.read'
  /**
   * A branch's own settings (docs/decisions/0064: its board's timers; 0072: its delivery charge,
   * minimum order, ways of paying and hours): changed by its managers and admins.
   */
  | 'branches.settings'
  /** Reading a branch's delivery settings (docs/decisions/0072): its staff who answer customers. */
  | 'branches.read'
  /** Scanning medicine packs against an order's lines, and the day's dispensing records (docs/decisions/0066). */
  | 'medicines.dispense'
  /** Recalling a batch (docs/decisions/0075): out of stock at once, its customers told: pharmacists and admins. */
  | 'medicines.recall'
  /** Recalling a batch at every branch at once (docs/decisions/0079): the whole chain's stock, so admins. */
  | 'medicines.recallChain'
  /** The store's expiry cut-off (docs/decisions/0075): how long before expiry no batch is sold online; admins. */
  | 'stock.cutoff'
  /**
   * Promotions (docs/decisions/0076): admins the chain's; branch managers those that run only at
   * their own branches, and their usage there.
   */
  | 'promotions.manage'
  /**
   * The store's static pages (docs/decisions/0077): what every customer reads, the terms a legal
   * text, so admins only (as the categories and brands).
   */
  | 'content.manage'
  /**
   * Privacy requests, public holidays for their deadlines and the breach register (docs/decisions/0081):
   * admins and the data protection officer (`dpo`), the store-wide role that does only this.
   */
  | 'privacy.manage'
  /**
   * The privacy notice's text (docs/decisions/0092): drafted and published by admins and the data
   * protection officer, whose notice it is.
   */
  | 'privacy.notice'
  /** Returns (docs/decisions/0085): the branch's staff who answer customers read them. */
  | 'returns.read'
  /** Approving or refusing a return, arranging its pickup, receiving its items: those who dispense. */
  | 'returns.handle'
  /** Money back: a return's refund and a cash refund paid out (docs/decisions/0085), as `couriers.cash`. */
  | 'refunds.pay';

export const staffPermissions: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  admin: [
    'orders.read',
    'orders.changeStatus',
    'orders.cancel',
    'orders.amend',
    'audit.read',
    'staff.manage',
    'customers.read',
    'customers.phones',
    'prescriptions.read',
    'prescriptions.answer',
    'support.read',
    'support.answer',
    'search.manage',
    'orders.assign',
    'couriers.cash',
    'catalogue.read',
    'catalogue.edit',
    'catalogue.products',
    'catalogue.taxonomy',
    'medicines.classify',
    'medicines.check',
    'reports.read',
    'branches.settings',
    'branches.read',
    'medicines.dispense',
    'medicines.recall',
    'medicines.recallChain',
    'stock.cutoff',
    'promotions.manage',
    'content.manage',
    'privacy.manage',
    'privacy.notice',
    'returns.read',
    'returns.handle',
    'refunds.pay',
  ],
  branch_manager: [
    'orders.read',
    'orders.changeStatus',
    'orders.cancel',
    'orders.amend',
    'staff.manage',
    'customers.read',
    'customers.phones',
    'prescriptions.read',
    'prescriptions.answer',
    'support.read',
    'support.answer',
    'orders.assign',
    'couriers.cash',
    'catalogue.read',
    'catalogue.edit',
    'reports.read',
    'branches.settings',
    'branches.read',
    'medicines.dispense',
    'promotions.manage',
    'returns.read',
    'returns.handle',
    'refunds.pay',
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
    'medicines.classify',
    'medicines.check',
    'medicines.dispense',
    'branches.read',
    'medicines.recall',
    'returns.read',
    'returns.handle',
  ],
  // Support answers customers' questions: it sees orders, it does not move them; prescriptions are
  // health data, kept to those who dispense.
  support: [
    'orders.read',
    'support.read',
    'support.answer',
    'customers.read',
    'customers.phones',
    'catalogue.read',
    'branches.read',
    'returns.read',
  ],
  // A courier reads and reports on the orders handed to them, nothing else (not the board).
  courier: ['courier.deliver'],
  // The data protection officer (docs/decisions/0081): customers' privacy requests and the breach
  // register, nothing else (no orders, no customers' lookup beyond what a request shows).
  dpo: ['privacy.manage', 'privacy.notice'],
};

export function roleMay(role: StaffRole, action: StaffAction): boolean {
  return staffPermissions[role].includes(action);
}

export interface StaffMember {
  id: number;
  role: StaffRole;
  branchIds: readonly number[];
}

/**
 * The roles that work for the whole store: an admin, and the data protection officer (docs/decisions/0081,
 * whose breach register chooses customers by any branch's orders).
 */
export const storeWideRole = (role: StaffRole) => role === 'admin' || role === 'dpo';

/** An admin (or the data protection officer) sees every branch; everyone else only their own. */
export function seesBranch(staff: StaffMember, branchId: number): boolean {
  return storeWideRole(staff.role) || staff.branchIds.includes(branchId);
}

/** The branches a staff member's lists are limited to (null: all of them). */
export function branchScope(staff: StaffMember): readonly number[] | null {
  return storeWideRole(staff.role) ? null : staff.branchIds;
}

/** Staff may cancel until the order is delivered (a dispatched one too: the driver brings it back). */
export function staffMayCancel(statusId: number): boolean {
  return !(
    [orderStatusIds.delivered, orderStatusIds.completed, orderStatusIds.cancelled] as number[]
  ).includes(statusId);
}
