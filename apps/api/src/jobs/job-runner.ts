import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { listen, type StopListening } from '../db/listen.ts';
import { jobs } from '../db/schema.ts';
import { type Clock, systemClock } from './clock.ts';
import { currentRequestId, withRequestId } from './request-origin.ts';
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
  request_id: string | null;
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

/** Who claims and when: what every statement on the jobs table below needs. */
interface Claimant {
  db: Db;
  clock: Clock;
  workerId: string;
}

/** Inserts a job (in the caller's transaction when `executor` is one) and notifies every runner on commit. */
async function insertJob(
  executor: JobExecutor,
  clock: Clock,
  definition: Definition,
  payload: unknown,
  options: EnqueueOptions,
): Promise<number | null> {
  const insert = executor.insert(jobs).values({
    name: definition.name,
    payload: payload ?? null,
    runAt: options.runAt ?? clock.now(),
    maxAttempts: definition.maxAttempts,
    singletonKey: options.singletonKey ?? null,
    // The request being handled, if any: the job's log lines will carry its id.
    requestId: currentRequestId(),
    createdAt: clock.now(),
  });
  const [row] = await (options.singletonKey
    ? insert.onConflictDoNothing({ target: [jobs.name, jobs.singletonKey], where: sql`state = 'pending'` })
    : insert
  ).returning({ id: jobs.id });
  if (!row) return null;
  // Delivered to every runner when (and only if) the caller's transaction commits.
  await executor.execute(sql`select pg_notify(${jobsChannel}, ${definition.name})`);
  return row.id;
}

/**
 * Claims up to `limit` due jobs among `names` for `leaseMs`. One statement, so the row locks last
 * only as long as it does; SKIP LOCKED lets other runners take the next rows instead of waiting. Only
 * names this runner knows: an instance running older code leaves newer kinds of job to the others.
 */
async function claimJobs(
  { db, clock, workerId }: Claimant,
  names: string[],
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  if (limit <= 0 || names.length === 0) return [];
  const now = clock.now();
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const rows = await queryRows<ClaimedJob>(
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
      returning id, name, payload, attempts, max_attempts, run_at, request_id`,
  );
  return (
    rows
      .map((row) => ({ ...row, id: Number(row.id), due: new Date(row.run_at).getTime() }))
      // RETURNING has no order of its own: the order they were due, then enqueued.
      .sort((a, b) => a.due - b.due || a.id - b.id)
  );
}

/** Jobs whose worker died during their last allowed attempt: nobody will run them again. */
async function failAbandonedJobs(db: Db, now: Date, secretNames: string[]) {
  await db
    .update(jobs)
    .set({
      state: 'failed',
      doneAt: now,
      lockedUntil: null,
      lockedBy: null,
      lastError: sql`coalesce(${jobs.lastError} || '; ', '') || 'the worker running it stopped'`,
      payload:
        secretNames.length > 0
          ? sql`case when ${inArray(jobs.name, secretNames)} then null else ${jobs.payload} end`
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

/** Deletes finished jobs older than `keepDoneMs` (failed ones are kept 30 days, to be looked at). */
async function deleteFinishedJobs(db: Db, now: Date, keepDoneMs: number) {
  const doneBefore = new Date(now.getTime() - keepDoneMs);
  const failedBefore = new Date(now.getTime() - keepFailedMs);
  await db
    .delete(jobs)
    .where(
      and(
        ne(jobs.state, 'pending'),
        sql`${jobs.doneAt} < case when ${jobs.state} = 'done' then ${doneBefore}::timestamptz else ${failedBefore}::timestamptz end`,
      ),
    );
}

/** Records how a run ended: done, failed for good, or due again after its backoff. */
async function recordJobEnd(
  { db, clock, workerId }: Claimant,
  log: JobRunnerOptions['log'],
  job: ClaimedJob,
  definition: Definition,
  error: unknown,
) {
  const now = clock.now();
  // Only while the claim is still ours: after a lease ran out, another worker owns the row.
  const stillOurs = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts));
  const released = {
    lockedUntil: null,
    lockedBy: null,
    ...(definition.secretPayload ? { payload: null } : {}),
  };
  if (error === undefined) {
    await db
      .update(jobs)
      .set({ state: 'done', doneAt: now, lastError: null, ...released })
      .where(stillOurs);
    return;
  }
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
  if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) {
    log.error({ err: error, job: job.id, name: job.name, attempts: job.attempts }, 'a job failed for good');
    await db
      .update(jobs)
      .set({ state: 'failed', doneAt: now, lastError, ...released })
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

/** Runs a job's handler until it settles or its time is up; resolves to the error it ended with, if any. */
async function runHandler(job: ClaimedJob, definition: Definition, controller: AbortController) {
  const timeout = setTimeout(
    () => controller.abort(new Error('the job took too long')),
    definition.timeoutMs,
  );
  timeout.unref();
  try {
    const context = {
      jobId: job.id,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      signal: controller.signal,
    };
    await abortable(definition.handler(job.payload, context), controller.signal);
    return undefined;
  } catch (caught) {
    return caught ?? new Error('the job failed');
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * A durable job runner on the store's own database (docs/decisions/0015). Jobs are rows of `jobs`;
 * a runner claims due ones with `FOR UPDATE SKIP LOCKED` in one short statement, so any number of
 * runners (app instances) on one PostgreSQL database run each job once. A claim is a lease: if the
 * worker dies, the job is claimed again once `locked_until` passes. Failures are retried with
 * exponential backoff, then marked failed. Works the same on PGlite and on a PostgreSQL server.
 *
 * The statements on the table are the functions above; this class holds the loop's state.
 */
export class JobRunner {
  readonly clock: Clock;
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 100);
  private readonly db: Db;
  private readonly log: JobRunnerOptions['log'];
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly stopGraceMs: number;
  private readonly keepDoneMs: number;
  private readonly definitions = new Map<string, Definition>();
  /** Every run in progress, from the loop or from runDue, with the means to abort it. */
  private readonly running = new Map<Promise<void>, AbortController>();
  private started = false;
  private stopping: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  /** A pass of the loop is scheduled to run at once (not at the next poll). */
  private passDue = false;
  /** The loop's current pass, which stop() waits for: it may be about to start jobs. */
  private currentTick: Promise<void> = Promise.resolve();
  private wakeRequested = false;
  private stopListening: StopListening | undefined;
  private lastCleanup = 0;
  private lastHousekeeping = 0;
  private readonly claimant: Claimant;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.clock = options.clock ?? systemClock;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.concurrency = options.concurrency ?? 4;
    this.stopGraceMs = options.stopGraceMs ?? 10_000;
    this.keepDoneMs = options.keepDoneMs ?? 7 * 24 * 3600_000;
    this.claimant = { db: this.db, clock: this.clock, workerId: this.workerId };
  }

  define<T>(name: string, handler: JobHandler<T>, jobOptions: JobOptions = {}): JobDefinition<T> {
    return this.register(name, handler, jobOptions);
  }

  /**
   * A job that runs every `everyMs` (see `RecurringOptions`), once across all runners on the
   * database: each started runner schedules its next run (at start, then hourly), and each run
   * schedules the one after, so it goes on even if a run fails for good. Should the runners'
   * clocks disagree at the moment it is due, it may run twice: a handler must be safe to repeat.
   */
  defineRecurring(name: string, handler: JobHandler<null>, options: RecurringOptions): JobDefinition<null> {
    if (!(options.everyMs >= 60_000)) throw new Error('a recurring job runs at most once a minute');
    const everyRun: JobHandler<null> = async (_payload, context) => {
      try {
        await handler(null, context);
      } finally {
        await this.scheduleRecurring(name);
      }
    };
    return this.register<null>(name, everyRun, options, {
      everyMs: options.everyMs,
      offsetMs: options.offsetMs ?? 0,
    });
  }

  async enqueue(
    executor: JobExecutor,
    name: string,
    payload: unknown,
    options: EnqueueOptions = {},
  ): Promise<number | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`no job is defined with the name ${name}`);
    const id = await insertJob(executor, this.clock, definition, payload, options);
    if (id !== null) this.wake();
    return id;
  }

  /**
   * Makes sure each recurring job (or only `only`) has its next run pending. Its key is the time it
   * is due, and one pending job per name and key exists at most (the `jobs_singleton_idx` index), so
   * any number of runners scheduling it at once make one row, and one of them runs it. A started
   * runner does it by itself; tests call it.
   */
  async scheduleRecurring(only?: string) {
    const now = this.clock.now();
    for (const definition of this.definitions.values()) {
      if (!definition.recurring || (only !== undefined && definition.name !== only)) continue;
      const at = nextOccurrence(now, definition.recurring.everyMs, definition.recurring.offsetMs);
      await this.enqueue(this.db, definition.name, null, {
        runAt: at,
        singletonKey: `at:${at.toISOString()}`,
      });
    }
  }

  /** Started and not stopping: claiming and running due jobs (readiness). */
  isRunning(): boolean {
    return this.started && !this.stopping;
  }

  /** Starts the loop (the app does this when it is ready). */
  async start() {
    if (this.started) return;
    this.started = true;
    this.stopping = undefined;
    this.stopListening = await listen(this.db, jobsChannel, {
      onNotify: this.wake,
      // Jobs enqueued while no one was listening.
      onConnected: this.wake,
      onError: (error) => this.log.warn({ err: error }, 'job wake-ups stopped; polling until they are back'),
      retryMs: this.pollIntervalMs,
    });
    this.wake();
  }

  /**
   * Stops claiming, lets running jobs finish for a grace period, then aborts them (their lease runs
   * out and another runner, or this one after a restart, takes them again).
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.started = false;
      clearTimeout(this.timer);
      this.passDue = false;
      await this.currentTick;
      await this.stopListening?.();
      this.stopListening = undefined;
      if (this.running.size === 0) return;
      const grace = new Promise<void>((resolve) => setTimeout(resolve, this.stopGraceMs).unref());
      await Promise.race([Promise.allSettled(this.running.keys()), grace]);
      this.abortRunning(new Error('the job runner stopped'));
      await Promise.allSettled(this.running.keys());
    })();
    return this.stopping;
  }

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
      await failAbandonedJobs(this.db, this.clock.now(), this.secretNames());
      const claimed = await this.claim(Math.max(this.concurrency, 1));
      if (claimed.length === 0) return count;
      for (const job of claimed) await this.run(job);
      count += claimed.length;
    }
  }

  /**
   * Resolves once a started runner has nothing to do until its next poll or wake-up: no pass of
   * the loop running or about to, no job running. Tests wait on it instead of sleeping.
   */
  async idle(): Promise<void> {
    while (this.ticking || this.passDue || this.running.size > 0) {
      await Promise.allSettled([this.currentTick, ...this.running.keys()]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Aborts the jobs running now (stop() after its grace; tests: a send that hangs on a silent server). */
  abortRunning(reason: Error = new Error('aborted')) {
    for (const controller of this.running.values()) controller.abort(reason);
  }

  private register<T>(
    name: string,
    handler: JobHandler<T>,
    jobOptions: JobOptions,
    recurring?: Definition['recurring'],
  ): JobDefinition<T> {
    if (this.definitions.has(name)) throw new Error(`a job named ${name} is already defined`);
    this.definitions.set(name, {
      name,
      handler: handler as JobHandler<unknown>,
      recurring,
      maxAttempts: jobOptions.maxAttempts ?? 5,
      backoff: jobOptions.backoff ?? defaultBackoff,
      timeoutMs: jobOptions.timeoutMs ?? 60_000,
      secretPayload: jobOptions.secretPayload ?? false,
    });
    return { name, enqueue: (executor, payload, options) => this.enqueue(executor, name, payload, options) };
  }

  private claim(limit: number): Promise<ClaimedJob[]> {
    // The longest a claim may stay with one worker: the slowest job's timeout plus a margin.
    let longest = 0;
    for (const definition of this.definitions.values()) longest = Math.max(longest, definition.timeoutMs);
    return claimJobs(this.claimant, [...this.definitions.keys()], limit, longest + leaseMarginMs);
  }

  private secretNames(): string[] {
    return [...this.definitions.values()].filter((d) => d.secretPayload).map((d) => d.name);
  }

  /** Runs one claimed job and records how it ended. Never throws. */
  private run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.name)!;
    const controller = new AbortController();
    // As part of the request that queued it: every line logged while it runs carries that id.
    const execution = withRequestId(job.request_id, async () => {
      const error = await runHandler(job, definition, controller);
      try {
        await recordJobEnd(this.claimant, this.log, job, definition, error);
      } catch (finishError) {
        // The lease runs out and the job is claimed again: at least once, never lost.
        this.log.error(
          { err: finishError, job: job.id, name: job.name },
          'could not record the end of a job',
        );
      }
    });
    this.running.set(execution, controller);
    void execution.finally(() => this.running.delete(execution));
    return execution;
  }

  /** Fails abandoned jobs; at most once an hour, schedules recurring ones and deletes old ones. */
  private async houseKeep() {
    const now = this.clock.now();
    await failAbandonedJobs(this.db, now, this.secretNames());
    if (now.getTime() - this.lastCleanup < cleanupEveryMs) return;
    this.lastCleanup = now.getTime();
    await this.scheduleRecurring();
    await deleteFinishedJobs(this.db, now, this.keepDoneMs);
  }

  /** The loop of a started runner: claim what fits, run it, look again when woken or after the poll interval. */
  private async tick() {
    this.timer = undefined;
    this.passDue = false;
    if (!this.isRunning()) return;
    this.ticking = true;
    let claimedAll = false;
    try {
      // Housekeeping once per poll interval, not on every pass of a busy loop.
      if (Date.now() - this.lastHousekeeping >= this.pollIntervalMs) {
        this.lastHousekeeping = Date.now();
        await this.houseKeep();
      }
      const free = this.concurrency - this.running.size;
      const claimed = await this.claim(free);
      for (const job of claimed) void this.run(job).then(this.wake);
      claimedAll = free > 0 && claimed.length === free;
    } catch (error) {
      this.log.error({ err: error }, 'the job runner could not look for jobs');
    } finally {
      this.ticking = false;
    }
    if (!this.isRunning()) return;
    const soon = this.wakeRequested || claimedAll;
    this.wakeRequested = false;
    this.passDue = soon;
    this.timer = setTimeout(this.startTick, soon ? 0 : this.pollIntervalMs);
  }

  /** Look for jobs now rather than at the next poll (an enqueue here or a NOTIFY from elsewhere). */
  private readonly wake = () => {
    if (!this.isRunning()) return;
    if (this.ticking) {
      this.wakeRequested = true;
      return;
    }
    clearTimeout(this.timer);
    this.passDue = true;
    this.timer = setTimeout(this.startTick, 0);
  };

  private readonly startTick = () => {
    this.currentTick = this.tick();
  };
}

/** A runner on the store's database (see `JobRunner`). */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  return new JobRunner(options);
}

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
