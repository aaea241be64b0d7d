import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestStore } from '../test/build.ts';

describe('health: live and ready (docs/decisions/0051)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await build();
  });
  afterAll(() => store.close());

  const ready = () => store.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('is live while the process answers, and /api/health answers as before', async () => {
    const live = await store.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toEqual({ status: 'live' });
    expect((await store.app.inject({ method: 'GET', url: '/api/health' })).json().data.status).toBe('ok');
  });

  it('is ready only once the job runner runs and the search index is loaded', async () => {
    // Tests start with the job runner stopped.
    const before = await ready();
    expect(before.statusCode).toBe(503);
    expect(before.json().data.checks.jobRunner).toBe(false);
    await store.app.productSearch.search('panadol');
    await store.jobs.start();
    const after = await ready();
    expect(after.json().data).toEqual({
      status: 'ready',
      draining: false,
      checks: { database: true, migrations: true, searchIndex: true, jobRunner: true },
    });
    expect(after.statusCode).toBe(200);
  });

  it('turns not ready when the database is gone and ready again when it comes back', async () => {
    const check = store.app.readiness.checkDatabase;
    store.app.readiness.checkDatabase = () => Promise.reject(new Error('connection refused'));
    try {
      const gone = await ready();
      expect(gone.statusCode).toBe(503);
      expect(gone.json().data.checks).toMatchObject({ database: false, migrations: false });
    } finally {
      store.app.readiness.checkDatabase = check;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready while draining (SIGTERM)', async () => {
    store.app.readiness.draining = true;
    try {
      const draining = await ready();
      expect(draining.statusCode).toBe(503);
      expect(draining.json().data.draining).toBe(true);
    } finally {
      store.app.readiness.draining = false;
    }
  });
});
