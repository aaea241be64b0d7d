import { boardTimersOf, operations, translate } from '@store/contract';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { branches } from '../db/schema.ts';
import { notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from './staff-routes.ts';
import { seesBranch } from './staff-rules.ts';

/**
 * A branch's board timers (docs/decisions/0064): when each stage's cards turn amber and red. Its
 * managers and admins set them; every console reads them with the branches (`/staff/me`), so a
 * change shows on every instance at the next page. Registered inside `staffRoutes` (guard, matrix).
 */
export function staffBoardTimerRoutes(options: { db: Db }) {
  const { db } = options;
  return async (app: ApiInstance) => {
    app.post(
      '/staff/branches/:id/board-timers',
      {
        config: { staffAction: 'branches.settings' },
        schema: {
          tags: ['staff'],
          summary: "A branch's board timers: minutes at each stage before a card turns amber, then red",
          ...operationSchema(operations.staffSetBoardTimers, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const branchId = request.params.id;
        if (!seesBranch(member, branchId)) throw notFound('error.branchNotFound');
        const boardTimers = await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ boardTimers: branches.boardTimers })
            .from(branches)
            .where(eq(branches.id, branchId))
            .for('update');
          if (!row) throw notFound('error.branchNotFound');
          const before = boardTimersOf(row.boardTimers);
          const after = request.body;
          await tx.update(branches).set({ boardTimers: after }).where(eq(branches.id, branchId));
          await writeAudit(tx, {
            staffId: member.id,
            action: 'branch.board_timers',
            entity: 'branch',
            entityId: branchId,
            before,
            after,
            at: new Date(),
          });
          return after;
        });
        return ok(
          { boardTimers },
          { item: branchId, message: translate(request.ctx.lang, 'staff.boardTimersSaved') },
        );
      },
    );
  };
}
