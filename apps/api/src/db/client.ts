import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiPackageDir } from '../package-dir.ts';
import * as schema from './schema.ts';
import { withoutSpareWalSegments } from './spare-wal-segments.ts';

/** Both drivers give the same query builder; features only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL rows; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(apiPackageDir, 'drizzle');

export type DatabaseTarget =
  | { databaseUrl: string }
  | {
      dataDir: string | null;
      /**
       * PGlite starts from this copy of a data directory (`dumpEmbedded`) instead of an empty one:
       * tests clone one migrated, seeded database rather than migrating and seeding per file.
       */
      loadDataDir?: Blob;
    };

/**
 * Opens the database and applies every pending migration (the same folder for both drivers).
 * `dataDir: null` is an in-memory PGlite, used by tests.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection can die (server restart, failover, a database dropped at the end of a test):
    // the pool replaces it on next use. Without a listener, Node would treat it as a crash.
    pool.on('error', (error) => console.warn(`database: an idle connection ended (${error.message})`));
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool);
    return {
      db,
      driver: 'postgres',
      close: once(async () => {
        await Promise.allSettled([...(closeHooks.get(pool) ?? [])].map((hook) => hook()));
        await pool.end();
      }),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir ?? undefined, {
    extensions: { pg_trgm },
    loadDataDir: target.loadDataDir,
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, driver: 'pglite', close: once(() => client.close()) };
}

/**
 * The embedded database's data directory as an uncompressed tarball, for `loadDataDir` (loading an
 * uncompressed copy is faster than a gzipped one, and it stays on this machine). A checkpoint comes
 * first: a database opened from the copy then has no write-ahead log to replay, which took about
 * 70 ms of each 490 ms open of the demo store; and the log segments it will never read are left out
 * of the copy (`withoutSpareWalSegments`, docs/decisions/0023).
 */
export async function dumpEmbedded(database: Database): Promise<Uint8Array> {
  if (database.driver !== 'pglite') throw new Error('only an embedded (PGlite) database can be dumped');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  await client.exec('checkpoint');
  const {
    rows: [wal],
  } = await client.query<{ redo: string; current: string }>(
    'select redo_wal_file as redo, pg_walfile_name(pg_current_wal_lsn()) as current from pg_control_checkpoint()',
  );
  const tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  return wal ? withoutSpareWalSegments(tar, wal) : tar;
}

/** Any number will do, as long as every process that migrates uses the same one. */
const migrationLockKey = 7_340_020;

/**
 * Several instances starting at once against one server take turns on a session advisory lock, so
 * only the first applies pending migrations and the others find them applied.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

/**
 * What must end before a server pool can: `pool.end()` waits for every connection taken from it,
 * and a LISTEN connection (db/listen.ts) is never handed back, so its listener stops first.
 */
const closeHooks = new WeakMap<pg.Pool, Set<() => Promise<void>>>();

/** Runs `hook` when the pool's database is closed; the answer forgets it again. */
export function beforePoolEnds(pool: pg.Pool, hook: () => Promise<void>): () => void {
  let hooks = closeHooks.get(pool);
  if (!hooks) {
    hooks = new Set();
    closeHooks.set(pool, hooks);
  }
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Closing twice (a test that breaks the database on purpose, then cleans up) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
