import { defaultOpeningHours } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { daysFrom, slotBoard } from './slot-board.ts';

const allDay = { openingHours: defaultOpeningHours, holidays: [] };
const order = (id: number) => ({
  id,
  status: { id: 3, name: 'Subscribed', color: '#000' },
  customerName: `Customer ${id}`,
  total: 100,
});

describe('the slot board', () => {
  it('counts days across a month end', () => {
    expect(daysFrom('2026-11-29', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('puts every order in its branch, day and slot, and lists the six slots of each day', () => {
    const board = slotBoard({
      days: ['2026-11-29', '2026-11-30'],
      branches: [
        { id: 1, name: 'Nasr City', hours: allDay },
        { id: 2, name: 'Maadi', hours: allDay },
      ],
      orders: [
        { branchId: 1, deliveryDate: '2026-11-29', slotId: 3, order: order(10) },
        { branchId: 1, deliveryDate: '2026-11-29', slotId: 3, order: order(11) },
        { branchId: 2, deliveryDate: '2026-11-30', slotId: 6, order: order(12) },
        // A day outside the view is left out.
        { branchId: 1, deliveryDate: '2026-12-05', slotId: 1, order: order(13) },
      ],
    });
    expect(board.map((b) => b.days.length)).toEqual([2, 2]);
    expect(board[0]!.days[0]!.slots.map((s) => `${s.from}-${s.to}`)).toEqual([
      '10:00-12:00',
      '12:00-14:00',
      '14:00-16:00',
      '16:00-18:00',
      '18:00-20:00',
      '20:00-22:00',
    ]);
    expect(board[0]!.days[0]!.slots[2]!.orders.map((o) => o.id)).toEqual([10, 11]);
    expect(board[1]!.days[1]!.slots[5]!.orders.map((o) => o.id)).toEqual([12]);
    const all = board.flatMap((b) =>
      b.days.flatMap((d) => d.slots.flatMap((s) => s.orders.map((o) => o.id))),
    );
    expect(all.sort()).toEqual([10, 11, 12]);
  });

  it("marks the slots outside a branch's hours that day, and every slot of a holiday, as closed", () => {
    // Saturday 28 November 2026: 09:00-15:00; Monday 30 November: a holiday.
    const hours = {
      openingHours: { ...defaultOpeningHours, sat: { closed: false, opens: '09:00', closes: '15:00' } },
      holidays: ['2026-11-30'],
    };
    const board = slotBoard({
      days: ['2026-11-28', '2026-11-29', '2026-11-30'],
      branches: [{ id: 1, name: 'Nasr City', hours }],
      orders: [],
    });
    const open = board[0]!.days.map((day) => day.slots.map((slot) => slot.open));
    expect(open[0]).toEqual([true, true, false, false, false, false]);
    // Sunday keeps the default 09:00-23:00: every slot.
    expect(open[1]).toEqual([true, true, true, true, true, true]);
    expect(open[2]).toEqual([false, false, false, false, false, false]);
  });
});
