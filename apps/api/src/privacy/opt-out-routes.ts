import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { optOutState, useOptOut } from './marketing.ts';

const tags = ['privacy'];

/**
 * A marketing message's one-tap opt-out (docs/decisions/0089): no sign-in, the link's token alone
 * says whose consent and which one; whoever is signed in (or nobody) changes nothing. GET only reads,
 * so a mail scanner that follows links withdraws nothing; POST withdraws.
 */
export function optOutRoutes(options: { db: Db; now: () => Date }) {
  const { db, now } = options;
  return async (app: ApiInstance) => {
    app.get(
      '/opt-out/:token',
      {
        schema: {
          tags,
          summary:
            "What an opt-out link withdraws (a channel's marketing consent) and whether it was used; 404 unknown, 422 expired",
          ...operationSchema(operations.optOut, [404, 422]),
        },
      },
      async (request) => ok({ optOut: await optOutState(db, request.params.token, now()) }),
    );

    app.post(
      '/opt-out/:token',
      {
        schema: {
          tags,
          summary:
            "Withdraw the link's marketing consent (a consent row, channel 'link'); again: nothing more. 404 unknown, 422 expired",
          ...operationSchema(operations.useOptOut, [404, 422]),
        },
      },
      async (request) =>
        ok(
          { optOut: await useOptOut(db, request.params.token, now()) },
          { message: translate(request.ctx.lang, 'optOut.done') },
        ),
    );
  };
}
