import { healthResponse, livenessResponse, readinessResponse, responses } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import type { ApiInstance } from '../http/route-types.ts';

export async function healthRoutes(app: ApiInstance, { database }: { database: Database }) {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary: 'Answers 200 when the database answers',
        response: responses(healthResponse, []),
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: database.driver });
    },
  );

  app.get(
    '/health/live',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary: 'Liveness (docs/decisions/0051): 200 while the process answers, whatever the database does',
        response: responses(livenessResponse, []),
      },
    },
    async () => ok({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary:
          'Readiness for a load balancer (docs/decisions/0051): 200 when the database answers with every migration applied, the search index is loaded and the job runner runs; 503 otherwise, and from SIGTERM on',
        response: { ...responses(readinessResponse, []), 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const readiness = app.readiness;
      const applied = await readiness.checkDatabase().catch(() => null);
      const checks = {
        database: applied !== null,
        migrations: applied !== null && applied >= readiness.migrationsShipped,
        searchIndex: readiness.searchLoaded(),
        jobRunner: readiness.jobsRunning(),
      };
      const ready = !readiness.draining && Object.values(checks).every(Boolean);
      const status = ready ? ('ready' as const) : ('not_ready' as const);
      return reply
        .code(ready ? 200 : 503)
        .send({ ...ok({ status, draining: readiness.draining, checks }), code: ready ? 200 : 503 });
    },
  );
}
