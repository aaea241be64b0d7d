import { nearExpiryWindows } from '@store/contract';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * The near-expiry report of one of the member's branches (docs/decisions/0075): what expires within
 * 30, 60 or 90 days (`?days=`, default 90), chosen by a GET form so it works without scripts.
 */
export async function loadNearExpiry(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'catalogue.read');
  const search = new URL(args.request.url).searchParams;
  const wanted = wholeNumber(search.get('branchId'));
  const branchId = branches.find((branch) => branch.id === wanted)?.id ?? branches[0]?.id ?? null;
  const asked = wholeNumber(search.get('days'));
  const days = nearExpiryWindows.find((n) => n === asked) ?? 90;
  const report = branchId === null ? null : await api.nearExpiry(branchId, days);
  return { staff, branches: branches.map(({ id, name }) => ({ id, name })), branchId, days, report };
}

export type NearExpiryData = Awaited<ReturnType<typeof loadNearExpiry>>;

/** The admins' form: the store's cut-off in days, as typed (the API judges it and answers in the page language). */
export async function nearExpiryAction(args: StaffRouteArgs): Promise<FormResult<unknown>> {
  const { api } = requireStaff(args, 'stock.cutoff');
  const form = await args.request.formData();
  const days = form.get('days');
  const { status, envelope } = await api.setExpiryCutoff({
    days: typeof days === 'string' ? days.trim() : '',
  });
  return apiResult('cutoff', status, envelope);
}
