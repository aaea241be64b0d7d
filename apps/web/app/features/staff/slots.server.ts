import type { RouterContextProvider } from 'react-router';
import { isoDay, wholeNumber } from './staff-rules.ts';
import { requireStaff } from './staff-session.server.ts';

/**
 * The coming days' delivery slots of the staff member's branches: how many scheduled
 * orders each slot holds, and which. `?branchId=&from=&days=` (a week from today by default).
 */
export async function loadSlots(args: {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { api, staff } = requireStaff(args);
  const search = new URL(args.request.url).searchParams;
  const filter = {
    branchId: wholeNumber(search.get('branchId')),
    from: isoDay(search.get('from')),
    days: wholeNumber(search.get('days'), 1, 31),
  };
  const slots = await api.deliverySlots(filter);
  // `branches`: the slot board's, each with its days and slots.
  return { staff, filter, ...slots };
}

export type SlotsData = Awaited<ReturnType<typeof loadSlots>>;
