/**
 * Who may manage which staff account (docs/decisions/0047): the one rule, read by the API's checks
 * and by the console's people screen (which offers only what the API will accept; the API stays the
 * judge). Pure: the callers pass the member acting and the account.
 */

import type { StaffRole } from './staff.ts';
import { type StaffMember, storeWideRole } from './staff-permissions.ts';

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
  target: { role: StaffRole; branchIds: readonly number[] },
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
  if (!storeWideRole(wanted.role) && wanted.branchIds.length === 0) return 'staff.branchesRequired';
  if (!withinBranches(actor, wanted.branchIds)) return 'error.branchNotFound';
  return null;
}
