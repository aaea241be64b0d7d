/**
 * Counts attempts per key (an IP, a device, later an account) in a sliding window, in memory. For
 * actions that need a tighter limit than the API-wide one, such as sending messages (and, with
 * accounts, logins and codes: there `take` counts failures and `reset` clears them on success). One process holds the counts; several instances would each count alone.
 */
export class AttemptLimiter {
  private attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until another attempt is allowed, or 0 when one is allowed now (and is counted). */
  take(key: string, now = Date.now()): number {
    const recent = (this.attempts.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.max) {
      this.attempts.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.forgetIdle(now);
    return 0;
  }

  /** Seconds until another attempt is allowed (0: allowed now), without counting one. */
  wait(key: string, now = Date.now()): number {
    const recent = (this.attempts.get(key) ?? []).filter((at) => now - at < this.windowMs);
    return recent.length >= this.max ? Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) : 0;
  }

  /** Forgets a key's attempts: a success ends a run of failures. */
  reset(key: string) {
    this.attempts.delete(key);
  }

  private forgetIdle(now: number) {
    for (const [key, times] of this.attempts) {
      if (times.every((at) => now - at >= this.windowMs)) this.attempts.delete(key);
    }
  }
}
