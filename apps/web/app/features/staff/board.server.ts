import { data, type RouterContextProvider, redirect } from 'react-router';
import { assignCourierAction } from './courier.server.ts';
import { boardFilter, staffMay, wholeNumber } from './staff-rules.ts';
import { requireStaff } from './staff-session.server.ts';

/** The order board: the staff member's branches (or the one chosen), filtered and paged. */
export async function loadBoard(args: {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { api, staff, branches, lang } = requireStaff(args);
  // A courier's console is their own deliveries (docs/decisions/0043): the board is not theirs.
  if (!staffMay(staff.role, 'orders.read')) throw redirect(`/${lang}/staff/courier`);
  const filter = boardFilter(new URL(args.request.url).searchParams);
  // Couriers (docs/decisions/0043): those of the member's branches, to hand orders out from the board.
  const [found, couriers] = await Promise.all([
    api.orders(filter),
    staffMay(staff.role, 'orders.assign') ? api.couriers() : Promise.resolve(null),
  ]);
  return { staff, branches, filter, ...found, couriers };
}

/** The board's one form: hand a row's order to a courier (`orderId`, `courierId`). */
export async function boardAction(args: {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { api, lang } = requireStaff(args, 'orders.assign');
  const form = await args.request.formData();
  const value = form.get('orderId');
  const orderId = wholeNumber(typeof value === 'string' ? value : undefined);
  if (orderId === undefined) throw data(null, { status: 400 });
  return assignCourierAction(api, lang, orderId, form);
}

export type BoardData = Awaited<ReturnType<typeof loadBoard>>;
