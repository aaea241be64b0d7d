import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { build, type TestStore } from '../test/build.ts';
import { createFakeClock, type FakeClock } from './clock.ts';
import { createJobRunner, type JobRunner, PermanentJobError } from './job-runner.ts';

/**
 * The job runner on a real database: in-memory PGlite, or a fresh database on the PostgreSQL server
 * when TEST_DATABASE_URL is set (the API suite runs both ways). Time is a fake clock; nothing sleeps.
 */
const quiet = { error() {}, warn() {} };

let store: TestStore;
const runners: JobRunner[] = [];
const extraDatabases: Database[] = [];

beforeAll(async () => {
  store = await build({ seed: false });
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await Promise.all(extraDatabases.map((database) => database.close()));
  await store.close();
});

function runner(clock: FakeClock, options: Partial<Parameters<typeof createJobRunner>[0]> = {}) {
  const created = createJobRunner({ db: store.db, log: quiet, clock, ...options });
  runners.push(created);
  return created;
}

/** A name no other test uses, so runners of different tests never take each other's jobs. */
let names = 0;
const uniqueName = (label: string) => `test-${label}-${++names}`;

async function jobRow(id: number) {
  const [row] = await store.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** Resolves when `condition` holds, checking as often as the event loop allows; bounded by the test's timeout. */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
}

describe('the job runner', () => {
  it('runs a job once, then marks it done', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    const seen: unknown[] = [];
    const hello = jobsRunner.define<{ to: string }>(uniqueName('once'), async (payload) => {
      seen.push(payload);
    });
    const id = await hello.enqueue(store.db, { to: 'world' });
    expect(await jobsRunner.runDue()).toBe(1);
    expect(await jobsRunner.runDue()).toBe(0);
    expect(seen).toEqual([{ to: 'world' }]);
    const row = await jobRow(id!);
    expect(row).toMatchObject({ state: 'done', attempts: 1, lockedBy: null, payload: { to: 'world' } });
    expect(row.doneAt).toEqual(clock.now());
  });

  it('never runs a job enqueued in a transaction that rolled back, and runs one that committed', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    const ran: string[] = [];
    const job = jobsRunner.define<string>(uniqueName('tx'), async (payload) => {
      ran.push(payload);
    });
    await expect(
      store.db.transaction(async (tx) => {
        await job.enqueue(tx, 'rolled back');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await store.db.transaction(async (tx) => {
      await job.enqueue(tx, 'committed');
    });
    expect(await jobsRunner.runDue()).toBe(1);
    expect(ran).toEqual(['committed']);
    const rows = await store.db.select().from(jobs).where(eq(jobs.name, job.name));
    expect(rows.map((row) => row.payload)).toEqual(['committed']);
  });

  it('retries a failing job with exponential backoff, then marks it failed', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    const attempts: number[] = [];
    const job = jobsRunner.define(
      uniqueName('flaky'),
      async (_payload, { attempt }) => {
        attempts.push(attempt);
        throw new Error(`gateway down (${attempt})`);
      },
      { maxAttempts: 3, backoff: { baseMs: 1_000, maxMs: 60_000 } },
    );
    const id = (await job.enqueue(store.db, {}))!;
    expect(await jobsRunner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'gateway down (1)' });
    // 1 s after the first failure, not a moment sooner.
    clock.advance(999);
    expect(await jobsRunner.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobsRunner.runDue()).toBe(1);
    // Then 2 s.
    clock.advance(1_999);
    expect(await jobsRunner.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobsRunner.runDue()).toBe(1);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'gateway down (3)' });
    clock.advance(3_600_000);
    expect(await jobsRunner.runDue()).toBe(0);
  });

  it('gives up at once on a permanent error', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    let runs = 0;
    const job = jobsRunner.define(uniqueName('permanent'), async () => {
      runs += 1;
      throw new PermanentJobError('not a message');
    });
    const id = (await job.enqueue(store.db, {}))!;
    await jobsRunner.runDue();
    clock.advance(3_600_000);
    await jobsRunner.runDue();
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'not a message' });
  });

  it('runs a job due later only once the clock reaches it', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    let runs = 0;
    const job = jobsRunner.define(uniqueName('later'), async () => {
      runs += 1;
    });
    await job.enqueue(store.db, {}, { runAt: new Date(clock.now().getTime() + 15 * 60_000) });
    expect(await jobsRunner.runDue()).toBe(0);
    clock.advance(15 * 60_000 - 1);
    expect(await jobsRunner.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobsRunner.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('runs again a job whose worker died, once its lease has run out, and ignores the dead worker', async () => {
    const clock = createFakeClock();
    const name = uniqueName('lease');
    // The first worker hangs (as a process that died while running would): its claim stays.
    const hanging = runner(clock);
    let hangingStarted = false;
    hanging.define(
      name,
      () => {
        hangingStarted = true;
        return new Promise<void>(() => {});
      },
      { timeoutMs: 60_000 },
    );
    const healthy = runner(clock);
    const ranBy: string[] = [];
    healthy.define(
      name,
      async () => {
        ranBy.push('healthy');
      },
      { timeoutMs: 60_000 },
    );
    const id = (await healthy.enqueue(store.db, name, {}))!;
    const stuck = hanging.runDue();
    await until(() => hangingStarted);
    expect(await jobRow(id)).toMatchObject({ lockedBy: hanging.workerId, attempts: 1 });

    // Leased for the timeout plus 30 s: until then nobody else takes it.
    clock.advance(90_000 - 1);
    expect(await healthy.runDue()).toBe(0);
    clock.advance(1);
    expect(await healthy.runDue()).toBe(1);
    expect(ranBy).toEqual(['healthy']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });

    // The first worker finally gives up: its claim is no longer the job's, so nothing changes.
    hanging.abortRunning();
    await stuck;
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('marks failed a job whose worker died during its last attempt', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    const name = uniqueName('dead-last');
    jobsRunner.define(name, async () => {}, { maxAttempts: 2, timeoutMs: 1_000 });
    const [row] = await store.db
      .insert(jobs)
      .values({
        name,
        payload: {},
        runAt: clock.now(),
        maxAttempts: 2,
        attempts: 2,
        lockedBy: 'a worker that died',
        lockedUntil: new Date(clock.now().getTime() + 31_000),
      })
      .returning({ id: jobs.id });
    clock.advance(31_000);
    expect(await jobsRunner.runDue()).toBe(0);
    expect(await jobRow(row!.id)).toMatchObject({
      state: 'failed',
      lastError: 'the worker running it stopped',
      lockedBy: null,
    });
  });

  it('keeps one pending job per singleton key', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    let runs = 0;
    const job = jobsRunner.define(uniqueName('singleton'), async () => {
      runs += 1;
    });
    const first = await job.enqueue(store.db, {}, { singletonKey: 'order-7' });
    expect(first).toEqual(expect.any(Number));
    expect(await job.enqueue(store.db, {}, { singletonKey: 'order-7' })).toBeNull();
    expect(await job.enqueue(store.db, {}, { singletonKey: 'order-8' })).toEqual(expect.any(Number));
    expect(await jobsRunner.runDue()).toBe(2);
    // Done: the key is free again.
    expect(await job.enqueue(store.db, {}, { singletonKey: 'order-7' })).toEqual(expect.any(Number));
    await jobsRunner.runDue();
    expect(runs).toBe(3);
  });

  it('runs a recurring job once per occurrence across runners, a failed run scheduling the next', async () => {
    const clock = createFakeClock(new Date(Date.UTC(2026, 10, 26, 10, 30)));
    const name = uniqueName('recurring');
    const rowsOf = () =>
      store.db
        .select({ state: jobs.state, singletonKey: jobs.singletonKey })
        .from(jobs)
        .where(eq(jobs.name, name))
        .orderBy(jobs.runAt);
    let runs = 0;
    const [first, second] = [runner(clock), runner(clock)].map((each) => {
      each.defineRecurring(
        name,
        async () => {
          runs += 1;
          throw new PermanentJobError('this run fails for good');
        },
        { everyMs: 3600_000, offsetMs: 15 * 60_000 },
      );
      return each;
    }) as [JobRunner, JobRunner];
    // Started, a runner schedules its next run by itself.
    await first.start();
    await until(async () => (await rowsOf()).length === 1);
    await first.stop();
    await Promise.all([first.scheduleRecurring(), second.scheduleRecurring()]);
    expect(await rowsOf()).toEqual([{ state: 'pending', singletonKey: 'at:2026-11-26T11:15:00.000Z' }]);

    clock.set(new Date(Date.UTC(2026, 10, 26, 11, 15)));
    expect((await Promise.all([first.runDue(), second.runDue()])).reduce((a, b) => a + b)).toBe(1);
    expect(runs).toBe(1);
    expect(await rowsOf()).toEqual([
      { state: 'failed', singletonKey: 'at:2026-11-26T11:15:00.000Z' },
      { state: 'pending', singletonKey: 'at:2026-11-26T12:15:00.000Z' },
    ]);
    expect(() =>
      first.defineRecurring(uniqueName('too-often'), async () => {}, { everyMs: 1_000 }),
    ).toThrow();
  });

  it('empties a secret payload when the job is done, and when it has failed for good', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    const job = jobsRunner.define<{ code: string; fail: boolean }>(
      uniqueName('secret'),
      async ({ fail }) => {
        if (fail) throw new Error('no');
      },
      { maxAttempts: 1, secretPayload: true },
    );
    const sent = (await job.enqueue(store.db, { code: '1234', fail: false }))!;
    const failed = (await job.enqueue(store.db, { code: '5678', fail: true }))!;
    expect((await jobRow(sent)).payload).toEqual({ code: '1234', fail: false });
    await jobsRunner.runDue();
    expect(await jobRow(sent)).toMatchObject({ state: 'done', payload: null });
    expect(await jobRow(failed)).toMatchObject({ state: 'failed', payload: null });
  });

  it('runs due jobs in the order they were due, then enqueued, when run by hand', async () => {
    const clock = createFakeClock();
    const jobsRunner = runner(clock);
    const ran: number[] = [];
    const job = jobsRunner.define<number>(uniqueName('order'), async (n) => {
      ran.push(n);
    });
    const at = (seconds: number) => new Date(clock.now().getTime() + seconds * 1_000);
    for (const n of [1, 2, 3, 4, 5, 6]) await job.enqueue(store.db, n);
    await job.enqueue(store.db, 0, { runAt: at(-10) });
    await job.enqueue(store.db, 7, { runAt: at(10) });
    clock.advance(10_000);
    await jobsRunner.runDue();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses to enqueue a job nobody defined', async () => {
    const jobsRunner = runner(createFakeClock());
    await expect(jobsRunner.enqueue(store.db, 'no-such-job', {})).rejects.toThrow(/no job is defined/);
  });

  it('runs jobs by itself once started: woken at once by an enqueue, in a transaction too', async () => {
    const clock = createFakeClock();
    // An hour between polls: only a wake-up can run these jobs within the test.
    const jobsRunner = runner(clock, { pollIntervalMs: 3_600_000 });
    const ran: string[] = [];
    const job = jobsRunner.define<string>(uniqueName('started'), async (payload) => {
      ran.push(payload);
    });
    await jobsRunner.start();
    await jobsRunner.idle();
    await job.enqueue(store.db, 'direct');
    await until(() => ran.length === 1);
    await jobsRunner.idle();
    await store.db.transaction(async (tx) => {
      await job.enqueue(tx, 'in a transaction');
    });
    await until(() => ran.length === 2);
    expect(ran).toEqual(['direct', 'in a transaction']);
    await jobsRunner.stop();
  });

  it("is woken by another runner's enqueue (NOTIFY), as a second app instance would be", async () => {
    const clock = createFakeClock();
    const name = uniqueName('notify');
    const sleeping = runner(clock, { pollIntervalMs: 3_600_000 });
    const ran: string[] = [];
    sleeping.define<string>(name, async (payload) => {
      ran.push(payload);
    });
    // The other instance only enqueues: it never runs this kind of job.
    const other = runner(clock);
    other.define(name, async () => {
      throw new Error('the enqueuing instance must not run it');
    });
    await sleeping.start();
    // Its first look for jobs is over: from now on only a wake-up can make it run anything.
    await sleeping.idle();
    await store.db.transaction(async (tx) => {
      await other.enqueue(tx, name, 'from the other instance');
    });
    await until(() => ran.length === 1);
    expect(ran).toEqual(['from the other instance']);
    await sleeping.stop();
  });

  it('runs each of 200 jobs exactly once with two runners on one database', async () => {
    const clock = createFakeClock();
    const name = uniqueName('many');
    const runs = new Map<number, string[]>();
    // On the server, the second runner has a connection pool of its own: two app instances.
    let otherDb = store.db;
    if (store.databaseUrl) {
      const other = await openDatabase({ databaseUrl: store.databaseUrl });
      extraDatabases.push(other);
      otherDb = other.db;
    }
    const workers = [runner(clock, { concurrency: 4 }), runner(clock, { concurrency: 4, db: otherDb })];
    for (const [index, worker] of workers.entries()) {
      worker.define(name, async (_payload, { jobId }) => {
        // A round trip to the database in the middle, as a real job has: the runners interleave.
        await queryRows(index === 0 ? store.db : otherDb, sql`select 1`);
        runs.set(jobId, [...(runs.get(jobId) ?? []), worker.workerId]);
      });
    }
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push((await workers[0]!.enqueue(store.db, name, { i }))!);
    await Promise.all(workers.map((worker) => worker.start()));
    for (let i = 100; i < 200; i++) ids.push((await workers[1]!.enqueue(otherDb, name, { i }))!);
    await until(async () => {
      const [row] = await queryRows<{ left: number }>(
        store.db,
        sql`select count(*)::int as "left" from jobs where name = ${name} and state <> 'done'`,
      );
      return row!.left === 0;
    });
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    expect(new Set(runs.keys())).toEqual(new Set(ids));
  });
});
