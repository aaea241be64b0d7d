import { z } from 'zod';
import { queryInt } from './query-params.ts';

/**
 * How long an order may wait at each stage of the console's board before its timer turns amber,
 * then red (docs/decisions/0064): the store's defaults, which each branch may change (a busy branch
 * at night is slower than a quiet one by day). Today's scheduled slots have no timer.
 */
export const boardTimedStages = ['new', 'inProcess', 'waiting', 'ready', 'outForDelivery'] as const;
export type BoardTimedStage = (typeof boardTimedStages)[number];

export interface BoardTimer {
  /** Minutes at the stage after which the timer is amber. */
  amber: number;
  /** Minutes after which it is red (always later than amber). */
  red: number;
}
export type BoardTimers = Record<BoardTimedStage, BoardTimer>;

export const defaultBoardTimers: Readonly<BoardTimers> = {
  new: { amber: 10, red: 20 },
  inProcess: { amber: 20, red: 40 },
  waiting: { amber: 15, red: 30 },
  ready: { amber: 10, red: 20 },
  outForDelivery: { amber: 45, red: 90 },
};

/** At most a day: a longer wait is a forgotten order, whatever the branch. */
export const boardTimerMaxMinutes = 1440;

const minutes = queryInt((n) => n.min(1).max(boardTimerMaxMinutes));
const timer = z
  .object({ amber: minutes, red: minutes })
  .refine((value) => value.red > value.amber, { error: 'validation.redAfterAmber', path: ['red'] });
export const boardTimersSchema = z.object(
  Object.fromEntries(boardTimedStages.map((stage) => [stage, timer])) as Record<
    BoardTimedStage,
    typeof timer
  >,
);

const savedTimer = z.object({ amber: z.number().int(), red: z.number().int() });
/** The timers as the API answers them (every stage, defaults filled in). */
export const boardTimersAnswer = z.object(
  Object.fromEntries(boardTimedStages.map((stage) => [stage, savedTimer])) as Record<
    BoardTimedStage,
    typeof savedTimer
  >,
);

/** A branch's saved timers over the defaults: a stage it never changed (or a bad value) keeps the store's. */
export function boardTimersOf(saved: unknown): BoardTimers {
  const own = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
  return Object.fromEntries(
    boardTimedStages.map((stage) => {
      const parsed = timer.safeParse(own[stage]);
      return [stage, parsed.success ? parsed.data : { ...defaultBoardTimers[stage] }];
    }),
  ) as BoardTimers;
}
