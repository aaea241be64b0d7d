import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseTarget, openDatabase } from '../db/client.ts';
import { embeddedTemplate } from '../test/templates.ts';
import { createFakeClock, type FakeClock } from './clock.ts';
import { createJobRunner } from './job-runner.ts';

/**
 * Jobs outlive the process: enqueue, close the database as a stopped store does, open it again in a
 * new "process" (a new runner and connection), and the job runs when its time comes, once. On a
 * PGlite data directory (the embedded default) and, with TEST_DATABASE_URL, on the server.
 */
const quiet = { error() {}, warn() {} };
const serverUrl = process.env.TEST_DATABASE_URL;

let target: DatabaseTarget;
let cleanUp = async () => {};
beforeAll(async () => {
  if (serverUrl) {
    const name = `store_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    target = { databaseUrl: url.toString() };
    cleanUp = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-jobs-'));
    target = { dataDir };
    // The directory starts as a copy of the run's migrated database: creating and migrating one on
    // disk here took over a minute on a loaded 2-core machine, and this file is about jobs.
    const migrated = embeddedTemplate('migrated');
    if (migrated) await (await openDatabase({ dataDir, loadDataDir: await migrated })).close();
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => cleanUp());

/** One life of the store: its database connection and a runner that knows the `remind` job. */
async function startStore(clock: FakeClock, handler: (who: string) => Promise<void>) {
  const database: Database = await openDatabase(target);
  const runner = createJobRunner({ db: database.db, log: quiet, clock });
  const remind = runner.define<{ who: string }>('remind', ({ who }) => handler(who), { timeoutMs: 10_000 });
  return {
    database,
    runner,
    remind,
    async close() {
      await runner.stop();
      await database.close();
    },
  };
}

describe('jobs across a restart', () => {
  it('run a job enqueued before the restart once its time comes, once', async () => {
    const clock = createFakeClock(new Date('2026-11-23T10:00:00Z'));
    const ran: string[] = [];
    const record = async (who: string) => {
      ran.push(who);
    };
    const first = await startStore(clock, record);
    await first.remind.enqueue(
      first.database.db,
      { who: 'Mona' },
      { runAt: new Date('2026-11-23T10:30:00Z') },
    );
    expect(await first.runner.runDue()).toBe(0);
    await first.close();

    clock.set(new Date('2026-11-23T10:30:00.001Z'));
    const second = await startStore(clock, record);
    expect(await second.runner.runDue()).toBe(1);
    expect(await second.runner.runDue()).toBe(0);
    await second.close();
    expect(ran).toEqual(['Mona']);
  });

  it('run again a job that was running when the store went down, once its lease is over', async () => {
    const clock = createFakeClock(new Date('2026-11-24T10:00:00Z'));
    // The first life claims the job and hangs in it; then its database goes away under it, as when
    // the process is killed. The runner is never stopped: nothing records how the job ended.
    let started = false;
    const first = await startStore(clock, () => {
      started = true;
      return new Promise<void>(() => {});
    });
    await first.remind.enqueue(first.database.db, { who: 'Adel' });
    // Once the database is gone, this runner's next query fails (if its job's real-time timeout
    // ends the hang first on a slow machine): that is the dying process, not a result to check.
    void first.runner.runDue().catch(() => {});
    while (!started) await new Promise((resolve) => setImmediate(resolve));
    await first.database.close();

    const ran: string[] = [];
    const second = await startStore(clock, async (who) => {
      ran.push(who);
    });
    expect(await second.runner.runDue()).toBe(0);
    // The lease: the job's 10 s timeout and 30 s more.
    clock.set(new Date('2026-11-24T10:00:40Z'));
    expect(await second.runner.runDue()).toBe(1);
    await second.close();
    expect(ran).toEqual(['Adel']);
  });
});
