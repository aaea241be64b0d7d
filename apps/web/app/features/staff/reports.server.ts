import { cairoDay } from '@store/contract';
import { isoDay, wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** The days before `day` (calendar days, no zone). */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The reports dashboard (docs/decisions/0055, 0063): `?from&to` (Cairo days; the last 7 days by
 * default) and `?branchId` (absent: every branch the member sees). A period the API refuses is its
 * 422, shown by the console's error page with the API's words.
 */
export async function loadReports(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'reports.read');
  const search = new URL(args.request.url).searchParams;
  const to = isoDay(search.get('to')) ?? cairoDay(new Date());
  const from = isoDay(search.get('from')) ?? daysBefore(to, 6);
  const branchId = wholeNumber(search.get('branchId'));
  const report = await api.reportsDashboard({ from, to, branchId });
  return { staff, branches, report };
}

export type ReportsData = Awaited<ReturnType<typeof loadReports>>;
