import type { RouterContextProvider } from 'react-router';
import { boardFilter } from './staff-rules.ts';
import { requireStaff } from './staff-session.server.ts';

/** The order board: the staff member's branches (or the one chosen), filtered and paged. */
export async function loadBoard(args: {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { api, staff, branches } = requireStaff(args);
  const filter = boardFilter(new URL(args.request.url).searchParams);
  const found = await api.orders(filter);
  return { staff, branches, filter, ...found };
}

export type BoardData = Awaited<ReturnType<typeof loadBoard>>;
