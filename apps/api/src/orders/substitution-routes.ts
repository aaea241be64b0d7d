import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { findOrder } from './order-queries.ts';
import { chooseSubstitutes, orderAlternatives, type SubstitutionDeps } from './substitutions.ts';

const tags = ['orders'];

/** The customer's side of substitutions (docs/decisions/0020); the staff console asks for them. */
export async function substitutionRoutes(
  app: ApiInstance,
  { db, substitutions }: { db: Db; substitutions: SubstitutionDeps },
) {
  usersOnly(app);

  app.get(
    '/orders/:id/alternatives',
    {
      schema: {
        tags,
        summary:
          'Items of the order waiting for a substitute, with the substitutes offered and the deadline ' +
          '(`Items` is empty when none waits)',
        ...operationSchema(operations.orderAlternatives, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await orderAlternatives(db, userId, request.params.id, request.ctx.lang));
    },
  );

  app.post(
    '/orders/:id/alternatives',
    {
      schema: {
        tags,
        summary:
          'Answer a substitution request: `{items: [{id, alternativeId}]}` for every waiting item, ' +
          '`alternativeId` one of its offered substitutes or null (remove the item). Totals are worked ' +
          'out again; an online payment is refunded the difference or the extra is collected on delivery',
        ...operationSchema(operations.chooseAlternatives, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const orderId = request.params.id;
      const lang = request.ctx.lang;
      await chooseSubstitutes(db, { orderId, userId, lang, items: request.body.items }, substitutions);
      const order = await findOrder(db, userId, orderId, lang, {
        policy: substitutions.policy,
        now: new Date(),
      });
      return ok({ order: order! }, { item: orderId, message: translate(lang, 'substitution.saved') });
    },
  );
}
