import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as {
  entries: unknown[];
};

/** Several instances started at once on an empty server database: one migrates, none fails. */
describe.runIf(serverUrl)('migrations with instances starting together', () => {
  const name = `store_migrate_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('applies every migration once while three processes open the database at the same moment', async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const opened = await Promise.allSettled(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })),
    );
    const databases = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      const rows = await queryRows<{ count: number }>(
        databases[0]!.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]!.count).toBe(journal.entries.length);
    } finally {
      await Promise.all(databases.map((database: Database) => database.close()));
    }
  });
});
