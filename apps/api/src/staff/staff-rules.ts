/**
 * What staff may do (docs/decisions/0022). Pure: the callers pass the staff member, the order's
 * facts and the wanted change.
 */
import { orderStatusIds, type StaffRole } from '@store/contract';

// The permission table and branch scope are the contract's (staff-permissions.ts), read by the console too.
export {
  branchScope,
  roleMay,
  type StaffAction,
  type StaffMember,
  seesBranch,
  staffMayCancel,
} from '@store/contract';

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
 * could re-price an order already in the courier's hands. After the deadline the
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

/**
 * The reason staff may give for cancelling. The store's own reasons (customer unreachable,
 * out of stock, ...) always; a customer's reason only before dispatch, when the customer asked for
 * it by phone. Once the order has left, it is the store cancelling a delivery, and the customer must
 * read the store's real reason, never a customer's reason chosen by someone else.
 */
export function staffReasonAllowed(reason: { forStaff: boolean }, order: { dispatched: boolean }): boolean {
  return reason.forStaff || !order.dispatched;
}

/** Demo passwords printed in the README: refused for any account in production mode. */
export const demoStaffPasswords = {
  admin: 'Demo-admin-2026',
  branch_manager: 'Demo-manager-2026',
  pharmacist: 'Demo-pharmacist-2026',
  support: 'Demo-support-2026',
  courier: 'Demo-courier-2026',
  dpo: 'Demo-dpo-2026',
} as const satisfies Record<StaffRole, string>;

export function isDemoStaffPassword(password: string): boolean {
  return (Object.values(demoStaffPasswords) as string[]).includes(password);
}
