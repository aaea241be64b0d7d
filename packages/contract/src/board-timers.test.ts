import { describe, expect, it } from 'vitest';
import { boardTimersOf, defaultBoardTimers } from './board-timers.ts';

describe('boardTimersOf', () => {
  it('fills the stages a branch never changed with the defaults', () => {
    expect(boardTimersOf({})).toEqual(defaultBoardTimers);
    expect(boardTimersOf(null)).toEqual(defaultBoardTimers);
    expect(boardTimersOf({ new: { amber: 5, red: 12 } })).toEqual({
      ...defaultBoardTimers,
      new: { amber: 5, red: 12 },
    });
  });

  it('keeps the default for a saved value that no longer makes sense', () => {
    expect(boardTimersOf({ new: { amber: 30, red: 10 }, ready: { amber: 0, red: 5 }, waiting: 'x' })).toEqual(
      defaultBoardTimers,
    );
  });

  it('never hands out the shared defaults themselves', () => {
    const timers = boardTimersOf({});
    timers.new.amber = 99;
    expect(defaultBoardTimers.new.amber).toBe(10);
  });
});
