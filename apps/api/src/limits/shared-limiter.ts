import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** At most `points` in a fixed window of `seconds`, counted per key. */
export interface LimitRule {
  /** Prefix of the keys in `rate_limits`: one per limit, never reused for another. */
  name: string;
  points: number;
  seconds: number;
}

/**
 * A limit counted in the database (`rate_limits`), so every instance of the store shares it. The
 * counting is rate-limiter-flexible's: one atomic upsert per attempt (decision 0016).
 */
export interface SharedLimiter {
  readonly rule: LimitRule;
  /** Counts `points` attempts; the seconds to wait when that went over the limit (0: allowed). */
  take(key: string, points?: number): Promise<number>;
  /** Counts one attempt and answers how many the key has used in its window, this one included. */
  count(key: string): Promise<number>;
  /** Seconds to wait before another attempt would be allowed (0: now), without counting one. */
  wait(key: string): Promise<number>;
  /** How many attempts the key has used in its current window. */
  used(key: string): Promise<number>;
  /** Refuses the key's attempts for `seconds` from now, whatever it has used. */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets the key: a success ends a run of failures. */
  reset(key: string): Promise<void>;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** rate-limiter-flexible rejects an over-limit attempt with its result, and a store failure with an Error. */
function overLimit(error: unknown): RateLimiterRes {
  if (error instanceof RateLimiterRes) return error;
  throw error;
}

export function sharedLimiter(db: Db, rule: LimitRule): SharedLimiter {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.seconds,
    // One sweep for the whole table (sweepExpiredLimits), not a timer per limiter.
    clearExpiredByTimeout: false,
  });
  return {
    rule,
    async take(key, points = 1) {
      try {
        await limiter.consume(key, points);
        return 0;
      } catch (error) {
        return secondsOf(overLimit(error).msBeforeNext);
      }
    },
    async count(key) {
      try {
        return (await limiter.consume(key, 1)).consumedPoints;
      } catch (error) {
        return overLimit(error).consumedPoints;
      }
    },
    async wait(key) {
      const state = await limiter.get(key);
      // Allowed while another attempt would still fit in the window.
      return state && state.consumedPoints >= rule.points ? secondsOf(state.msBeforeNext) : 0;
    },
    async used(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async block(key, seconds) {
      await limiter.block(key, seconds);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Deletes counters whose window ended over an hour ago; every instance may run it, at any time. */
export async function sweepExpiredLimits(db: Db, now = Date.now()) {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now - 3_600_000)));
}

/** Sweeps every five minutes while the app runs (a failed sweep waits for the next). */
export function sweepExpiredLimitsEvery(app: FastifyInstance, db: Db, ms = 5 * 60_000) {
  const timer = setInterval(() => {
    sweepExpiredLimits(db).catch((error) => app.log.warn({ err: error }, 'could not sweep rate limits'));
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
