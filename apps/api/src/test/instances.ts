import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** A fresh database on the server of `serverUrl`, migrated; `drop` removes it. */
export async function freshServerDatabase(serverUrl: string) {
  const name = `store_instances_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // Migrated here, so the instances start on an up-to-date database together.
  await (await openDatabase({ databaseUrl })).close();
  return {
    databaseUrl,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Instance {
  /** http://127.0.0.1:<port> */
  url: string;
  process: ChildProcess;
  /** What the process has printed (for failure messages). */
  output(): string;
}

/**
 * Starts `count` API processes (`node --import tsx src/main.ts`, as `npm run start:api` does) on
 * one database, all at once, and waits until each answers `/api/health`. Demo mode on loopback,
 * no SESSION_SECRET, no demo data, logs off; `env` adds or overrides settings. Always `stop()` them,
 * failed tests included.
 */
export async function startInstances(count: number, env: Record<string, string>) {
  const instances: Instance[] = [];
  const stop = async () => {
    await Promise.all(
      instances.map(
        ({ process: child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const { SESSION_SECRET: _secret, ...inherited } = process.env;
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        env: {
          ...inherited,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'silent',
          STORE_MODE: 'demo',
          SEED_DEMO_DATA: 'false',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let printed = '';
      child.stdout?.on('data', (chunk) => (printed += chunk));
      child.stderr?.on('data', (chunk) => (printed += chunk));
      instances.push({ url: `http://127.0.0.1:${port}`, process: child, output: () => printed });
    }
    await Promise.all(instances.map(waitForHealth));
    return { instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(instance: Instance) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) {
      throw new Error(`an instance stopped while starting:\n${instance.output()}`);
    }
    try {
      if ((await fetch(`${instance.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`an instance did not answer /api/health in 90 s:\n${instance.output()}`);
}
