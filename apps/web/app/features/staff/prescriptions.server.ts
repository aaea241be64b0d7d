import {
  type PrescriptionStatus,
  parseForMessages,
  prescriptionStatuses,
  staffQuoteBody,
  staffRejectBody,
} from '@store/contract';
import { data } from 'react-router';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import { staffMay, wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** `?status=` of the queue: one of the statuses, `all`, or (nothing said) the new ones. */
export function queueStatus(value: string | null): PrescriptionStatus | 'all' {
  if (value === 'all') return 'all';
  return (prescriptionStatuses as readonly string[]).includes(value ?? '')
    ? (value as PrescriptionStatus)
    : 'new';
}

/** The prescription queue of the member's branches, by status (the new ones first of all). */
export async function loadPrescriptions(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'prescriptions.read');
  const search = new URL(args.request.url).searchParams;
  const status = queueStatus(search.get('status'));
  const page = wholeNumber(search.get('page'), 1, 10_000) ?? 1;
  const found = await api.prescriptions({ status: status === 'all' ? undefined : status, page });
  return { staff, branches, status, ...found };
}

export type PrescriptionsData = Awaited<ReturnType<typeof loadPrescriptions>>;

/**
 * One prescription: its files, the customer, the quote or rejection so far, and — when `?q=` asks —
 * the quote builder's search: products in stock at its branch (a plain GET form, so searching works
 * without scripts too; the quote being built stays in the page meanwhile).
 */
export async function loadPrescription(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'prescriptions.read');
  const id = pathIdOr404(args.params.id);
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const [prescription, found] = await Promise.all([
    api.prescription(id),
    q && staffMay(staff.role, 'prescriptions.answer') ? api.quoteProducts(id, q) : Promise.resolve(null),
  ]);
  return { staff, branches, prescription, search: found ? { q, ...found } : null };
}

export type PrescriptionData = Awaited<ReturnType<typeof loadPrescription>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The prescription page's two answers, told apart by `intent`: a quote (`productId` and `quantity`
 * fields in pairs, and a note) or a rejection with its reason. Checked with the contract's schemas.
 */
export async function prescriptionAction(args: StaffRouteArgs): Promise<FormResult<{ id: number } | null>> {
  const { api, lang } = requireStaff(args, 'prescriptions.answer');
  const id = pathIdOr404(args.params.id);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  if (intent === 'quote') {
    const quantities = form.getAll('quantity');
    const parsed = parseForMessages(staffQuoteBody, {
      items: form.getAll('productId').map((productId, index) => ({ productId, quantity: quantities[index] })),
      note: text(form, 'note')?.trim() || undefined,
    });
    if (!parsed.success) return invalidResult('quote', parsed.error.issues, lang);
    const { status, envelope } = await api.quote(id, parsed.data);
    return apiResult('quote', status, { ...envelope, data: status === 200 ? { id } : null });
  }
  if (intent === 'reject') {
    const parsed = parseForMessages(staffRejectBody, { reason: text(form, 'reason') ?? '' });
    if (!parsed.success) return invalidResult('reject', parsed.error.issues, lang);
    const { status, envelope } = await api.reject(id, parsed.data);
    return apiResult('reject', status, { ...envelope, data: status === 200 ? { id } : null });
  }
  throw data(null, { status: 400 });
}
