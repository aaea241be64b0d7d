import { cairoDay, staffPackScanBody } from '@store/contract';
import { data } from 'react-router';
import { apiResult, parseFields } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * Dispensing an order by pack (docs/decisions/0066): its medicine lines, the packs each needs and
 * those scanned, and the store's day (the day's records link).
 */
export async function loadDispense(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'medicines.dispense');
  const orderId = pathIdOr404(args.params.id);
  const [order, packs] = await Promise.all([api.order(orderId), api.orderPacks(orderId)]);
  return { staff, order: { id: order.id, branchId: order.branchId }, ...packs, today: cairoDay(new Date()) };
}

export type DispenseData = Awaited<ReturnType<typeof loadDispense>>;

/**
 * One scanned pack (`itemId`, `code`): what a USB scanner typed into the line's box, then Enter. The
 * API judges the code; a refusal's message shows under the box, in the page's language.
 */
export async function dispenseAction(
  args: StaffRouteArgs,
): Promise<FormResult<{ scanned: number; needed: number } | null>> {
  const { api, lang } = requireStaff(args, 'medicines.dispense');
  const orderId = pathIdOr404(args.params.id);
  const form = await args.request.formData();
  if (form.get('intent') === 'waive') return waiveAction(args, orderId, form);
  const itemId = wholeNumber(String(form.get('itemId') ?? ''));
  if (itemId === undefined) throw data(null, { status: 400 });
  const parsed = parseFields({ code: form.get('code'), intent: `scan-${itemId}` }, staffPackScanBody, lang);
  if (!parsed.ok) return parsed.result;
  const { status, envelope } = await api.scanPack(orderId, itemId, parsed.data.code);
  const result = apiResult(`scan-${itemId}`, status, envelope);
  return result.ok
    ? result
    : { ...result, fieldErrors: { code: result.validation.join(' ') || result.message } };
}

/**
 * `intent=waive` (pharmacists and admins): why the order's packs go out unscanned, as typed; the API
 * judges it and records who and when. A refusal keeps what was typed.
 */
async function waiveAction(args: StaffRouteArgs, orderId: number, form: FormData): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'medicines.check');
  const reason = String(form.get('reason') ?? '');
  const { status, envelope } = await api.waivePacks(orderId, { reason });
  const result = apiResult('waive', status, { ...envelope, data: null });
  return result.ok ? result : { ...result, values: { reason } };
}
