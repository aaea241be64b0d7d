import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, request, type TestStore } from '../test/build.ts';
import { queryRows } from './client.ts';

/**
 * The store must behave the same on embedded PGlite and on a PostgreSQL server: same migrations, same
 * schema, same answers. Runs where a server is given (CI's PostgreSQL step sets TEST_DATABASE_URL).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PGlite and the PostgreSQL server', () => {
  let embedded: TestStore;
  let server: TestStore;
  beforeAll(async () => {
    [embedded, server] = await Promise.all([build({ driver: 'pglite' }), build()]);
  });
  afterAll(async () => {
    await Promise.all([embedded?.close(), server?.close()]);
  });

  it('run on different drivers', () => {
    expect(embedded.database.driver).toBe('pglite');
    expect(server.database.driver).toBe('postgres');
  });

  it('apply the same migrations and end with the same schema', async () => {
    const migrations = sql`select hash from drizzle.__drizzle_migrations order by created_at`;
    const columns = sql`
      select table_name, column_name, data_type, is_nullable, column_default, is_generated, generation_expression
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`;
    const indexes = sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`;
    for (const query of [migrations, columns, indexes]) {
      const [a, b] = await Promise.all([queryRows(embedded.db, query), queryRows(server.db, query)]);
      expect(a.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
    }
  });

  it('fold search text identically', async () => {
    const fold = sql`select store_normalize('إسْـــبِرين ٥٠٠ مجم — Johnson''s BABY-oil') as folded`;
    const [a, b] = await Promise.all([queryRows(embedded.db, fold), queryRows(server.db, fold)]);
    expect(a).toEqual([{ folded: 'اسبرين 500 مجم johnsons baby oil' }]);
    expect(b).toEqual(a);
  });

  it('give the same answers to the same requests', async () => {
    const paths = [
      '/api/categories/tree',
      '/api/categories/show/6/level1',
      '/api/home?web=1',
      '/api/products/filter?sort=4&size=60',
      '/api/products/filter?sort=5&page=2',
      '/api/products/filter?sort=2&deal=1',
      '/api/products/filter?keyword=panadl&sort=6',
      `/api/products/filter?keyword=${encodeURIComponent('اقراص')}&sort=6`,
      '/api/products/search?keyword=milk',
      '/api/products/12',
      '/api/products/12/alternatives',
      '/api/offers?page=2',
      '/api/recipes/1',
      '/api/areas/list',
      '/api/products/filter?page=0',
    ];
    for (const lang of ['en', 'ar'] as const) {
      for (const path of paths) {
        const [a, b] = await Promise.all([
          request(embedded, lang).get(path),
          request(server, lang).get(path),
        ]);
        expect(a.statusCode, path).toBe(b.statusCode);
        expect(a.json(), `${lang} ${path}`).toEqual(b.json());
      }
    }
  });
});
