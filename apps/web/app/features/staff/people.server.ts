import { assignableRoles, staffAccountBody } from '@store/contract';
import { data } from 'react-router';
import { apiResult, parseFields } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import type { StaffAccountAction } from './staff-api.server.ts';
import { staffMay, wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs, staffContext } from './staff-session.server.ts';

/** `?confirm=disable-5`: the question asked before a change that cuts a member off. */
function confirmOf(text: string | null): { intent: 'disable' | 'authenticator'; id: number } | null {
  const match = /^(disable|authenticator)-(\d{1,10})$/.exec(text ?? '');
  const id = wholeNumber(match?.[2]);
  return match && id !== undefined ? { intent: match[1] as 'disable' | 'authenticator', id } : null;
}

/**
 * Staff accounts: the list, and the form for a new member (`?new`) or one being edited
 * (`?edit=`). Links rather than dialogs, so the screen works without scripts.
 */
export async function loadPeople(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'staff.manage');
  const search = new URL(args.request.url).searchParams;
  const accounts = await api.accounts();
  return {
    staff,
    branches,
    accounts,
    roles: assignableRoles(staff),
    editId: wholeNumber(search.get('edit')) ?? null,
    adding: search.has('new'),
    confirm: confirmOf(search.get('confirm')),
  };
}

export type PeopleData = Awaited<ReturnType<typeof loadPeople>>;

/** A new authenticator's key, shown once in the answer of the form that asked for it. */
export type PeopleResult = FormResult<{ id: number; secret?: string; uri?: string } | null>;

const actions: Record<string, StaffAccountAction> = {
  disable: 'disable',
  enable: 'enable',
  reset: 'password-reset',
  removeAuthenticator: 'authenticator/remove',
};

/**
 * The screen's forms: `intent=create` and `intent=edit` (`id`, name, e-mail, role, `branchIds`), and
 * one button per account change (`disable`, `enable`, `reset`, `authenticator`, `removeAuthenticator`).
 */
export async function peopleAction(args: StaffRouteArgs): Promise<PeopleResult> {
  const { api, lang } = requireStaff(args, 'staff.manage');
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = wholeNumber(String(form.get('id') ?? ''));
  if (intent === 'create' || intent === 'edit') {
    if (intent === 'edit' && id === undefined) throw data(null, { status: 400 });
    const fields = {
      intent,
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      role: String(form.get('role') ?? ''),
      branchIds: form.getAll('branchIds').map((value) => String(value)),
      licenceNumber: String(form.get('licenceNumber') ?? ''),
    };
    const parsed = parseFields(fields, staffAccountBody, lang);
    if (!parsed.ok) {
      const { branchIds: _branches, ...kept } = fields;
      return { ...parsed.result, values: { ...kept, ...(id ? { id: String(id) } : {}) } };
    }
    const { status, envelope } =
      intent === 'create' ? await api.createAccount(parsed.data) : await api.editAccount(id!, parsed.data);
    const result = apiResult<PeopleResult['data']>(intent, status, {
      ...envelope,
      data: status === 200 ? { id: envelope.data.account.id } : null,
    });
    if (result.ok) return result;
    return { ...result, values: { name: fields.name, email: fields.email, role: fields.role } };
  }
  if (id === undefined) throw data(null, { status: 400 });
  if (intent === 'authenticator') {
    const { status, envelope } = await api.enrolAuthenticator(id);
    return apiResult(intent, status, { ...envelope, data: status === 200 ? { id, ...envelope.data } : null });
  }
  const action = actions[intent];
  if (!action) throw data(null, { status: 400 });
  const { status, envelope } = await api.accountAction(id, action);
  return apiResult(intent, status, { ...envelope, data: status === 200 ? { id } : null });
}

/** The set-password page (public: the one-time link's token in `?token=`). */
export function loadSetPassword(args: StaffRouteArgs) {
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  return { token: /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : '' };
}

export type SetPasswordResult = FormResult<null>;

export async function setPasswordAction(args: StaffRouteArgs): Promise<SetPasswordResult> {
  const { api } = args.context.get(staffContext);
  const form = await args.request.formData();
  // Judged by the API alone: its messages (the password's length, a spent link) are its own words,
  // which the web's copy does not carry.
  const { status, envelope } = await api.setPassword({
    token: String(form.get('token') ?? ''),
    password: String(form.get('password') ?? ''),
  });
  return apiResult('', status, envelope);
}

/**
 * The customer lookup: `?q=` searched at the API (audited there), the results listed; and, for those
 * who sort them out, the numbers the move to one form left (docs/decisions/0073).
 */
export async function loadCustomers(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'customers.read');
  const conflicts = staffMay(staff.role, 'customers.phones') ? await api.phoneConflicts() : [];
  const q = new URL(args.request.url).searchParams.get('q')?.trim().slice(0, 254) ?? '';
  if (!q) return { staff, q, customers: null, problem: null, conflicts };
  const { status, envelope } = await api.searchCustomers(q);
  if (status === 200) return { staff, q, customers: envelope.data.customers, problem: null, conflicts };
  if (status === 422)
    return { staff, q, customers: null, problem: envelope.validation?.[0] ?? envelope.message, conflicts };
  throw data({ message: envelope.message }, { status });
}

/** Marks a number sorted out (`id`, `note`): the API judges the note and answers in the page's language. */
export async function resolvePhoneConflictAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'customers.phones');
  const form = await args.request.formData();
  const id = wholeNumber(String(form.get('id') ?? ''));
  if (id === undefined) throw data(null, { status: 400 });
  const note = String(form.get('note') ?? '');
  const { status, envelope } = await api.resolvePhoneConflict(id, note);
  const result = apiResult(`resolve:${id}`, status, { ...envelope, data: null });
  return result.ok ? result : { ...result, values: { note } };
}

export type CustomersData = Awaited<ReturnType<typeof loadCustomers>>;

export async function loadCustomer(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'customers.read');
  const id = pathIdOr404(args.params.id);
  return { staff, branches, customer: await api.customer(id) };
}

export type CustomerData = Awaited<ReturnType<typeof loadCustomer>>;
