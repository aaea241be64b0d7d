import {
  courierDeliveredBody,
  courierUnreachableBody,
  parseForMessages,
  staffAssignCourierBody,
} from '@store/contract';
import { data } from 'react-router';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { StaffApi } from './staff-api.server.ts';
import { isoDay, wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The courier's screen (docs/decisions/0043): the orders in their hands and today's takings. */
export async function loadCourier(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'courier.deliver');
  return { staff, ...(await api.courierOrders()) };
}

export type CourierData = Awaited<ReturnType<typeof loadCourier>>;
export type CourierActionResult = FormResult<{ orderId: number } | null>;

/**
 * The courier's two reports, told apart by `intent`: `delivered` (with the amount taken at the door)
 * and `unreachable` (call attempts and a note). Each names its order in `orderId`.
 */
export async function courierAction(args: StaffRouteArgs): Promise<CourierActionResult> {
  const { api, lang } = requireStaff(args, 'courier.deliver');
  const form = await args.request.formData();
  const intent = text(form, 'intent') ?? '';
  const orderId = wholeNumber(text(form, 'orderId'));
  if (orderId === undefined) throw data(null, { status: 400 });
  const answer = (status: number, envelope: Parameters<typeof apiResult>[2]) =>
    apiResult(intent, status, { ...envelope, data: status === 200 ? { orderId } : null });
  if (intent === 'delivered') {
    const parsed = parseForMessages(courierDeliveredBody, {
      amountCollected: text(form, 'amountCollected') || undefined,
    });
    if (!parsed.success) return invalidResult(intent, parsed.error.issues, lang);
    const { status, envelope } = await api.courierDelivered(orderId, parsed.data);
    return answer(status, envelope);
  }
  if (intent === 'unreachable') {
    const parsed = parseForMessages(courierUnreachableBody, {
      tries: text(form, 'tries'),
      note: text(form, 'note'),
    });
    if (!parsed.success) return invalidResult(intent, parsed.error.issues, lang);
    const { status, envelope } = await api.courierUnreachable(orderId, parsed.data);
    return answer(status, envelope);
  }
  throw data(null, { status: 400 });
}

/** The order page's courier form: hand the order to a courier of its branch (again, after a return). */
export async function assignCourierAction(api: StaffApi, lang: 'en' | 'ar', id: number, form: FormData) {
  const parsed = parseForMessages(staffAssignCourierBody, { courierId: text(form, 'courierId') });
  if (!parsed.success) return invalidResult('courier', parsed.error.issues, lang);
  const { status, envelope } = await api.assignCourier(id, parsed.data);
  return apiResult('courier', status, { ...envelope, data: status === 200 ? { orderId: id } : null });
}

/** What each courier took at the door on a day (`?date=`, today by default), per branch (`?branchId=`). */
export async function loadCourierCash(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'couriers.cash');
  const search = new URL(args.request.url).searchParams;
  const date = isoDay(search.get('date'));
  const branchId = wholeNumber(search.get('branchId'));
  const report = await api.courierCash({ date, branchId });
  return { staff, branches, branchId: branchId ?? null, ...report };
}

export type CourierCashData = Awaited<ReturnType<typeof loadCourierCash>>;
