import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/store' });
    expect(config).toMatchObject({
      port: 3000,
      database: { dataDir: '/srv/store/data' },
      seedDemoData: true,
    });
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/store' }).database).toEqual({
      databaseUrl: 'postgres://u@db:5432/store',
    });
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(text).toContain(key);
    }
  });
});
