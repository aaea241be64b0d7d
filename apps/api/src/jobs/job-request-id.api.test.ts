import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { build, type TestStore } from '../test/build.ts';
import { captureLog } from '../test/captured-log.ts';
import { createFakeClock } from './clock.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { withRequestId } from './request-origin.ts';

/**
 * A job back to the request that queued it (docs/decisions/0078): the job row keeps the request's id,
 * and every line logged while the job runs carries it as `reqId`, as the request's own lines do.
 */
let store: TestStore;
let log: ReturnType<typeof captureLog>;
let jobRunner: JobRunner | null = null;

beforeAll(async () => {
  store = await build({ logLevel: 'info' });
  log = captureLog();
});
afterAll(async () => {
  log?.restore();
  await jobRunner?.stop();
  await store?.close();
});

const lines = () =>
  log
    .text()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; job?: number });

describe('a job and the request that queued it', () => {
  it('keeps the id of the request that enqueued it (a registration texts its code through a job)', async () => {
    const requestId = 'register-req-0001';
    const answer = await store.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      payload: {
        first_name: 'Mona',
        last_name: 'Adel',
        phone: '01012345678',
        email: 'mona.request-id@example.com',
        password: 'secret-pass1',
        password_confirmation: 'secret-pass1',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const queued = await store.db.select().from(jobs).where(eq(jobs.requestId, requestId));
    expect(queued.length).toBeGreaterThan(0);
    // The request's own lines have the same id.
    expect(lines().some((line) => line.reqId === requestId)).toBe(true);
  });

  it("logs the job's lines, its runner's included, with that request's id", async () => {
    const clock = createFakeClock();
    jobRunner = createJobRunner({ db: store.db, log: store.app.log, clock });
    let runs = 0;
    const flaky = jobRunner.define<{ n: number }>('test-request-id-flaky', async () => {
      runs += 1;
      store.app.log.info('the flaky job is running');
      if (runs === 1) throw new Error('the first run fails');
    });
    const requestId = 'page-req-0002';
    const id = await withRequestId(requestId, () => flaky.enqueue(store.db, { n: 1 }));
    const unrelated = await flaky.enqueue(store.db, { n: 2 });
    expect((await store.db.select().from(jobs).where(eq(jobs.id, unrelated!)))[0]!.requestId).toBeNull();
    log.clear();
    await jobRunner.runDue();
    const logged = lines();
    const retry = logged.find((line) => line.msg === 'a job failed; it will be retried' && line.job === id);
    expect(retry?.reqId).toBe(requestId);
    const running = logged.filter((line) => line.msg === 'the flaky job is running');
    expect(running.map((line) => line.reqId ?? null).sort()).toEqual([null, requestId].sort());
  });
});
