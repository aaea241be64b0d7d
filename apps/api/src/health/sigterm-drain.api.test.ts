import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { demoStaffPasswords } from '../staff/index.ts';
import { freePort } from '../test/free-port.ts';

/**
 * A real API process (embedded PostgreSQL in a data directory of its own) told to stop with SIGTERM,
 * as a deploy does: it says at once that it is not ready, ends a staff member's open event stream
 * instead of waiting for it forever, and exits cleanly.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
let api: ChildProcess | null = null;
let dataDir: string | null = null;

afterAll(async () => {
  if (api && api.exitCode === null && api.signalCode === null) {
    api.kill('SIGKILL');
    await once(api, 'exit');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('on SIGTERM: not ready at once, the open event stream ended, the process gone with code 0', {
  timeout: 120_000,
}, async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-sigterm-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Embedded PostgreSQL: whatever server the suite runs on, this process keeps its own database.
  const { DATABASE_URL: _server, ...inherited } = process.env;
  api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'true',
      // Long enough to read the readiness in, short enough for a test.
      SHUTDOWN_READY_GRACE_SECONDS: '2',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  api.stderr?.on('data', (chunk) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  const exited = once(api, 'exit');

  const ready = () =>
    fetch(`${base}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
  const deadline = Date.now() + 90_000;
  while ((await ready()) !== 200) {
    if (api.exitCode !== null) throw new Error(`the API stopped before it was ready: ${errors}`);
    if (Date.now() > deadline) throw new Error(`the API did not get ready: ${errors}`);
    await new Promise((next) => setTimeout(next, 200));
  }

  // A pharmacist's live board: an event stream that never ends by itself.
  const login = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'pharmacist@staff.demo', password: demoStaffPasswords.pharmacist }),
  });
  expect(login.status).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const stream = await fetch(`${base}/api/staff/events`, { headers: { authorization: `Bearer ${token}` } });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  await reader.read();
  const streamEnded = (async () => {
    for (;;) if ((await reader.read()).done) return true;
  })().catch(() => true);

  const signalled = Date.now();
  api.kill('SIGTERM');
  // Not ready while it finishes what is under way (the load balancer's cue), though still answering.
  await new Promise((next) => setTimeout(next, 300));
  expect(await ready()).toBe(503);
  expect(await streamEnded).toBe(true);
  const [code] = await exited;
  expect(code).toBe(0);
  // The grace, then the close: well within the shutdown timeout.
  expect(Date.now() - signalled).toBeLessThan(10_000);
});
