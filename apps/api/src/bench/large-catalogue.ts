/**
 * What the API benches share: starting a script of this package in a child process (the server, the
 * seeder) and the large catalogue they run on, seeded once into `data/bench-<products>`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** The PGlite data directory of a catalogue of `products` products. */
export const largeCatalogueDir = (products: number) => resolve(apiDir, `data/bench-${products}`);

/**
 * Runs a TypeScript script of this package (`src/...`) in a child process, its output shown; `cwd`
 * names the API folder of another checkout (bench:api's `--server-dir`, to compare with older code).
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  nodeArgs: string[] = [],
  cwd = apiDir,
) {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Seeds the large catalogue unless it is there (or the bench runs on a PostgreSQL server). */
export async function ensureLargeCatalogue(products: number, databaseUrl: string | undefined) {
  const dataDir = largeCatalogueDir(products);
  if (databaseUrl || existsSync(resolve(dataDir, 'PG_VERSION'))) return;
  console.log(`seeding ${products} products into ${dataDir} (once)…`);
  const child = runScript(
    'src/bench/seed-large.ts',
    ['--products', String(products), '--data-dir', dataDir],
    {},
  );
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) throw new Error('seeding failed');
}
