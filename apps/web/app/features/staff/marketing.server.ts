import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** Marketing messages (docs/decisions/0089): those sent, and how many customers each channel reaches now. */
export async function loadMarketing(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'content.manage');
  return { staff, ...(await api.marketing()) };
}
export type MarketingData = Awaited<ReturnType<typeof loadMarketing>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Sends one; a refused form keeps what was typed. */
export async function marketingAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'content.manage');
  const form = await args.request.formData();
  const body = {
    channel: text(form, 'channel'),
    subjectEn: text(form, 'subjectEn'),
    subjectAr: text(form, 'subjectAr'),
    bodyEn: text(form, 'bodyEn'),
    bodyAr: text(form, 'bodyAr'),
  };
  const { status, envelope } = await api.op('staffSendMarketing', { body });
  const result = apiResult('send', status, { ...envelope, data: null });
  return result.ok ? result : { ...result, values: body };
}
