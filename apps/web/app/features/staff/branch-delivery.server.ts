import {
  type BranchDeliveryAnswer,
  branchDeliveryBody,
  branchHolidayBody,
  localizeIssue,
  parseForMessages,
  weekdays,
} from '@store/contract';
import { data, redirect } from 'react-router';
import { apiResult, parseFields } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import { dayField } from './branch-delivery-fields.ts';
import { staffMay, wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** `/staff/branches`: the first of the member's branches' settings. */
export function branchesIndex(args: StaffRouteArgs) {
  const { branches, lang } = requireStaff(args, 'branches.read');
  const first = branches[0];
  if (!first) throw data(null, { status: 404 });
  throw redirect(`/${lang}/staff/branches/${first.id}/settings`);
}

/**
 * One of the member's branches' delivery settings (`?branchId=` from the branch chooser moves to
 * that branch's page); whether the member may change them.
 */
export async function loadBranchDelivery(args: StaffRouteArgs) {
  const { staff, branches, api, lang } = requireStaff(args, 'branches.read');
  const id = pathIdOr404(args.params.id);
  const asked = wholeNumber(new URL(args.request.url).searchParams.get('branchId'));
  if (asked !== undefined && asked !== id) throw redirect(`/${lang}/staff/branches/${asked}/settings`);
  if (!branches.some((branch) => branch.id === id)) throw data(null, { status: 404 });
  const { branch, delivery } = await api.branchDelivery(id);
  return {
    staff,
    branches: branches.map(({ id, name }) => ({ id, name })),
    branch,
    delivery,
    mayChange: staffMay(staff.role, 'branches.settings'),
  };
}
export type BranchDeliveryData = Awaited<ReturnType<typeof loadBranchDelivery>>;

/**
 * Saves the settings as typed (pounds in any digits, ways of paying as ticked boxes, each day's
 * hours or closed). Checked with the contract's schema first, each problem under its own box; then
 * the form's text goes to the API, which parses it again and judges.
 */
export async function branchDeliveryAction(
  args: StaffRouteArgs,
): Promise<FormResult<{ delivery: BranchDeliveryAnswer } | null>> {
  const { api, lang } = requireStaff(args, 'branches.settings');
  const id = pathIdOr404(args.params.id);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'holidayAdd' || intent === 'holidayRemove')
    return holidayAction(api, id, form, lang, intent);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const typed = {
    deliveryCharge: text('deliveryCharge'),
    freeDeliveryFrom: text('freeDeliveryFrom'),
    minimumOrder: text('minimumOrder'),
    deliveryPromiseMinutes: text('deliveryPromiseMinutes'),
    paymentTypeIds: form.getAll('paymentTypeIds').map(String),
    openingHours: Object.fromEntries(
      weekdays.map((day) => [
        day,
        {
          closed: form.get(dayField(day, 'closed')) === 'on',
          opens: text(dayField(day, 'opens')),
          closes: text(dayField(day, 'closes')),
        },
      ]),
    ),
  };
  const parsed = parseForMessages(branchDeliveryBody, typed);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= localizeIssue(issue, lang);
    const validation = [...new Set(Object.values(fieldErrors))];
    const values: Record<string, string> = {
      deliveryCharge: typed.deliveryCharge,
      freeDeliveryFrom: typed.freeDeliveryFrom,
      minimumOrder: typed.minimumOrder,
      deliveryPromiseMinutes: typed.deliveryPromiseMinutes,
      paymentTypeIds: typed.paymentTypeIds.join(','),
    };
    for (const day of weekdays) {
      values[dayField(day, 'opens')] = text(dayField(day, 'opens'));
      values[dayField(day, 'closes')] = text(dayField(day, 'closes'));
      values[dayField(day, 'closed')] = form.get(dayField(day, 'closed')) === 'on' ? 'on' : '';
    }
    return {
      ok: false,
      intent: 'delivery',
      message: validation[0] ?? '',
      validation,
      fieldErrors,
      values,
      data: null,
    };
  }
  const { status, envelope } = await api.setBranchDelivery(id, typed);
  return apiResult('delivery', status, envelope);
}

/**
 * A holiday added (the day as typed, any digits) or removed (the listed day's button): checked with
 * the contract's schema, then sent to the API, which judges again and audits.
 */
async function holidayAction(
  api: ReturnType<typeof requireStaff>['api'],
  branchId: number,
  form: FormData,
  lang: ReturnType<typeof requireStaff>['lang'],
  intent: 'holidayAdd' | 'holidayRemove',
): Promise<FormResult<{ delivery: BranchDeliveryAnswer } | null>> {
  const parsed = parseFields(
    { intent, date: String(form.get('date') ?? '').trim() },
    branchHolidayBody,
    lang,
  );
  if (!parsed.ok) return parsed.result;
  const { status, envelope } =
    intent === 'holidayAdd'
      ? await api.addBranchHoliday(branchId, parsed.data.date)
      : await api.removeBranchHoliday(branchId, parsed.data.date);
  return apiResult(intent, status, envelope);
}
