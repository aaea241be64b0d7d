import { stockImportFields } from '@store/contract';
import { data, redirect } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * The import screen (docs/decisions/0053): `?id=` shows an import (status, columns, dry run); without
 * it, the upload form. The file goes to the API from here (the web's server), so the spreadsheet
 * parser never reaches a browser, and the form works without scripts.
 */
export async function loadStockImport(args: StaffRouteArgs) {
  const { api, staff, branches, lang } = requireStaff(args, 'catalogue.edit');
  const id = wholeNumber(new URL(args.request.url).searchParams.get('id'));
  if (id === undefined) return { staff, branches, lang, stockImport: null };
  const { status, envelope } = await api.stockImport(id);
  if (status !== 200) throw data({ message: envelope.message, validation: envelope.validation }, { status });
  return { staff, branches, lang, stockImport: envelope.data.import };
}
export type StockImportData = Awaited<ReturnType<typeof loadStockImport>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** `intent=upload` (a file), `intent=check` (the column mapping again), `intent=apply`. */
export async function stockImportAction(args: StaffRouteArgs): Promise<FormResult<null> | Response> {
  const { api, lang } = requireStaff(args, 'catalogue.edit');
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const branchId = text(form, 'branchId');
  const here = (id: number) => redirect(`/${lang}/staff/catalogue/import?id=${id}`);
  if (intent === 'upload') {
    const file = form.get('file');
    const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
    const answer = await api.createStockImport({
      fileName: file instanceof File && file.name ? file.name.slice(0, 200) : 'stock.csv',
      content: bytes.toString('base64'),
      ...(branchId !== '' && { branchId }),
    });
    if (answer.status === 200) return here(answer.envelope.data.import.id);
    return apiResult('upload', answer.status, { ...answer.envelope, data: null });
  }
  const id = wholeNumber(text(form, 'id'));
  if (id === undefined) throw data(null, { status: 400 });
  if (intent === 'check') {
    const mapping = Object.fromEntries(
      stockImportFields.flatMap((field) => {
        const column = form.get(`map_${field}`);
        return typeof column === 'string' && column !== '' ? [[field, column]] : [];
      }),
    );
    const answer = await api.checkStockImport(id, { mapping, ...(branchId !== '' && { branchId }) });
    if (answer.status === 200) return here(id);
    return apiResult('check', answer.status, { ...answer.envelope, data: null });
  }
  if (intent === 'apply') {
    const answer = await api.applyStockImport(id);
    if (answer.status === 200) return here(id);
    return apiResult('apply', answer.status, { ...answer.envelope, data: null });
  }
  throw data(null, { status: 400 });
}
