export interface Backoff {
  /** The wait after the first failed attempt; each later failure doubles it. */
  baseMs: number;
  /** The wait never grows past this. */
  maxMs: number;
}

export const defaultBackoff: Backoff = { baseMs: 5_000, maxMs: 10 * 60_000 };

/**
 * How long a job waits before its next attempt, after `failedAttempts` failures (1 after the first):
 * base, 2×base, 4×base… up to max. No jitter: tests predict the exact time, and jobs of one kind
 * rarely fail in lockstep (a dead SMTP server fails them at their own times).
 */
export function retryDelayMs(failedAttempts: number, backoff: Backoff): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2 ** 40 is already far past any max; keeps the multiplication finite.
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(exponent, 40));
}
