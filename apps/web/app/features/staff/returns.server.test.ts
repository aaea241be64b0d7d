import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { returnAction } from './returns.server.ts';
import type { StaffApi } from './staff-api.server.ts';
import { staffTranslator } from './staff-copy.ts';
import { staffContext } from './staff-session.server.ts';

/** The return screen's action with a staff API that answers `answer` and records what it was asked. */
function actAs(role: string, fields: Record<string, string>, answer: { status: number; message: string }) {
  const calls: { name: string; input: unknown }[] = [];
  const api = {
    op: async (name: string, input: unknown) => {
      calls.push({ name, input });
      return {
        status: answer.status,
        envelope: { code: answer.status, message: answer.message, data: null, item: null, validation: [] },
      };
    },
  } as unknown as StaffApi;
  const context = new RouterContextProvider();
  context.set(staffContext, {
    api,
    staff: { id: 1, name: 'M', role, branchIds: [1] } as never,
    branches: [],
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request('http://store.test/ar/staff/returns/5', { method: 'POST', body });
  return { calls, run: () => returnAction({ request, params: { lang: 'ar', id: '5' }, context }) };
}

describe("the return screen's steps", () => {
  it('approves with the note and the version shown, in any digits', async () => {
    const { calls, run } = actAs(
      'branch_manager',
      { intent: 'approve', note: ' OK ', version: '٣' },
      {
        status: 200,
        message: 'done',
      },
    );
    expect((await run()).ok).toBe(true);
    expect(calls).toEqual([
      {
        name: 'staffDecideReturn',
        input: { params: { id: 5 }, body: { decision: 'approve', note: 'OK', version: 3 } },
      },
    ]);
  });

  it('says in the console’s words that someone else acted meanwhile (409)', async () => {
    const { run } = actAs(
      'pharmacist',
      { intent: 'receive', version: '2' },
      { status: 409, message: 'conflict' },
    );
    const result = await run();
    expect(result.ok).toBe(false);
    expect(result.message).toBe(staffTranslator('ar')('returnConflict'));
  });

  it('refuses a refund to a role that may not pay refunds, and a note left empty before asking', async () => {
    await expect(
      actAs('pharmacist', { intent: 'refund' }, { status: 200, message: '' }).run(),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    const empty = actAs('pharmacist', { intent: 'refuse', note: ' ' }, { status: 200, message: '' });
    expect((await empty.run()).ok).toBe(false);
    expect(empty.calls).toEqual([]);
  });
});
