import { orderStatusIds as s, staffPermissions, staffRoles } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
  branchScope,
  isDemoStaffPassword,
  isLegalTransition,
  nextStatusIds,
  roleMay,
  seesBranch,
  staffMayCancel,
  staffReasonAllowed,
  statusChangeBlocker,
  transitionEvent,
} from './staff-rules.ts';

const statuses = Object.values(s);

describe('the order road', () => {
  it('allows exactly placed -> in process -> out for delivery -> delivered -> completed', () => {
    const legal = statuses.flatMap((from) =>
      statuses.filter((to) => isLegalTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(legal.sort()).toEqual(['1->2', '2->7', '4->5', '7->4']);
  });

  it('names the next status, none after completed, cancelled or subscribed', () => {
    expect(nextStatusIds(s.placed)).toEqual([2]);
    expect(nextStatusIds(s.outForDelivery)).toEqual([4]);
    expect(nextStatusIds(s.completed)).toEqual([]);
    expect(nextStatusIds(s.cancelled)).toEqual([]);
    expect(nextStatusIds(s.subscribed)).toEqual([]);
  });

  it('writes one event per step', () => {
    expect(transitionEvent).toEqual({
      2: 'order.accepted',
      7: 'order.dispatched',
      4: 'order.delivered',
      5: 'order.completed',
    });
  });

  it('lets staff cancel before delivery only', () => {
    expect(statuses.filter(staffMayCancel).sort()).toEqual([1, 2, 3, 7]);
  });
});

describe('what stops an order moving on', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const until = (ms: number) => ({ substitutionUntil: new Date(now.getTime() + ms) });

  it('keeps an order at the branch while its customer may still choose substitutes', () => {
    expect(statusChangeBlocker(s.outForDelivery, until(1), now)).toBe('substitutionPending');
    expect(statusChangeBlocker(s.outForDelivery, until(10 * 60_000), now)).toBe('substitutionPending');
  });

  it('lets it go once the deadline has passed or nothing waits, and never stops the other steps', () => {
    expect(statusChangeBlocker(s.outForDelivery, until(0), now)).toBeNull();
    expect(statusChangeBlocker(s.outForDelivery, until(-1), now)).toBeNull();
    expect(statusChangeBlocker(s.outForDelivery, { substitutionUntil: null }, now)).toBeNull();
    expect(statusChangeBlocker(s.inProcess, until(60_000), now)).toBeNull();
    expect(statusChangeBlocker(s.delivered, until(60_000), now)).toBeNull();
  });
});

describe('the reasons staff give for cancelling', () => {
  it("takes the store's reasons always, a customer's only before dispatch", () => {
    expect(staffReasonAllowed({ forStaff: true }, { dispatched: false })).toBe(true);
    expect(staffReasonAllowed({ forStaff: true }, { dispatched: true })).toBe(true);
    expect(staffReasonAllowed({ forStaff: false }, { dispatched: false })).toBe(true);
    expect(staffReasonAllowed({ forStaff: false }, { dispatched: true })).toBe(false);
  });
});

describe('who may do what', () => {
  it('gives each role its actions', () => {
    const table = Object.fromEntries(
      staffRoles.map((role) => [
        role,
        (
          [
            'orders.read',
            'orders.changeStatus',
            'orders.cancel',
            'orders.amend',
            'audit.read',
            'staff.manage',
          ] as const
        ).filter((action) => roleMay(role, action)),
      ]),
    );
    expect(table).toEqual({
      admin: [
        'orders.read',
        'orders.changeStatus',
        'orders.cancel',
        'orders.amend',
        'audit.read',
        'staff.manage',
      ],
      // A manager runs their branches' people too (docs/decisions/0047).
      branch_manager: ['orders.read', 'orders.changeStatus', 'orders.cancel', 'orders.amend', 'staff.manage'],
      pharmacist: ['orders.read', 'orders.changeStatus', 'orders.cancel', 'orders.amend'],
      support: ['orders.read'],
      // A courier reads no board or order page: only their own deliveries (docs/decisions/0043).
      courier: [],
      // The data protection officer: privacy requests and breaches only (docs/decisions/0081).
      dpo: [],
    });
    expect(staffRoles.filter((role) => roleMay(role, 'privacy.manage'))).toEqual(['admin', 'dpo']);
    // …and the privacy notice's text (docs/decisions/0092).
    expect(staffPermissions.dpo).toEqual(['privacy.manage', 'privacy.notice']);
    expect(roleMay('courier', 'courier.deliver')).toBe(true);
    expect(roleMay('courier', 'orders.assign')).toBe(false);
    expect(roleMay('branch_manager', 'orders.assign')).toBe(true);
    expect(roleMay('pharmacist', 'couriers.cash')).toBe(false);
    expect(roleMay('support', 'orders.assign')).toBe(false);
  });

  it('limits everyone but admins and the data protection officer to their branches', () => {
    const manager = { id: 1, role: 'branch_manager' as const, branchIds: [1, 3] };
    expect(seesBranch(manager, 1)).toBe(true);
    expect(seesBranch(manager, 2)).toBe(false);
    expect(branchScope(manager)).toEqual([1, 3]);
    const admin = { id: 2, role: 'admin' as const, branchIds: [] };
    expect(seesBranch(admin, 2)).toBe(true);
    expect(branchScope(admin)).toBeNull();
    expect(seesBranch({ id: 3, role: 'pharmacist', branchIds: [] }, 1)).toBe(false);
    // The data protection officer works for the whole store (docs/decisions/0081).
    const dpo = { id: 4, role: 'dpo' as const, branchIds: [] };
    expect(seesBranch(dpo, 2)).toBe(true);
    expect(branchScope(dpo)).toBeNull();
  });

  it('knows the README demo passwords', () => {
    expect(isDemoStaffPassword('Demo-admin-2026')).toBe(true);
    expect(isDemoStaffPassword('something-else-entirely')).toBe(false);
  });
});
