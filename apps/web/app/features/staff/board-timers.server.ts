import {
  type BoardTimers,
  boardTimedStages,
  localizeIssue,
  parseForMessages,
  staffBoardTimersBody,
} from '@store/contract';
import { data } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { timerField } from './board-stages.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** The board timers of one of the member's branches (`?branchId=`, the first by default). */
export async function loadBoardTimers(args: StaffRouteArgs) {
  const { staff, branches } = requireStaff(args, 'branches.settings');
  const asked = wholeNumber(new URL(args.request.url).searchParams.get('branchId'));
  const branch = branches.find((one) => one.id === asked) ?? (asked === undefined ? branches[0] : undefined);
  if (!branch) throw data(null, { status: 404 });
  return { staff, branches, branch };
}

export type BoardTimersData = Awaited<ReturnType<typeof loadBoardTimers>>;

/**
 * Saves a branch's timers (`branchId`, and each stage's `<stage>.amber` and `<stage>.red`). Checked
 * with the contract's schema first, each problem under its own box; then the API judges.
 */
export async function boardTimersAction(
  args: StaffRouteArgs,
): Promise<FormResult<{ boardTimers: BoardTimers } | null>> {
  const { api, lang } = requireStaff(args, 'branches.settings');
  const form = await args.request.formData();
  const branchId = wholeNumber(String(form.get('branchId') ?? ''));
  if (branchId === undefined) throw data(null, { status: 400 });
  const text = (name: string) => String(form.get(name) ?? '');
  const typed = Object.fromEntries(
    boardTimedStages.map((stage) => [
      stage,
      { amber: text(timerField(stage, 'amber')), red: text(timerField(stage, 'red')) },
    ]),
  );
  const parsed = parseForMessages(staffBoardTimersBody, typed);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= localizeIssue(issue, lang);
    const validation = [...new Set(Object.values(fieldErrors))];
    const values = Object.fromEntries(
      boardTimedStages.flatMap((stage) =>
        (['amber', 'red'] as const).map((which) => [
          timerField(stage, which),
          text(timerField(stage, which)),
        ]),
      ),
    );
    return {
      ok: false,
      intent: 'timers',
      message: validation[0] ?? '',
      validation,
      fieldErrors,
      values,
      data: null,
    };
  }
  const { status, envelope } = await api.setBoardTimers(branchId, parsed.data);
  return apiResult('timers', status, envelope);
}
