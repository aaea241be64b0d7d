import { orderStatusIds } from '@store/contract';
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
  // The data protection officer's (docs/decisions/0081) is the privacy requests' queue.
  if (!staffMay(staff.role, 'orders.read'))
    throw redirect(`/${lang}/staff/${staffMay(staff.role, 'privacy.manage') ? 'privacy' : 'courier'}`);
  const search = new URL(args.request.url).searchParams;
  const filter = boardFilter(search);
  // The board by stage (`?view=board`, a branch filter kept); the list for searching and the past.
  const view: 'board' | 'list' = search.get('view') === 'board' ? 'board' : 'list';
  // Couriers (docs/decisions/0043): those of the member's branches, to hand orders out from the board.
  const [found, couriers, stages] = await Promise.all([
    view === 'list'
      ? api.orders(filter)
      : Promise.resolve({ orders: [], page: 1, pageSize: 20, total: 0, captureFailed: [] as number[] }),
    staffMay(staff.role, 'orders.assign') ? api.couriers() : Promise.resolve(null),
    view === 'board' ? boardOrders(api, filter.branchId) : Promise.resolve(null),
  ]);
  return {
    staff,
    branches,
    filter,
    view,
    ...found,
    captureFailed: stages?.captureFailed ?? found.captureFailed,
    couriers,
    stages,
  };
}

/** The statuses the board's columns hold (board-stages.ts); a new stage's status joins here. */
const onBoardStatuses = [
  orderStatusIds.placed,
  orderStatusIds.inProcess,
  orderStatusIds.outForDelivery,
  orderStatusIds.subscribed,
];
/** Pages read per status: a branch's open orders fit; more is the list's (and the card says so). */
const boardPages = 3;

/** The open orders of the board's statuses, newest pages first (the API pages by 20). */
async function boardOrders(api: ReturnType<typeof requireStaff>['api'], branchId: number | undefined) {
  const lists = await Promise.all(
    onBoardStatuses.map(async (status) => {
      const first = await api.orders({ status, branchId });
      const pages = Math.min(boardPages, Math.ceil(first.total / Math.max(1, first.pageSize)));
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
          api.orders({ status, branchId, page: i + 2 }),
        ),
      );
      return { ...first, orders: [first, ...rest].flatMap((page) => page.orders) };
    }),
  );
  return {
    orders: lists.flatMap((list) => list.orders),
    /** Some status had more open orders than the board read. */
    truncated: lists.some((list) => list.total > list.orders.length),
    shown: boardPages * (lists[0]?.pageSize ?? 20),
    captureFailed: lists[0]?.captureFailed ?? [],
  };
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
