/**
 * A separate process running a job runner, for the test that two app processes on one PostgreSQL
 * database run each job once (job-runner-processes.api.test.ts). Usage: test-worker-process.ts <database url> <job name>.
 * Each run of the job writes a row to `job_test_runs`; the process stops on SIGTERM.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { createJobRunner } from './job-runner.ts';

const [databaseUrl, name] = process.argv.slice(2);
if (!databaseUrl || !name) throw new Error('usage: test-worker-process.ts <database url> <job name>');

const database = await openDatabase({ databaseUrl });
const log = {
  error: (object: object, message: string) => console.error(message, object),
  warn: (object: object, message: string) => console.error(message, object),
};
const runner = createJobRunner({ db: database.db, log, concurrency: 4 });
runner.define(name, async (_payload, { jobId }) => {
  await database.db.execute(
    sql`insert into job_test_runs (job_id, worker) values (${jobId}, ${runner.workerId})`,
  );
});
await runner.start();
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void (async () => {
    await runner.stop();
    await database.close();
    process.exit(0);
  })();
});
