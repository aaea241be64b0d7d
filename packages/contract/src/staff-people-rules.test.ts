import { describe, expect, it } from 'vitest';
import { assignmentProblem, mayManageMember, seesMember } from './staff-people-rules.ts';

const admin = { id: 1, role: 'admin' as const, branchIds: [] };
const manager = { id: 2, role: 'branch_manager' as const, branchIds: [1, 2] };

describe('who manages which staff account', () => {
  it('lets an admin manage anyone, a manager only their branches’ pharmacists, support and couriers', () => {
    expect(mayManageMember(admin, { role: 'admin', branchIds: [] })).toBe(true);
    expect(mayManageMember(manager, { role: 'pharmacist', branchIds: [1] })).toBe(true);
    expect(mayManageMember(manager, { role: 'courier', branchIds: [1, 2] })).toBe(true);
    // Another manager, an admin, or someone who also works at a branch that is not theirs: not theirs to change.
    expect(mayManageMember(manager, { role: 'branch_manager', branchIds: [1] })).toBe(false);
    expect(mayManageMember(manager, { role: 'admin', branchIds: [1] })).toBe(false);
    expect(mayManageMember(manager, { role: 'pharmacist', branchIds: [1, 3] })).toBe(false);
    expect(mayManageMember(manager, { role: 'support', branchIds: [] })).toBe(false);
  });

  it('lists for a manager who works at one of their branches', () => {
    expect(seesMember(manager, { branchIds: [2, 3] })).toBe(true);
    expect(seesMember(manager, { branchIds: [3] })).toBe(false);
    expect(seesMember(admin, { branchIds: [] })).toBe(true);
  });

  it('says why a role and branches cannot be given', () => {
    expect(assignmentProblem(admin, { role: 'admin', branchIds: [] })).toBeNull();
    expect(assignmentProblem(admin, { role: 'pharmacist', branchIds: [] })).toBe('staff.branchesRequired');
    expect(assignmentProblem(manager, { role: 'branch_manager', branchIds: [1] })).toBe(
      'staff.roleNotAllowed',
    );
    expect(assignmentProblem(manager, { role: 'support', branchIds: [3] })).toBe('error.branchNotFound');
    expect(assignmentProblem(manager, { role: 'support', branchIds: [2] })).toBeNull();
    expect(
      assignmentProblem({ id: 3, role: 'pharmacist', branchIds: [1] }, { role: 'courier', branchIds: [1] }),
    ).toBe('staff.roleNotAllowed');
  });
});
