import { boardTimersOf, orderStatusIds } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
  type BoardCard,
  boardStages,
  byStage,
  largeOrder,
  minutesAtStage,
  stageForShortcut,
  stageOf,
  timerTone,
} from './board-stages.ts';

const today = '2026-11-28';
const card = (over: Partial<BoardCard> = {}): BoardCard => ({
  status: { id: orderStatusIds.placed },
  paymentState: 'not_required',
  courier: null,
  returnedAt: null,
  delivery: null,
  substitutionsPending: 0,
  itemsCount: 2,
  total: 120,
  stageSince: '2026-11-28T10:00:00.000Z',
  ...over,
});
const key = (c: BoardCard) => stageOf(c, today)?.key ?? null;

describe('the board stage table', () => {
  it('puts each order in exactly one stage, or none when it is off the board', () => {
    const cases: [BoardCard, string | null][] = [
      [card(), 'new'],
      [card({ status: { id: orderStatusIds.inProcess } }), 'inProcess'],
      [card({ status: { id: orderStatusIds.inProcess }, substitutionsPending: 1 }), 'waiting'],
      [card({ substitutionsPending: 2 }), 'waiting'],
      [card({ status: { id: orderStatusIds.inProcess }, paymentState: 'capture_failed' }), 'waiting'],
      [card({ status: { id: orderStatusIds.inProcess }, courier: { id: 4 } }), 'ready'],
      // Brought back by its courier: in the pharmacy's hands again, not waiting to be picked up.
      [
        card({
          status: { id: orderStatusIds.inProcess },
          courier: { id: 4 },
          returnedAt: '2026-11-28T11:00:00Z',
        }),
        'inProcess',
      ],
      [card({ status: { id: orderStatusIds.outForDelivery }, courier: { id: 4 } }), 'outForDelivery'],
      [card({ status: { id: orderStatusIds.subscribed }, delivery: { date: today } }), 'scheduledToday'],
      [card({ status: { id: orderStatusIds.subscribed }, delivery: { date: '2026-11-29' } }), null],
      [card({ status: { id: orderStatusIds.delivered } }), null],
      [card({ status: { id: orderStatusIds.completed } }), null],
      [card({ status: { id: orderStatusIds.cancelled } }), null],
    ];
    for (const [c, expected] of cases) {
      expect(key(c), JSON.stringify(c)).toBe(expected);
      // The rows exclude one another: never two stages for one order.
      expect(boardStages.filter((stage) => stage.holds(c, today)).length).toBe(expected ? 1 : 0);
    }
  });

  it('stands the columns in the order an order goes through them, each key once', () => {
    expect(boardStages.map((stage) => stage.key)).toEqual([
      'new',
      'inProcess',
      'waiting',
      'ready',
      'outForDelivery',
      'scheduledToday',
    ]);
  });

  it('groups cards by stage, the longest waiting first', () => {
    const older = card({ stageSince: '2026-11-28T09:00:00.000Z' });
    const newer = card({ stageSince: '2026-11-28T09:30:00.000Z' });
    const columns = byStage([newer, older, card({ status: { id: orderStatusIds.delivered } })], today);
    expect(columns.map((column) => column.cards.length)).toEqual([2, 0, 0, 0, 0, 0]);
    expect(columns[0]?.cards).toEqual([older, newer]);
  });

  it('offers the action a stage allows: accept a new order, hand an accepted one out, dispatch a ready one', () => {
    const actions = Object.fromEntries(boardStages.map((stage) => [stage.key, stage.action]));
    expect(actions.new).toEqual({ kind: 'status', to: orderStatusIds.inProcess, key: 'accept' });
    expect(actions.inProcess).toEqual({ kind: 'courier' });
    expect(actions.ready).toEqual({ kind: 'status', to: orderStatusIds.outForDelivery, key: 'dispatch' });
    expect(actions.waiting).toBeNull();
    expect(stageForShortcut('A')?.key).toBe('new');
    expect(stageForShortcut('x')).toBeNull();
  });
});

describe('the timer', () => {
  const now = Date.parse('2026-11-28T10:00:00.000Z');
  it('counts whole minutes at the stage, never below zero', () => {
    expect(minutesAtStage('2026-11-28T09:50:30.000Z', now)).toBe(9);
    expect(minutesAtStage('2026-11-28T09:50:00.000Z', now)).toBe(10);
    expect(minutesAtStage('2026-11-28T10:05:00.000Z', now)).toBe(0);
  });

  it("turns amber and red at the branch's minutes for the stage; a later slot has no timer colour", () => {
    const timers = boardTimersOf({});
    const fresh = boardStages[0]!;
    expect(fresh.timer).toBe('new');
    expect([9, 10, 19, 20, 300].map((m) => timerTone(timers[fresh.timer!], m))).toEqual([
      'calm',
      'amber',
      'amber',
      'red',
      'red',
    ]);
    // A busy branch: amber at 5, red at 12.
    const busy = boardTimersOf({ new: { amber: 5, red: 12 } });
    expect([4, 5, 12].map((m) => timerTone(busy.new, m))).toEqual(['calm', 'amber', 'red']);
    const later = boardStages.find((stage) => stage.key === 'scheduledToday')!;
    expect(later.timer).toBeNull();
    expect(timerTone(null, 999)).toBe('calm');
  });

  it('calls ten lines or 1,500 EGP a large order', () => {
    expect(largeOrder({ itemsCount: 9, total: 1499 })).toBe(false);
    expect(largeOrder({ itemsCount: 10, total: 10 })).toBe(true);
    expect(largeOrder({ itemsCount: 1, total: 1500 })).toBe(true);
  });
});
