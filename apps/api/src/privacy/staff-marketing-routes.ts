import { operations, translate } from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { Messaging } from '../messaging/index.ts';
import { signedIn } from '../staff/index.ts';
import { marketingAudience, marketingHistory, sendMarketing } from './marketing.ts';

/**
 * `/api/staff/marketing` (docs/decisions/0089): the marketing messages sent and the send form's
 * action; `content.manage` (what every customer reads is theirs). Behind the staff guard, in the matrix.
 */
export function staffMarketingRoutes(options: {
  db: Db;
  messaging: Pick<Messaging, 'sms' | 'email'>;
  origin: (request: FastifyRequest) => string;
  now: () => Date;
}) {
  const { db, messaging, origin, now } = options;
  const tags = ['staff'];
  const config = { staffAction: 'content.manage' } as const;
  return async (app: ApiInstance) => {
    app.get(
      '/staff/marketing',
      {
        config,
        schema: {
          tags,
          summary:
            'The marketing messages sent (latest 100) and how many customers each channel reaches now (those whose latest consent grants it)',
          ...operationSchema(operations.staffMarketing, [401, 403]),
        },
      },
      async () => {
        const [messages, audience] = await Promise.all([marketingHistory(db), marketingAudience(db)]);
        return ok({ messages, audience });
      },
    );

    app.post(
      '/staff/marketing',
      {
        config,
        schema: {
          tags,
          summary:
            'Send a marketing message (SMS or e-mail, English and Arabic) to every customer who agreed to marketing on that channel, each in their language with their own one-tap opt-out link; nobody else',
          ...operationSchema(operations.staffSendMarketing, [401, 403, 422]),
        },
      },
      async (request) => {
        const id = await sendMarketing(
          db,
          messaging,
          signedIn(request),
          request.body,
          origin(request),
          now(),
        );
        const [message] = (await marketingHistory(db)).filter((m) => m.id === id);
        return ok(
          { message: message! },
          {
            item: id,
            message: translate(request.ctx.lang, 'marketing.sent', { count: message!.recipients }),
          },
        );
      },
    );
  };
}
