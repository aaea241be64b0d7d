import { healthResponse, responses } from '@store/contract';
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
}
