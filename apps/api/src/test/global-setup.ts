import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpEmbedded, openDatabase } from '../db/client.ts';
import { insertDemoStaff } from '../demo-data/demo-staff.ts';
import { seedDemoData } from '../demo-data/seed.ts';

/**
 * The databases every API test file starts from, made once per run (docs/decisions/0023):
 * migrated; migrated with the demo store; and that with the demo staff accounts (demo mode, the
 * default of `build()`). Migrating and seeding per file cost ~9 s of a 2-core machine per file.
 */
export type TemplateKind = 'migrated' | 'demo' | 'demoStaff';

export type StoreTemplates =
  /** Uncompressed PGlite data directories (`dumpDataDir`), one file each. */
  | { driver: 'pglite'; files: Record<TemplateKind, string> }
  /** Databases on the TEST_DATABASE_URL server, closed to connections, to `create database … template`. */
  | { driver: 'postgres'; databases: Record<TemplateKind, string> };

/**
 * Both API projects (`api` and `api-isolated`, vitest.config.ts) run this setup in the one main
 * process: the first makes the templates, the others share them, and the last to finish drops them.
 */
const run = globalThis as {
  storeTemplates?: { made: Promise<[StoreTemplates, () => unknown]>; users: number };
};

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  run.storeTemplates ??= {
    made: serverUrl ? serverTemplates(serverUrl) : embeddedTemplates(),
    users: 0,
  };
  const shared = run.storeTemplates;
  shared.users += 1;
  const [templates, tearDown] = await shared.made;
  project.provide('storeTemplates', templates);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    if (run.storeTemplates === shared) run.storeTemplates = undefined;
    await tearDown();
  };
}

async function embeddedTemplates(): Promise<[StoreTemplates, () => void]> {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-templates-'));
  const file = (kind: TemplateKind) => join(dir, `${kind}.tar`);
  const save = async (kind: TemplateKind) => writeFileSync(file(kind), await dumpEmbedded(database));
  const database = await openDatabase({ dataDir: null });
  try {
    await save('migrated');
    // Seeding with staff is seeding without, then the staff accounts (`seedDemoData`).
    await seedDemoData(database.db, { staff: false });
    await save('demo');
    await insertDemoStaff(database.db);
    await save('demoStaff');
  } finally {
    await database.close();
  }
  const files = { migrated: file('migrated'), demo: file('demo'), demoStaff: file('demoStaff') };
  return [{ driver: 'pglite', files }, () => rmSync(dir, { recursive: true, force: true })];
}

/**
 * Names are new per run, so runs sharing a server (two checkouts, a retried CI job) never build or
 * drop each other's templates. Templates refuse connections once made: `create database … template`
 * fails while anyone is connected to the template, and no test can connect by mistake.
 */
async function serverTemplates(serverUrl: string): Promise<[StoreTemplates, () => Promise<void>]> {
  const prefix = `store_template_${randomBytes(5).toString('hex')}`;
  const databases = { migrated: prefix, demo: `${prefix}_demo`, demoStaff: `${prefix}_staff` };
  const admin = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const tearDown = () =>
    admin(Object.values(databases).map((name) => `drop database if exists ${name} with (force)`));
  try {
    await admin([`create database ${databases.migrated}`]);
    await (await openDatabase({ databaseUrl: urlOf(databases.migrated) })).close();
    await admin([`create database ${databases.demo} template ${databases.migrated}`]);
    const demo = await openDatabase({ databaseUrl: urlOf(databases.demo) });
    await seedDemoData(demo.db, { staff: false }).finally(() => demo.close());
    await admin([`create database ${databases.demoStaff} template ${databases.demo}`]);
    const demoStaff = await openDatabase({ databaseUrl: urlOf(databases.demoStaff) });
    await insertDemoStaff(demoStaff.db).finally(() => demoStaff.close());
    await admin(Object.values(databases).map((name) => `alter database ${name} allow_connections false`));
  } catch (error) {
    await tearDown();
    throw error;
  }
  return [{ driver: 'postgres', databases }, tearDown];
}

declare module 'vitest' {
  export interface ProvidedContext {
    storeTemplates: StoreTemplates;
  }
}
