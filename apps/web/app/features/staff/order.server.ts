import {
  deliveredQuantityField,
  type Lang,
  localizeIssue,
  parseForMessages,
  staffCancelBody,
  staffOrderStatusBody,
  staffRefuseLineBody,
  staffSubstitutionsBody,
} from '@store/contract';
import { data } from 'react-router';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import { assignCourierAction } from './courier.server.ts';
import { cashRefundAction } from './returns.server.ts';
import type { StaffApi } from './staff-api.server.ts';
import { amendable, cancellable, courierAssignable, staffMay, wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * The order page: the order, the reasons a cancel names, and — when `?substitute=<item>` asks —
 * what can replace that item (a link, so choosing substitutes works without JavaScript too).
 */
export async function loadOrder(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args);
  const id = pathIdOr404(args.params.id);
  const order = await api.order(id);
  const mayCancel = staffMay(staff.role, 'orders.cancel') && cancellable(order.status.id);
  const itemId = wholeNumber(new URL(args.request.url).searchParams.get('substitute'));
  const mayAmend = staffMay(staff.role, 'orders.amend') && amendable(order.status.id);
  // Couriers (docs/decisions/0043): the order's branch's, while it can still be handed out.
  const mayAssign = staffMay(staff.role, 'orders.assign') && courierAssignable(order.status.id);
  const [reasons, candidates, couriers] = await Promise.all([
    mayCancel ? api.cancellationReasons() : Promise.resolve([]),
    mayAmend && itemId && order.items.some((item) => item.id === itemId)
      ? api.alternativesCandidates(id, itemId)
      : Promise.resolve(null),
    mayAssign ? api.couriers(order.branchId) : Promise.resolve(null),
  ]);
  return { staff, branches, order, reasons, candidates, couriers };
}

export type OrderData = Awaited<ReturnType<typeof loadOrder>>;
export type OrderActionResult = FormResult<{ orderId: number } | null>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The order page's forms, told apart by `intent`: the next status (with the amount collected at the
 * door), cancel, substitutes for one item, delivered weights. Each is checked with the contract's
 * schema, sent to the staff API and answered with one FormResult.
 */
export async function orderAction(args: StaffRouteArgs): Promise<OrderActionResult> {
  const { api, lang } = requireStaff(args);
  const id = pathIdOr404(args.params.id);
  const form = await args.request.formData();
  const intent = text(form, 'intent') ?? '';
  switch (intent) {
    case 'status':
      return changeStatus(api, lang, id, form);
    case 'cancel':
      return cancel(api, lang, id, form);
    case 'substitute':
      return substitute(api, lang, id, form);
    case 'weights':
      return weigh(api, lang, id, form);
    case 'courier':
      return assignCourierAction(api, lang, id, form);
    case 'cashRefund': {
      const result = await cashRefundAction(args, form);
      return { ...result, data: result.ok ? { orderId: id } : null };
    }
    case 'pharmacistApprove': {
      const { status, envelope } = await api.approvePrescriptionLines(id);
      return apiResult(intent, status, { ...envelope, data: status === 200 ? { orderId: id } : null });
    }
    case 'pharmacistRefuse': {
      const parsed = parseForMessages(staffRefuseLineBody, {
        orderItemId: text(form, 'orderItemId'),
        reason: text(form, 'reason') ?? '',
      });
      if (!parsed.success) return invalidResult(intent, parsed.error.issues, lang);
      const { status, envelope } = await api.refusePrescriptionLine(id, parsed.data);
      return apiResult(intent, status, { ...envelope, data: status === 200 ? { orderId: id } : null });
    }
    default:
      throw data(null, { status: 400 });
  }
}

async function changeStatus(api: StaffApi, lang: Lang, id: number, form: FormData) {
  const parsed = parseForMessages(staffOrderStatusBody, {
    statusId: text(form, 'statusId'),
    amountCollected: text(form, 'amountCollected') || undefined,
  });
  if (!parsed.success) return invalidResult('status', parsed.error.issues, lang);
  const { status, envelope } = await api.changeStatus(id, parsed.data);
  return apiResult('status', status, { ...envelope, data: status === 200 ? { orderId: id } : null });
}

async function cancel(api: StaffApi, lang: Lang, id: number, form: FormData) {
  const parsed = parseForMessages(staffCancelBody, {
    reasonId: text(form, 'reasonId'),
    comment: text(form, 'comment') || undefined,
  });
  if (!parsed.success) return invalidResult('cancel', parsed.error.issues, lang);
  const { status, envelope } = await api.cancel(id, parsed.data);
  return apiResult('cancel', status, { ...envelope, data: status === 200 ? { orderId: id } : null });
}

async function substitute(api: StaffApi, lang: Lang, id: number, form: FormData) {
  const parsed = parseForMessages(staffSubstitutionsBody, {
    items: [
      {
        orderItemId: text(form, 'orderItemId'),
        alternativeProductIds: form.getAll('alternativeProductIds').filter((v) => typeof v === 'string'),
      },
    ],
  });
  if (!parsed.success) return invalidResult('substitute', parsed.error.issues, lang);
  const { status, envelope } = await api.requestSubstitutions(id, parsed.data.items);
  return {
    ...apiResult('substitute', status, { ...envelope, data: status === 200 ? { orderId: id } : null }),
    // Back to the order without the picker.
    ...(status === 200 ? { next: `/${lang}/staff/orders/${id}` } : {}),
  };
}

/**
 * `weight-<orderItemId>` fields, one per weighted item; an empty one is left as it was. Each field is
 * checked alone, so its problem is worded for the delivered quantity (a value checked on its own has
 * no name, and was called 'the identifier'); the list above the form names each item too.
 */
async function weigh(api: StaffApi, lang: Lang, id: number, form: FormData) {
  const items: { orderItemId: number; deliveredQuantity: number }[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const [name, value] of form) {
    const itemId = /^weight-(\d+)$/.exec(name)?.[1];
    if (!itemId || typeof value !== 'string' || value.trim() === '') continue;
    const parsed = parseForMessages(deliveredQuantityField, value);
    if (parsed.success) items.push({ orderItemId: Number(itemId), deliveredQuantity: parsed.data });
    else fieldErrors[name] = localizeIssue({ ...parsed.error.issues[0]!, path: ['deliveredQuantity'] }, lang);
  }
  if (Object.keys(fieldErrors).length > 0) {
    // Only a refused form costs a read of the order, for its items' names.
    const names = new Map((await api.order(id)).items.map((item) => [`weight-${item.id}`, item.name]));
    const listed = Object.entries(fieldErrors).map(([field, message]) =>
      names.has(field) ? `${names.get(field)}: ${message}` : message,
    );
    const result = invalidResult('weights', listed, lang);
    return { ...result, fieldErrors: { ...result.fieldErrors, ...fieldErrors } };
  }
  if (items.length === 0) return invalidResult('weights', [], lang);
  const { status, envelope } = await api.weighItems(id, items);
  return apiResult('weights', status, { ...envelope, data: status === 200 ? { orderId: id } : null });
}
