/**
 * The coming days' delivery slots of the branches, with the scheduled orders booked in each (issue
 * 25): staff see how full each slot is and which orders it holds. Pure: the caller reads the orders.
 */
import { parseDate } from '@internationalized/date';
import { type BranchHours, type StaffSlots, slotWithinHours } from '@store/contract';
import { slotById, slotHours } from '../orders/index.ts';

type SlotOrder = StaffSlots['branches'][number]['days'][number]['slots'][number]['orders'][number];

/** `count` Cairo days from `from` on (YYYY-MM-DD). */
export function daysFrom(from: string, count: number): string[] {
  const first = parseDate(from);
  return Array.from({ length: count }, (_, i) => first.add({ days: i }).toString());
}

export function slotBoard(input: {
  days: readonly string[];
  /** Each branch with its opening hours and holidays: a slot outside them takes no order (decision 0072). */
  branches: readonly { id: number; name: string; hours: BranchHours }[];
  /** The live scheduled orders of those branches and days, in the order to list them. */
  orders: readonly { branchId: number; deliveryDate: string; slotId: number; order: SlotOrder }[];
}): StaffSlots['branches'] {
  return input.branches.map((branch) => ({
    id: branch.id,
    name: branch.name,
    days: input.days.map((date) => ({
      date,
      slots: slotHours.map((_, index) => {
        const slot = slotById(index + 1)!;
        return {
          id: slot.id,
          from: slot.from,
          to: slot.to,
          open: slotWithinHours(branch.hours, date, slot.from, slot.to),
          orders: input.orders
            .filter((o) => o.branchId === branch.id && o.deliveryDate === date && o.slotId === slot.id)
            .map((o) => o.order),
        };
      }),
    })),
  }));
}
