import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { build, type TestStore } from '../test/build.ts';
import { createJobRunner } from './job-runner.ts';

const workerScript = fileURLToPath(new URL('./test-worker-process.ts', import.meta.url));

/** Starts a worker process and resolves once its runner is listening for jobs. */
async function startWorker(databaseUrl: string, name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript, databaseUrl, name], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the worker process ended (${code}) before it was ready`)));
    child.stdout!.on('data', () => {
      if (output.includes('ready\n')) resolve();
    });
  });
  return child;
}

/**
 * Two app processes on one PostgreSQL server: each job runs in exactly one of them, once. Only where
 * a server is given (TEST_DATABASE_URL); PGlite belongs to one process.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two worker processes on one PostgreSQL database', () => {
  let store: TestStore;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    store = await build({ seed: false });
    await store.db.execute(sql`create table job_test_runs (job_id bigint not null, worker text not null)`);
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await store.close();
  });

  it('run each of 200 jobs exactly once', async () => {
    const name = 'count-once';
    // This process only enqueues (it has the same definition, as every instance of the store does).
    const enqueuer = createJobRunner({ db: store.db, log: { error() {}, warn() {} } });
    enqueuer.define(name, async () => {
      throw new Error('the enqueuing process must not run it');
    });
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push((await enqueuer.enqueue(store.db, name, { i }))!);
    children.push(
      ...(await Promise.all([startWorker(store.databaseUrl!, name), startWorker(store.databaseUrl!, name)])),
    );
    // The other half while both run: woken by NOTIFY, some inside transactions.
    for (let i = 100; i < 200; i += 2) {
      await store.db.transaction(async (tx) => {
        ids.push((await enqueuer.enqueue(tx, name, { i }))!);
        ids.push((await enqueuer.enqueue(tx, name, { i: i + 1 }))!);
      });
    }
    const left = sql`select count(*)::int as n from jobs where name = ${name} and state <> 'done'`;
    while ((await queryRows<{ n: number }>(store.db, left))[0]!.n > 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : null)));

    const runs = await queryRows<{ job_id: string; worker: string }>(
      store.db,
      sql`select job_id, worker from job_test_runs order by job_id`,
    );
    const perJob = new Map<number, number>();
    for (const run of runs) perJob.set(Number(run.job_id), (perJob.get(Number(run.job_id)) ?? 0) + 1);
    expect([...perJob.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(new Set(perJob.keys())).toEqual(new Set(ids));
    const byWorker = new Map<string, number>();
    for (const run of runs) byWorker.set(run.worker, (byWorker.get(run.worker) ?? 0) + 1);
    console.info('jobs per worker process:', Object.fromEntries(byWorker));
  });
});
