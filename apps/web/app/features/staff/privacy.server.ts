import { cairoDay } from '@store/contract';
import { data } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { tableCsv } from './report-export.ts';
import { staffTranslator } from './staff-copy.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * The privacy requests' queue (docs/decisions/0081): every open request (overdue first) and the
 * latest decided ones, `?answer=<id>` opening one's answer form; the public holidays below.
 */
export async function loadPrivacyRequests(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'privacy.manage');
  const { requests, holidays } = await api.privacyRequests();
  const asked = new URL(args.request.url).searchParams.get('answer');
  const answeringId = asked === null ? undefined : wholeNumber(asked);
  const answering = requests.find((r) => r.id === answeringId) ?? null;
  return { staff, requests, holidays, answering, now: new Date().toISOString(), today: cairoDay(new Date()) };
}
export type PrivacyRequestsData = Awaited<ReturnType<typeof loadPrivacyRequests>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A refused form keeps what was typed. */
function answer(intent: string, form: FormData, status: number, envelope: Parameters<typeof apiResult>[2]) {
  const result = apiResult(intent, status, { ...envelope, data: null });
  if (result.ok) return result;
  return {
    ...result,
    validation: status === 409 ? [result.message, ...result.validation] : result.validation,
    values: Object.fromEntries(
      [...form.keys()].map((name) => [
        name,
        form
          .getAll(name)
          .filter((v) => typeof v === 'string')
          .join(','),
      ]),
    ),
  } satisfies FormResult<null>;
}

export async function privacyRequestsAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'privacy.manage');
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  if (intent === 'answer') {
    const id = wholeNumber(text(form, 'id'));
    if (id === undefined) throw data(null, { status: 400 });
    const { status, envelope } = await api.op('staffAnswerPrivacyRequest', {
      params: { id },
      body: { outcome: text(form, 'outcome'), answer: text(form, 'answer'), version: text(form, 'version') },
    });
    return answer(`answer:${id}`, form, status, envelope);
  }
  if (intent === 'record') {
    const { status, envelope } = await api.op('staffRecordPrivacyRequest', {
      body: {
        customer: text(form, 'customer'),
        kind: text(form, 'kind'),
        receivedOn: text(form, 'receivedOn'),
        channel: text(form, 'channel'),
        note: text(form, 'note'),
      },
    });
    return answer(intent, form, status, envelope);
  }
  if (intent === 'addHoliday') {
    const { status, envelope } = await api.op('staffAddPrivacyHoliday', {
      body: { day: text(form, 'day'), name: text(form, 'name') },
    });
    return answer(intent, form, status, envelope);
  }
  if (intent === 'removeHoliday') {
    const day = text(form, 'day');
    const { status, envelope } = await api.op('staffRemovePrivacyHoliday', { body: { day } });
    return answer(`removeHoliday:${day}`, form, status, envelope);
  }
  throw data(null, { status: 400 });
}

/** The breach register: every breach with its 72-hour deadline; the record form. */
export async function loadBreaches(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'privacy.manage');
  const { breaches } = await api.breaches();
  return { staff, branches, breaches, now: new Date().toISOString() };
}
export type BreachesData = Awaited<ReturnType<typeof loadBreaches>>;

export async function breachesAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'privacy.manage');
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  if (intent === 'record') {
    const { status, envelope } = await api.op('staffRecordBreach', {
      body: {
        description: text(form, 'description'),
        discoveredOn: text(form, 'discoveredOn'),
        discoveredTime: text(form, 'discoveredTime'),
        categories: form.getAll('categories').filter((v): v is string => typeof v === 'string'),
        phones: text(form, 'phones'),
        branchId: text(form, 'branchId'),
        ordersFrom: text(form, 'ordersFrom'),
        ordersTo: text(form, 'ordersTo'),
      },
    });
    return answer(intent, form, status, envelope);
  }
  const id = wholeNumber(text(form, 'id'));
  if (id === undefined) throw data(null, { status: 400 });
  if (intent === 'reported') {
    const { status, envelope } = await api.op('staffBreachReported', {
      params: { id },
      body: { reportedOn: text(form, 'reportedOn'), reportedTime: text(form, 'reportedTime') },
    });
    return answer(`reported:${id}`, form, status, envelope);
  }
  if (intent === 'notify') {
    const { status, envelope } = await api.op('staffNotifyBreachCustomers', { params: { id } });
    return answer(`notify:${id}`, form, status, envelope);
  }
  throw data(null, { status: 400 });
}

/** The affected customers as CSV (the reports' writer: BOM, CRLF, formulas kept as text), header in the page's language. */
export async function breachCustomersCsv(args: StaffRouteArgs) {
  const { api, lang } = requireStaff(args, 'privacy.manage');
  const id = wholeNumber(args.params.id ?? '');
  if (id === undefined) throw data(null, { status: 404 });
  const customers = await api.breachCustomers(id);
  const t = staffTranslator(lang);
  const csv = tableCsv({
    id: 'breach',
    title: t('breachCsvTitle'),
    columns: [
      { label: t('breachCsvId'), kind: 'text' },
      { label: t('breachCsvName'), kind: 'text' },
      { label: t('breachCsvPhone'), kind: 'text' },
      { label: t('breachCsvEmail'), kind: 'text' },
      { label: t('breachCsvLang'), kind: 'text' },
    ],
    rows: customers.map((c) => [String(c.id), c.name, c.phone ?? '', c.email ?? '', c.lang]),
  });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="breach-${id}-customers.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
