import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { listen, type StopListening } from '../db/listen.ts';
import { jobs } from '../db/schema.ts';
import { type Clock, systemClock } from './clock.ts';
import { type Backoff, defaultBackoff, retryDelayMs } from './retry-backoff.ts';

/** The channel `enqueue` notifies in the enqueuing transaction: PostgreSQL delivers it on commit only. */
const jobsChannel = 'store_jobs';

/**
 * Where a job can be enqueued: the store's database, or a transaction on it (`db.transaction(async
 * (tx) => …)`), so the job exists if and only if the caller's change commits.
 */
export type JobExecutor = Pick<Db, 'insert' | 'execute'>;

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the job's time is up or the runner stops: a handler stops waiting on I/O then. */
  signal: AbortSignal;
}

export type JobHandler<T> = (payload: T, context: JobContext) => Promise<void>;

export interface JobOptions {
  /** Runs before the job is marked failed (default 5). */
  maxAttempts?: number;
  backoff?: Backoff;
  /** How long one run may take before it is abandoned and counted as failed (default 60 s). */
  timeoutMs?: number;
  /** The payload holds a secret (a one-time code): emptied as soon as the job is done or failed. */
  secretPayload?: boolean;
}

export interface EnqueueOptions {
  /** Not before this time (default: now, by the runner's clock). */
  runAt?: Date;
  /** While a job with this name and key is pending or running, enqueuing another does nothing. */
  singletonKey?: string;
}

/**
 * A job that runs again and again (`defineRecurring`): due at whole multiples of `everyMs` since the
 * Unix epoch, plus `offsetMs` (`everyMs` a day and `offsetMs` an hour: every day at 01:00 UTC).
 */
export interface RecurringOptions extends JobOptions {
  everyMs: number;
  offsetMs?: number;
}

/** The first time after `now` a recurring job is due. */
export function nextOccurrence(now: Date, everyMs: number, offsetMs = 0): Date {
  return new Date((Math.floor((now.getTime() - offsetMs) / everyMs) + 1) * everyMs + offsetMs);
}

/** Thrown by a handler when trying again cannot help (a malformed payload): the job fails at once. */
export class PermanentJobError extends Error {}

export interface JobDefinition<T> {
  name: string;
  /** The new job's id, or null when a pending job with the same singleton key already exists. */
  enqueue(executor: JobExecutor, payload: T, options?: EnqueueOptions): Promise<number | null>;
}

interface Definition {
  name: string;
  handler: JobHandler<unknown>;
  recurring?: { everyMs: number; offsetMs: number };
  maxAttempts: number;
  backoff: Backoff;
  timeoutMs: number;
  secretPayload: boolean;
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  run_at: Date | string;
}

export interface JobRunnerOptions {
  db: Db;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
  clock?: Clock;
  /** How often an idle runner looks for due jobs (default 1 s); enqueues wake it sooner. */
  pollIntervalMs?: number;
  /** Jobs one runner runs at the same time (default 4). */
  concurrency?: number;
  /** How long stop() lets running jobs finish before aborting them (default 10 s). */
  stopGraceMs?: number;
  /** Finished jobs are deleted after this long (default 7 days; failed ones after 30 days). */
  keepDoneMs?: number;
}

/** Extra lease beyond a job's timeout, so a job abandoned at its timeout is not yet claimable. */
const leaseMarginMs = 30_000;
const keepFailedMs = 30 * 24 * 3600_000;
const cleanupEveryMs = 3600_000;

/**
 * A durable job runner on the store's own database (docs/decisions/0015). Jobs are rows of `jobs`;
 * a runner claims due ones with `FOR UPDATE SKIP LOCKED` in one short statement, so any number of
 * runners (app instances) on one PostgreSQL database run each job once. A claim is a lease: if the
 * worker dies, the job is claimed again once `locked_until` passes. Failures are retried with
 * exponential backoff, then marked failed. Works the same on PGlite and on a PostgreSQL server.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, log } = options;
  const clock = options.clock ?? systemClock;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const concurrency = options.concurrency ?? 4;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 3600_000;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 100);
  const definitions = new Map<string, Definition>();
  /** Every run in progress, from the loop or from runDue, with the means to abort it. */
  const running = new Map<Promise<void>, AbortController>();

  let started = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  /** A pass of the loop is scheduled to run at once (not at the next poll). */
  let passDue = false;
  /** The loop's current pass, which stop() waits for: it may be about to start jobs. */
  let currentTick: Promise<void> = Promise.resolve();
  let wakeRequested = false;
  let stopListening: StopListening | undefined;
  let lastCleanup = 0;
  let lastHousekeeping = 0;

  function definitionOf(name: string): Definition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job is defined with the name ${name}`);
    return definition;
  }

  async function enqueue(
    executor: JobExecutor,
    name: string,
    payload: unknown,
    enqueueOptions: EnqueueOptions = {},
  ): Promise<number | null> {
    const definition = definitionOf(name);
    const insert = executor.insert(jobs).values({
      name,
      payload: payload ?? null,
      runAt: enqueueOptions.runAt ?? clock.now(),
      maxAttempts: definition.maxAttempts,
      singletonKey: enqueueOptions.singletonKey ?? null,
      createdAt: clock.now(),
    });
    const [row] = await (enqueueOptions.singletonKey
      ? insert.onConflictDoNothing({ target: [jobs.name, jobs.singletonKey], where: sql`state = 'pending'` })
      : insert
    ).returning({ id: jobs.id });
    if (!row) return null;
    // Delivered to every runner when (and only if) the caller's transaction commits.
    await executor.execute(sql`select pg_notify(${jobsChannel}, ${name})`);
    wake();
    return row.id;
  }

  /** The longest a claim may stay with one worker: the slowest job's timeout plus a margin. */
  function leaseMs(): number {
    let longest = 0;
    for (const definition of definitions.values()) longest = Math.max(longest, definition.timeoutMs);
    return longest + leaseMarginMs;
  }

  async function claim(limit: number): Promise<ClaimedJob[]> {
    if (limit <= 0 || definitions.size === 0) return [];
    const now = clock.now();
    const lockedUntil = new Date(now.getTime() + leaseMs());
    const names = [...definitions.keys()];
    // One statement, so the row locks last only as long as it does; SKIP LOCKED lets other runners
    // take the next rows instead of waiting. Only names this runner knows: an instance running older
    // code leaves newer kinds of job to the others.
    return queryRows<ClaimedJob>(
      db,
      sql`
        update jobs
        set attempts = attempts + 1, locked_until = ${lockedUntil}, locked_by = ${workerId}
        where id in (
          select id from jobs
          where state = 'pending'
            and run_at <= ${now}
            and (locked_until is null or locked_until <= ${now})
            and attempts < max_attempts
            and name in ${names}
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, name, payload, attempts, max_attempts, run_at`,
    ).then((rows) =>
      rows
        .map((row) => ({ ...row, id: Number(row.id), due: new Date(row.run_at).getTime() }))
        // RETURNING has no order of its own: the order they were due, then enqueued.
        .sort((a, b) => a.due - b.due || a.id - b.id),
    );
  }

  /** Jobs whose worker died during their last allowed attempt: nobody will run them again. */
  async function failAbandoned() {
    const now = clock.now();
    const secret = secretNames();
    await db
      .update(jobs)
      .set({
        state: 'failed',
        doneAt: now,
        lockedUntil: null,
        lockedBy: null,
        lastError: sql`coalesce(${jobs.lastError} || '; ', '') || 'the worker running it stopped'`,
        payload:
          secret.length > 0
            ? sql`case when ${inArray(jobs.name, secret)} then null else ${jobs.payload} end`
            : undefined,
      })
      .where(
        and(
          eq(jobs.state, 'pending'),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          lte(jobs.lockedUntil, now),
        ),
      );
  }

  function secretNames(): string[] {
    return [...definitions.values()].filter((d) => d.secretPayload).map((d) => d.name);
  }

  /**
   * Makes sure each recurring job has its next run pending. Its key is the time it is due, and one
   * pending job per name and key exists at most (the `jobs_singleton_idx` index), so any number of
   * runners scheduling it at once make one row, and one of them runs it.
   */
  async function scheduleRecurring(only?: string) {
    const now = clock.now();
    for (const definition of definitions.values()) {
      if (!definition.recurring || (only !== undefined && definition.name !== only)) continue;
      const at = nextOccurrence(now, definition.recurring.everyMs, definition.recurring.offsetMs);
      await enqueue(db, definition.name, null, { runAt: at, singletonKey: `at:${at.toISOString()}` });
    }
  }

  /** Deletes long-finished jobs and schedules recurring ones, at most once an hour per runner. */
  async function cleanUp() {
    const now = clock.now();
    if (now.getTime() - lastCleanup < cleanupEveryMs) return;
    lastCleanup = now.getTime();
    await scheduleRecurring();
    await db
      .delete(jobs)
      .where(
        and(
          ne(jobs.state, 'pending'),
          sql`${jobs.doneAt} < case when ${jobs.state} = 'done' then ${new Date(now.getTime() - keepDoneMs)}::timestamptz else ${new Date(now.getTime() - keepFailedMs)}::timestamptz end`,
        ),
      );
  }

  function define<T>(
    name: string,
    handler: JobHandler<T>,
    jobOptions: JobOptions = {},
    recurring?: Definition['recurring'],
  ): JobDefinition<T> {
    if (definitions.has(name)) throw new Error(`a job named ${name} is already defined`);
    definitions.set(name, {
      name,
      handler: handler as JobHandler<unknown>,
      recurring,
      maxAttempts: jobOptions.maxAttempts ?? 5,
      backoff: jobOptions.backoff ?? defaultBackoff,
      timeoutMs: jobOptions.timeoutMs ?? 60_000,
      secretPayload: jobOptions.secretPayload ?? false,
    });
    return {
      name,
      enqueue: (executor, payload, enqueueOptions) => enqueue(executor, name, payload, enqueueOptions),
    };
  }

  /** Runs one claimed job and records how it ended. Never throws. */
  function run(job: ClaimedJob): Promise<void> {
    const definition = definitions.get(job.name)!;
    const controller = new AbortController();
    const execution = (async () => {
      let error: unknown;
      const timeout = setTimeout(
        () => controller.abort(new Error('the job took too long')),
        definition.timeoutMs,
      );
      timeout.unref();
      try {
        await abortable(
          definition.handler(job.payload, {
            jobId: job.id,
            attempt: job.attempts,
            maxAttempts: job.max_attempts,
            signal: controller.signal,
          }),
          controller.signal,
        );
      } catch (caught) {
        error = caught;
      } finally {
        clearTimeout(timeout);
      }
      try {
        await finish(job, definition, error);
      } catch (finishError) {
        // The lease runs out and the job is claimed again: at least once, never lost.
        log.error({ err: finishError, job: job.id, name: job.name }, 'could not record the end of a job');
      }
    })();
    running.set(execution, controller);
    void execution.finally(() => running.delete(execution));
    return execution;
  }

  async function finish(job: ClaimedJob, definition: Definition, error: unknown) {
    const now = clock.now();
    // Only while the claim is still ours: after a lease ran out, another worker owns the row.
    const stillOurs = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts));
    const payload = definition.secretPayload ? { payload: null } : {};
    if (error === undefined) {
      await db
        .update(jobs)
        .set({ state: 'done', doneAt: now, lockedUntil: null, lockedBy: null, lastError: null, ...payload })
        .where(stillOurs);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const lastError = message.slice(0, 2_000);
    const permanent = error instanceof PermanentJobError;
    if (permanent || job.attempts >= job.max_attempts) {
      log.error({ err: error, job: job.id, name: job.name, attempts: job.attempts }, 'a job failed for good');
      await db
        .update(jobs)
        .set({ state: 'failed', doneAt: now, lockedUntil: null, lockedBy: null, lastError, ...payload })
        .where(stillOurs);
      return;
    }
    log.warn(
      { err: error, job: job.id, name: job.name, attempt: job.attempts },
      'a job failed; it will be retried',
    );
    const runAt = new Date(now.getTime() + retryDelayMs(job.attempts, definition.backoff));
    await db.update(jobs).set({ runAt, lockedUntil: null, lockedBy: null, lastError }).where(stillOurs);
  }

  /** The loop of a started runner: claim what fits, run it, look again when woken or after the poll interval. */
  async function tick() {
    timer = undefined;
    passDue = false;
    if (!started || stopping) return;
    ticking = true;
    let claimedAll = false;
    try {
      // Housekeeping once per poll interval, not on every pass of a busy loop.
      if (Date.now() - lastHousekeeping >= pollIntervalMs) {
        lastHousekeeping = Date.now();
        await failAbandoned();
        await cleanUp();
      }
      const free = concurrency - running.size;
      const claimed = await claim(free);
      for (const job of claimed) void run(job).then(wake);
      claimedAll = free > 0 && claimed.length === free;
    } catch (error) {
      log.error({ err: error }, 'the job runner could not look for jobs');
    } finally {
      ticking = false;
    }
    if (!started || stopping) return;
    if (wakeRequested || claimedAll) {
      wakeRequested = false;
      passDue = true;
      timer = setTimeout(startTick, 0);
    } else {
      timer = setTimeout(startTick, pollIntervalMs);
    }
  }

  /** Look for jobs now rather than at the next poll (an enqueue here or a NOTIFY from elsewhere). */
  function wake() {
    if (!started || stopping) return;
    if (ticking) {
      wakeRequested = true;
      return;
    }
    clearTimeout(timer);
    passDue = true;
    timer = setTimeout(startTick, 0);
  }

  function startTick() {
    currentTick = tick();
  }

  return {
    clock,
    workerId,

    define: <T>(name: string, handler: JobHandler<T>, jobOptions?: JobOptions) =>
      define(name, handler, jobOptions),

    /**
     * A job that runs every `everyMs` (see `RecurringOptions`), once across all runners on the
     * database: each started runner schedules its next run (at start, then hourly), and each run
     * schedules the one after, so it goes on even if a run fails for good. Should the runners'
     * clocks disagree at the moment it is due, it may run twice: a handler must be safe to repeat.
     */
    defineRecurring(name: string, handler: JobHandler<null>, options: RecurringOptions): JobDefinition<null> {
      if (!(options.everyMs >= 60_000)) throw new Error('a recurring job runs at most once a minute');
      return define<null>(
        name,
        async (_payload, context) => {
          try {
            await handler(null, context);
          } finally {
            await scheduleRecurring(name);
          }
        },
        options,
        { everyMs: options.everyMs, offsetMs: options.offsetMs ?? 0 },
      );
    },

    /** Schedules the next run of every recurring job (a started runner does it by itself; for tests). */
    scheduleRecurring: () => scheduleRecurring(),

    enqueue,

    /** Starts the loop (the app does this when it is ready). */
    /** Started and not stopping: claiming and running due jobs (readiness). */
    isRunning(): boolean {
      return started && !stopping;
    },

    async start() {
      if (started) return;
      started = true;
      stopping = undefined;
      stopListening = await listen(db, jobsChannel, {
        onNotify: wake,
        // Jobs enqueued while no one was listening.
        onConnected: wake,
        onError: (error) => log.warn({ err: error }, 'job wake-ups stopped; polling until they are back'),
        retryMs: pollIntervalMs,
      });
      wake();
    },

    /**
     * Stops claiming, lets running jobs finish for a grace period, then aborts them (their lease runs
     * out and another runner, or this one after a restart, takes them again).
     */
    stop(): Promise<void> {
      stopping ??= (async () => {
        started = false;
        clearTimeout(timer);
        passDue = false;
        await currentTick;
        await stopListening?.();
        stopListening = undefined;
        if (running.size > 0) {
          const grace = new Promise<void>((resolve) => setTimeout(resolve, stopGraceMs).unref());
          await Promise.race([Promise.allSettled(running.keys()), grace]);
          for (const controller of running.values()) controller.abort(new Error('the job runner stopped'));
          await Promise.allSettled(running.keys());
        }
      })();
      return stopping;
    },

    /**
     * Runs every job that is due by the runner's clock, and those that become due meanwhile, until
     * none is left; retries wait for their backoff, so they are not due yet. Returns how many ran.
     * One at a time, in the order they were due and enqueued, so a test sees what a quiet store
     * does (two codes sent to one phone arrive in order). For tests (with a fake clock) and scripts;
     * a started runner does this by itself, several at a time.
     */
    async runDue(): Promise<number> {
      let count = 0;
      for (;;) {
        await failAbandoned();
        const claimed = await claim(Math.max(concurrency, 1));
        if (claimed.length === 0) return count;
        for (const job of claimed) await run(job);
        count += claimed.length;
      }
    },

    /**
     * Resolves once a started runner has nothing to do until its next poll or wake-up: no pass of
     * the loop running or about to, no job running. Tests wait on it instead of sleeping.
     */
    async idle(): Promise<void> {
      while (ticking || passDue || running.size > 0) {
        await Promise.allSettled([currentTick, ...running.keys()]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },

    /** Aborts the jobs running now (tests: a send that hangs on a silent server). */
    abortRunning() {
      for (const controller of running.values()) controller.abort(new Error('aborted'));
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/** Settles as soon as the signal aborts, even if the handler ignores it and goes on. */
function abortable(work: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
