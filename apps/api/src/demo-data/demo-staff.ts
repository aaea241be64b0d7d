import type { StaffRole } from '@store/contract';
import type { Db } from '../db/client.ts';
import { createStaffAccount, demoStaffPasswords } from '../staff/index.ts';

/**
 * One staff account per role for the demo branches (1 and 2), with the passwords the README
 * lists. Demo mode only: production starts with no staff account (`npm run staff:create`).
 */
export const demoStaff: { email: string; name: string; role: StaffRole; branchIds: number[] }[] = [
  { email: 'admin@staff.demo', name: 'Demo Admin', role: 'admin', branchIds: [] },
  { email: 'manager@staff.demo', name: 'Demo Branch Manager', role: 'branch_manager', branchIds: [1, 2] },
  { email: 'pharmacist@staff.demo', name: 'Demo Pharmacist', role: 'pharmacist', branchIds: [1] },
  { email: 'support@staff.demo', name: 'Demo Support', role: 'support', branchIds: [1, 2] },
  // Couriers (docs/decisions/0043): two for branch 1, so an order can be handed to another.
  { email: 'courier@staff.demo', name: 'Demo Courier', role: 'courier', branchIds: [1] },
  { email: 'courier2@staff.demo', name: 'Demo Courier Two', role: 'courier', branchIds: [1] },
  { email: 'courier3@staff.demo', name: 'Demo Courier Branch 2', role: 'courier', branchIds: [2] },
  { email: 'dpo@staff.demo', name: 'Demo Data Protection Officer', role: 'dpo', branchIds: [] },
];

export async function insertDemoStaff(db: Db) {
  for (const member of demoStaff)
    await createStaffAccount(
      db,
      { ...member, password: demoStaffPasswords[member.role] },
      { storeMode: 'demo' },
    );
}
