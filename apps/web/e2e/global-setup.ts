import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const webDir = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Builds the storefront and starts the real server (web + API, fresh embedded database with the demo
 * store) once for all browser journeys. E2E_BASE_URL skips both and uses a running store.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('sessionSecret', process.env.SESSION_SECRET ?? '');
    return;
  }
  // The server's secret, known to the tests that read a contact captcha's sealed answer (a person
  // reads the picture; a test opens the token the way the server does).
  const sessionSecret = `e2e-${randomBytes(24).toString('hex')}`;
  if (process.env.E2E_SKIP_BUILD !== '1')
    execSync('npx react-router build', { cwd: webDir, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'store-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000',
      SESSION_SECRET: sessionSecret,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (attempt > 240 || server.exitCode !== null)
      throw new Error('the store did not start for the browser tests');
    await new Promise((done) => setTimeout(done, 500));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('sessionSecret', sessionSecret);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The store's SESSION_SECRET ('' when E2E_BASE_URL names a store started without one). */
    sessionSecret: string;
  }
}
