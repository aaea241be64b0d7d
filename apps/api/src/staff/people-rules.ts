/**
 * Who may manage which staff account, and what a customer lookup's text asks for
 * (docs/decisions/0047). Pure: the callers pass the member acting, the account and the text.
 */
import type { StaffRole } from '@store/contract';
import { boardSearch } from './board-search.ts';
import type { StaffMember } from './staff-rules.ts';

/**
 * The roles a member may give. An admin: any. A branch manager: the branch's own people (pharmacists,
 * support, couriers), never a manager or an admin, so no one can raise anyone to their own rank or
 * above it (and a manager cannot take an admin's account through a reset link).
 */
export function assignableRoles(actor: Pick<StaffMember, 'role'>): readonly StaffRole[] {
  if (actor.role === 'admin') return ['admin', 'branch_manager', 'pharmacist', 'support', 'courier', 'dpo'];
  if (actor.role === 'branch_manager') return ['pharmacist', 'support', 'courier'];
  return [];
}

/** The roles that work for the whole store, not at branches: they need no branch (docs/decisions/0081). */
const storeWideRoles: readonly StaffRole[] = ['admin', 'dpo'];

/** Every one of `branchIds` is the actor's (an admin's are all branches). */
function withinBranches(actor: StaffMember, branchIds: readonly number[]): boolean {
  return actor.role === 'admin' || branchIds.every((id) => actor.branchIds.includes(id));
}

/** The account is in the actor's lists: an admin sees everyone; a manager, who works at one of their branches. */
export function seesMember(actor: StaffMember, target: { branchIds: readonly number[] }): boolean {
  return actor.role === 'admin' || target.branchIds.some((id) => actor.branchIds.includes(id));
}

/**
 * The actor may change the account (edit, disable, enable, reset its password or authenticator): an
 * admin any; a manager only an account of a role they may give whose branches are all theirs (a
 * pharmacist shared with another manager's branch is that admin's to change).
 */
export function mayManageMember(
  actor: StaffMember,
  target: { id: number; role: StaffRole; branchIds: readonly number[] },
): boolean {
  if (actor.role === 'admin') return true;
  return (
    assignableRoles(actor).includes(target.role) &&
    target.branchIds.length > 0 &&
    withinBranches(actor, target.branchIds)
  );
}

/** Why the actor may not give this role and these branches (null: they may). */
export function assignmentProblem(
  actor: StaffMember,
  wanted: { role: StaffRole; branchIds: readonly number[] },
): 'staff.roleNotAllowed' | 'staff.branchesRequired' | 'error.branchNotFound' | null {
  if (!assignableRoles(actor).includes(wanted.role)) return 'staff.roleNotAllowed';
  if (!storeWideRoles.includes(wanted.role) && wanted.branchIds.length === 0) return 'staff.branchesRequired';
  if (!withinBranches(actor, wanted.branchIds)) return 'error.branchNotFound';
  return null;
}

/** A customer lookup by phone needs this many digits: a few digits would list half the customers. */
export const lookupPhoneDigits = 6;

export interface CustomerLookup {
  email: string | null;
  orderId: number | null;
  /** Digits of the phone without the national 0 (as the board's search), or null. */
  phoneDigits: string | null;
}

/**
 * What the lookup box asks for: an e-mail address (as typed, any case), else the board's reading of a
 * number (board-search.ts: an order number and/or a phone in any spelling and digits). Null: nothing
 * that can be looked up.
 */
export function customerLookup(text: string): CustomerLookup | null {
  const trimmed = text.trim();
  if (/^[^@\s]+@[^@\s]+$/.test(trimmed))
    return { email: trimmed.toLowerCase(), orderId: null, phoneDigits: null };
  const search = boardSearch(trimmed);
  if (!search) return null;
  const phoneDigits =
    search.phoneDigits !== null && search.phoneDigits.length >= lookupPhoneDigits ? search.phoneDigits : null;
  if (search.orderId === null && phoneDigits === null) return null;
  return { email: null, orderId: search.orderId, phoneDigits };
}
