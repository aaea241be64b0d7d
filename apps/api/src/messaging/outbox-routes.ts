import { outboxQuery, outboxResponse, responses } from '@store/contract';
import { ok } from '../http/envelope.ts';
import type { ApiInstance, FeatureOptions } from '../http/route-types.ts';
import { outboxFor } from './outbox-sender.ts';

/** Demo mode only (the app does not register it in production): what the store "sent" to someone. */
export async function outboxRoutes(app: ApiInstance, { db }: FeatureOptions) {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Demo mode: the SMS and e-mails sent to a phone number or e-mail address, newest first',
        querystring: outboxQuery,
        response: responses(outboxResponse, [422]),
      },
    },
    async (request) => ok({ messages: await outboxFor(db, request.query.to.toLowerCase()) }),
  );
}
