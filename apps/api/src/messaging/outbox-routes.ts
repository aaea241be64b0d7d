import { normalizePhone, outboxQuery, outboxResponse, responses } from '@store/contract';
import { ApiError, ok } from '../http/envelope.ts';
import type { ApiInstance, FeatureOptions } from '../http/route-types.ts';
import { fromThisMachine } from './outbox-access.ts';
import { outboxFor } from './outbox-sender.ts';

/**
 * Demo mode only, and only where `outboxEnabled` says so (the app does not register it otherwise):
 * what the store "sent" to someone. It holds everyone's codes, so it answers only requests from
 * this machine; to anyone else it is a route that does not exist.
 */
export async function outboxRoutes(app: ApiInstance, { db }: FeatureOptions) {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary:
          'Demo mode, from this machine only: the SMS and e-mails sent to a phone number or e-mail address, newest first',
        querystring: outboxQuery,
        response: responses(outboxResponse, [404, 422]),
      },
    },
    async (request) => {
      if (!fromThisMachine(request)) throw new ApiError(404, 'error.routeNotFound');
      return ok({
        messages: await outboxFor(db, normalizePhone(request.query.to) ?? request.query.to.toLowerCase()),
      });
    },
  );
}
