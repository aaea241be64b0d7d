import type { SelectBranchBody } from '@store/contract';
import { data, isRouteErrorResponse } from 'react-router';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import type { BranchChoiceResult, BranchPickerData } from './branch-picker-data.ts';

/**
 * `GET /{lang}/branch-picker` lists the areas (and the device's current branch, to pre-fill the
 * picker), `?districtId=N` that district's branches.
 * Failures answer an empty list (never thrown: a fetcher's error would replace the whole page).
 */
export async function loadBranchPicker(request: Request, api: StoreApi) {
  const raw = new URL(request.url).searchParams.get('districtId');
  if (raw === null) {
    try {
      const [areas, current] = await Promise.all([api.areas(), api.currentBranch().catch(() => null)]);
      return data<BranchPickerData>({ kind: 'areas', areas, current });
    } catch (error) {
      return data<BranchPickerData>({ kind: 'areas', areas: [], current: null }, { status: statusOf(error) });
    }
  }
  const districtId = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(districtId)) {
    return data<BranchPickerData>({ kind: 'branches', districtId: 0, branches: [] }, { status: 400 });
  }
  try {
    return data<BranchPickerData>({ kind: 'branches', districtId, branches: await api.branches(districtId) });
  } catch (error) {
    return data<BranchPickerData>(
      { kind: 'branches', districtId, branches: [] },
      { status: statusOf(error) },
    );
  }
}

/** `POST /{lang}/branch-picker` with the form field `branchId`: selects the device's branch. */
export async function chooseBranch(request: Request, api: StoreApi) {
  const form = await request.formData();
  const raw = form.get('branchId');
  const branchId = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const { status, envelope } = Number.isSafeInteger(branchId)
    ? await api.selectBranch(branchId)
    : // Let the API word the validation message in the page language.
      // (an incomplete body on purpose)
      await api.op('selectBranch', { body: { override: true } as SelectBranchBody });
  const result: BranchChoiceResult = {
    ok: status === 200 && envelope.code === 200,
    message: envelope.message,
    validation: envelope.validation ?? [],
    branch: envelope.data?.branch ?? null,
  };
  return data(result, { status });
}

/** The status of an API failure (`data(…, {status})` thrown by the client), 500 for anything else. */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const init = (error as { init?: ResponseInit | null } | null)?.init;
  return typeof init?.status === 'number' ? init.status : 500;
}
