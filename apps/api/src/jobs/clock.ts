/** Where the job runner reads the time: the system's, or a fake one a test moves by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface FakeClock extends Clock {
  /** Moves the clock forward (or back, with a negative number) by `ms`. */
  advance(ms: number): void;
  set(at: Date): void;
}

export function createFakeClock(start: Date = new Date()): FakeClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
    set(date) {
      at = date.getTime();
    },
  };
}
