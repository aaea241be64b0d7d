import { type RouterContextProvider, redirect } from 'react-router';
import { boardFilter, staffMay } from './staff-rules.ts';
import { requireStaff } from './staff-session.server.ts';

/** The order board: the staff member's branches (or the one chosen), filtered and paged. */
export async function loadBoard(args: {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { api, staff, branches, lang } = requireStaff(args);
  // A courier's console is their own deliveries (docs/decisions/0043): the board is not theirs.
  if (!staffMay(staff.role, 'board')) throw redirect(`/${lang}/staff/courier`);
  const filter = boardFilter(new URL(args.request.url).searchParams);
  const found = await api.orders(filter);
  return { staff, branches, filter, ...found };
}

export type BoardData = Awaited<ReturnType<typeof loadBoard>>;
