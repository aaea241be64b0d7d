import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../server/build-server.ts';

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

/** Text only React's development build carries: a bundle that has it was built for development. */
const developmentReact = /react-dom[\w-]*\.development|Download the React DevTools/;

/**
 * The browser bundle must be the one customers get. A test runner's NODE_ENV (vitest sets `test`)
 * once leaked into this build and the journeys ran React's development build: this fails the run
 * instead.
 */
function assertProductionBundle() {
  const assets = join(webDir, 'build', 'client', 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    if (developmentReact.test(readFileSync(join(assets, name), 'utf8')))
      throw new Error(
        `build/client/assets/${name} holds React's development build: NODE_ENV was not production`,
      );
  }
}

/**
 * Builds the storefront for production and starts the real server (web + API, fresh embedded
 * database with the demo store) once for all browser journeys. Tests find it through
 * E2E_BASE_URL and E2E_SESSION_SECRET, which the workers inherit (playwright.config.ts reads the
 * first as `baseURL`). E2E_BASE_URL set beforehand skips both and uses a running store.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    process.env.E2E_SESSION_SECRET ??= process.env.SESSION_SECRET ?? '';
    return;
  }
  // The server's secret, known to the tests that read a contact captcha's sealed answer (a person
  // reads the picture; a test opens the token the way the server does).
  const sessionSecret = `e2e-${randomBytes(24).toString('hex')}`;
  if (process.env.E2E_SKIP_BUILD !== '1')
    execSync('npx react-router build', {
      cwd: webDir,
      stdio: 'inherit',
      // Whatever the shell or a test runner set: Vite builds React for production only under this.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  assertProductionBundle();
  // The server as production runs it: compiled JavaScript on plain Node (docs/decisions/0069).
  const serverFile = await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'store-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', serverFile], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Production settings, the API's rate limit included (1,200 a minute per client: every journey
      // passed at half of it).
      NODE_ENV: 'production',
      SESSION_SECRET: sessionSecret,
      // The journeys' totals are the lines' and their codes' (a journey makes its own promotions).
      SEED_DEMO_PROMOTIONS: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Until the store answers its health check (it migrates and loads the demo store first).
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('the store did not start for the browser tests');
    await new Promise((next) => setTimeout(next, 250));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SESSION_SECRET = sessionSecret;
  return async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
