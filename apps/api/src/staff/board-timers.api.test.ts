import { defaultBoardTimers } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../db/schema.ts';
import { build, type TestStore } from '../test/build.ts';
import { caller, staffMember } from '../test/staff-test-support.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store?.close());

const timersOf = async (token: string, branchId: number) =>
  (await caller(store, token).get('/api/staff/me'))
    .json()
    .data.branches.find((branch: { id: number }) => branch.id === branchId).boardTimers;

describe("a branch's board timers", () => {
  it('start at the store defaults, are set by the branch manager in any digits, and are audited', async () => {
    const manager = await staffMember(store, 'branch_manager', [3], 'ar');
    expect(await timersOf(manager.token, 3)).toEqual(defaultBoardTimers);
    // A busy branch: new orders amber after 5 minutes and red after 12, typed in Arabic-Indic digits.
    const set = await manager.post('/api/staff/branches/3/board-timers', {
      ...defaultBoardTimers,
      new: { amber: '٥', red: '١٢' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.boardTimers.new).toEqual({ amber: 5, red: 12 });
    expect(set.json().message).toBe('تم حفظ مؤقتات اللوحة');
    // Every console reads them with its branches; another branch keeps the defaults.
    const admin = await staffMember(store, 'admin', []);
    expect(await timersOf(admin.token, 3)).toEqual({ ...defaultBoardTimers, new: { amber: 5, red: 12 } });
    expect(await timersOf(admin.token, 4)).toEqual(defaultBoardTimers);
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'branch.board_timers'), eq(staffAuditLog.staffId, manager.id)));
    expect(audit).toMatchObject({
      entity: 'branch',
      entityId: 3,
      before: defaultBoardTimers,
      after: { new: { amber: 5, red: 12 } },
    });
  });

  it('refuse red before amber, a missing stage and minutes past a day, in the staff member’s language', async () => {
    const manager = await staffMember(store, 'branch_manager', [5], 'ar');
    const red = await manager.post('/api/staff/branches/5/board-timers', {
      ...defaultBoardTimers,
      ready: { amber: 20, red: 20 },
    });
    expect(red.statusCode).toBe(422);
    expect(red.json().validation).toEqual(['يجب أن يأتي الأحمر بعد الأصفر']);
    const missing = await caller(store, manager.token).post('/api/staff/branches/5/board-timers', {
      new: { amber: 1, red: 2 },
    });
    expect(missing.statusCode).toBe(422);
    const long = await caller(store, manager.token).post('/api/staff/branches/5/board-timers', {
      ...defaultBoardTimers,
      outForDelivery: { amber: 60, red: 1441 },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().validation).toEqual(['Red after (minutes) must be at most 1440']);
    expect(await timersOf(manager.token, 5)).toEqual(defaultBoardTimers);
  });

  it("are another branch's business: a 404 for a manager of other branches", async () => {
    const manager = await staffMember(store, 'branch_manager', [6]);
    const answer = await manager.post('/api/staff/branches/7/board-timers', defaultBoardTimers);
    expect(answer.statusCode).toBe(404);
  });
});
