import { describe, expect, it } from 'vitest';
import { assignmentProblem, customerLookup, mayManageMember, seesMember } from './people-rules.ts';

const admin = { id: 1, role: 'admin' as const, branchIds: [] };
const manager = { id: 2, role: 'branch_manager' as const, branchIds: [1, 2] };

describe('who manages which staff account', () => {
  it('lets an admin manage anyone, a manager only their branches’ pharmacists, support and couriers', () => {
    expect(mayManageMember(admin, { id: 9, role: 'admin', branchIds: [] })).toBe(true);
    expect(mayManageMember(manager, { id: 9, role: 'pharmacist', branchIds: [1] })).toBe(true);
    expect(mayManageMember(manager, { id: 9, role: 'courier', branchIds: [1, 2] })).toBe(true);
    // Another manager, an admin, or someone who also works at a branch that is not theirs: not theirs to change.
    expect(mayManageMember(manager, { id: 9, role: 'branch_manager', branchIds: [1] })).toBe(false);
    expect(mayManageMember(manager, { id: 9, role: 'admin', branchIds: [1] })).toBe(false);
    expect(mayManageMember(manager, { id: 9, role: 'pharmacist', branchIds: [1, 3] })).toBe(false);
    expect(mayManageMember(manager, { id: 9, role: 'support', branchIds: [] })).toBe(false);
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

describe('what a customer lookup asks for', () => {
  it('reads a phone in any spelling and digits, as the board does', () => {
    for (const text of ['01001234567', '+20 100 123 4567', '0020 100-123-4567', '٠١٠٠١٢٣٤٥٦٧', '1001234567'])
      expect(customerLookup(text)?.phoneDigits, text).toBe('1001234567');
  });

  it('reads an e-mail in any case, and an order number', () => {
    expect(customerLookup(' Mona@Example.COM ')).toEqual({
      email: 'mona@example.com',
      orderId: null,
      phoneDigits: null,
    });
    expect(customerLookup('#١٢٣')).toEqual({ email: null, orderId: 123, phoneDigits: null });
  });

  it('refuses text that would list many customers or is no phone, e-mail nor number', () => {
    expect(customerLookup('')).toBeNull();
    expect(customerLookup('Mona')).toBeNull();
    expect(customerLookup('+20 12')).toBeNull();
    // Five digits: an order number, never a partial phone.
    expect(customerLookup('12345')).toEqual({ email: null, orderId: 12345, phoneDigits: null });
  });
});
