import { localizeIssue, parseForMessages, staffSetBranchZonesBody } from '@store/contract';
import { data, redirect } from 'react-router';
import { webEnv } from '../../lib/env.server.ts';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import { staffMay, wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';
import { zoneField } from './zone-fields.ts';
import { polygonFromText } from './zone-text.ts';

/**
 * One of the member's branches' delivery zones (docs/decisions/0091), with the other branches'
 * under them, whether the member may change them, and the maps' style (configured once at start;
 * null: the plain background drawn in the browser).
 */
export async function loadBranchZones(args: StaffRouteArgs) {
  const { staff, branches, api, lang } = requireStaff(args, 'branches.read');
  const id = pathIdOr404(args.params.id);
  const asked = wholeNumber(new URL(args.request.url).searchParams.get('branchId'));
  if (asked !== undefined && asked !== id) throw redirect(`/${lang}/staff/branches/${asked}/zones`);
  if (!branches.some((branch) => branch.id === id)) throw data(null, { status: 404 });
  const answer = await api.branchZones(id);
  return {
    staff,
    branches: branches.map(({ id, name }) => ({ id, name })),
    ...answer,
    mayChange: staffMay(staff.role, 'branches.settings'),
    mapStyleUrl: webEnv().mapStyleUrl,
  };
}
export type BranchZonesData = Awaited<ReturnType<typeof loadBranchZones>>;

/**
 * Saves the zones as typed: each row's name and its points as text (the map moves the same text),
 * a ticked row removed, an untouched new row left out. Checked with the contract's schema first,
 * each problem under its own box; then sent to the API, which judges again, saves and audits.
 */
export async function branchZonesAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api, lang } = requireStaff(args, 'branches.settings');
  const id = pathIdOr404(args.params.id);
  const form = await args.request.formData();
  const rows = Math.min(Number(form.get('rows')) || 0, 50);
  const values: Record<string, string> = { rows: String(rows) };
  const kept: { row: number; name: string; points: string }[] = [];
  for (let row = 0; row < rows; row++) {
    const name = String(form.get(zoneField(row, 'name')) ?? '').trim();
    const points = String(form.get(zoneField(row, 'points')) ?? '');
    const removed = form.get(zoneField(row, 'remove')) === 'on';
    values[zoneField(row, 'name')] = name;
    values[zoneField(row, 'points')] = points;
    values[zoneField(row, 'remove')] = removed ? 'on' : '';
    if (removed || (name === '' && points.trim() === '')) continue;
    kept.push({ row, name, points });
  }
  // Text that makes no polygon is sent as an empty one: the schema says a zone is a closed outline.
  const body = {
    zones: kept.map(({ name, points }) => ({
      name,
      polygon: polygonFromText(points) ?? { type: 'Polygon', coordinates: [] },
    })),
  };
  const parsed = parseForMessages(staffSetBranchZonesBody, body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const row = typeof index === 'number' ? kept[index]?.row : undefined;
      const key = row === undefined ? 'zones' : zoneField(row, field === 'name' ? 'name' : 'points');
      fieldErrors[key] ??= localizeIssue(issue, lang);
    }
    const validation = [...new Set(Object.values(fieldErrors))];
    return {
      ok: false,
      intent: 'zones',
      message: validation[0] ?? '',
      validation,
      fieldErrors,
      values,
      data: null,
    };
  }
  const { status, envelope } = await api.setBranchZones(id, parsed.data);
  return { ...apiResult('zones', status, envelope), data: null };
}
