import {
  type ReturnStatus,
  returnStatuses,
  staffCashRefundBody,
  staffReturnDecideBody,
  staffReturnPickupBody,
  staffReturnRefundBody,
} from '@store/contract';
import { data } from 'react-router';
import { apiResult, parseFields } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import { staffTranslator } from './staff-copy.ts';
import { staffMay, wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** `?status=`: one of the statuses, `all`, or (nothing said) every one, the open ones standing out. */
export function returnsQueueStatus(value: string | null): ReturnStatus | 'all' {
  return (returnStatuses as readonly string[]).includes(value ?? '') ? (value as ReturnStatus) : 'all';
}

/** The returns queue (docs/decisions/0090): the member's branches (or one), by status, newest first. */
export async function loadReturns(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'returns.read');
  const search = new URL(args.request.url).searchParams;
  const status = returnsQueueStatus(search.get('status'));
  const page = wholeNumber(search.get('page'), 1, 10_000) ?? 1;
  const branchId = wholeNumber(search.get('branchId'));
  const { status: code, envelope } = await api.op('staffReturns', {
    query: { status: status === 'all' ? undefined : status, page, branchId },
  });
  if (code !== 200)
    throw data({ message: envelope.message, validation: envelope.validation }, { status: code });
  return {
    staff,
    branches: branches.map(({ id, name }) => ({ id, name })),
    status,
    branchId: branchId ?? null,
    ...envelope.data,
  };
}
export type ReturnsData = Awaited<ReturnType<typeof loadReturns>>;

/** One return, and which steps the member's role may take (the role table's `staffMay`). */
export async function loadReturn(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'returns.read');
  const id = pathIdOr404(args.params.id);
  const { status, envelope } = await api.op('staffReturn', { params: { id } });
  if (status !== 200) throw data({ message: envelope.message, validation: envelope.validation }, { status });
  return {
    staff,
    branches: branches.map(({ id, name }) => ({ id, name })),
    request: envelope.data.request,
    mayHandle: staffMay(staff.role, 'returns.handle'),
    mayRefund: staffMay(staff.role, 'refunds.pay'),
  };
}
export type ReturnData = Awaited<ReturnType<typeof loadReturn>>;

const steps = {
  approve: 'returns.handle',
  refuse: 'returns.handle',
  pickup: 'returns.handle',
  receive: 'returns.handle',
  refund: 'refunds.pay',
} as const;

/**
 * A step on the return (`intent`), from the version the page showed: approve or refuse with a note,
 * arrange the pickup, receive, refund (in cash: who paid). Checked with the contract's schemas; a 409
 * (someone else acted meanwhile) is answered in the console's own words, and the page reloads.
 */
export async function returnAction(args: StaffRouteArgs): Promise<FormResult<unknown>> {
  const { lang } = requireStaff(args, 'returns.read');
  const id = pathIdOr404(args.params.id);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  if (!(intent in steps)) throw data(null, { status: 400 });
  const { api } = requireStaff(args, steps[intent as keyof typeof steps]);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const version = text('version');
  const sent = async () => {
    if (intent === 'approve' || intent === 'refuse') {
      const parsed = parseFields(
        { intent, decision: intent, note: text('note'), version },
        staffReturnDecideBody,
        lang,
      );
      if (!parsed.ok) return parsed.result;
      return api.op('staffDecideReturn', { params: { id }, body: parsed.data });
    }
    if (intent === 'pickup') {
      const parsed = parseFields({ intent, note: text('note'), version }, staffReturnPickupBody, lang);
      if (!parsed.ok) return parsed.result;
      return api.op('staffArrangeReturnPickup', { params: { id }, body: parsed.data });
    }
    if (intent === 'receive')
      return api.op('staffReceiveReturn', { params: { id }, body: { version: wholeNumber(version) } });
    const parsed = parseFields(
      { intent, paidBy: text('paidBy') || undefined, version },
      staffReturnRefundBody,
      lang,
    );
    if (!parsed.ok) return parsed.result;
    return api.op('staffRefundReturn', { params: { id }, body: parsed.data });
  };
  const answer = await sent();
  if ('ok' in answer) return answer;
  if (answer.status === 409) {
    const message = staffTranslator(lang)('returnConflict');
    return { ...apiResult(intent, answer.status, answer.envelope), message, validation: [message] };
  }
  return apiResult(intent, answer.status, answer.envelope);
}

/**
 * The staff order screen's "cash refund paid" (the kiosk case, docs/decisions/0085): the amount in
 * pounds as typed (any digits) and who paid it, through `POST staff/orders/{id}/cash-refund`.
 */
export async function cashRefundAction(args: StaffRouteArgs, form: FormData): Promise<FormResult<unknown>> {
  const { api, lang } = requireStaff(args, 'refunds.pay');
  const id = pathIdOr404(args.params.id);
  const parsed = parseFields(
    {
      intent: 'cashRefund',
      amount: String(form.get('amount') ?? '').trim(),
      paidBy: String(form.get('paidBy') ?? '') || undefined,
    },
    staffCashRefundBody,
    lang,
  );
  if (!parsed.ok) return parsed.result;
  // The amount as typed: the API reads pounds in any digits again (its schema turns them to piasters).
  const { status, envelope } = await api.op('staffCashRefund', {
    params: { id },
    body: { amount: String(form.get('amount') ?? '').trim(), paidBy: parsed.data.paidBy },
  });
  return apiResult('cashRefund', status, envelope);
}
