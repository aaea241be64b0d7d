import { branchDeliveryInPounds, maxHolidays, operations, translate } from '@store/contract';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { branchDeliveryColumns, branchDeliveryOf } from '../branches/index.ts';
import { notifyCatalogueChange } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { branches, branchTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from './staff-routes.ts';
import { seesBranch } from './staff-rules.ts';

/**
 * A branch's delivery settings (docs/decisions/0072): its charge, free-delivery amount, minimum
 * order, ways of paying and opening hours. Read by the branch's staff, changed by its managers and
 * admins (another branch is a 404). Every cart, checkout and branch answer reads the branch row
 * itself, so a change is on every instance at the next request; the guests' shared pages (home,
 * which names the branch) are forgotten on every instance through the catalogue's NOTIFY.
 */
export function staffBranchDeliveryRoutes(options: { db: Db; minimumOrder: number }) {
  const { db, minimumOrder } = options;

  async function branchNamed(tx: Db, branchId: number, lang: 'en' | 'ar', lock: boolean) {
    const query = tx
      .select({ id: branches.id, name: branchTranslations.name, ...branchDeliveryColumns })
      .from(branches)
      .innerJoin(branchTranslations, inLang(branchTranslations, branches.id, lang))
      .where(eq(branches.id, branchId));
    const [row] = await (lock ? query.for('update', { of: branches }) : query);
    if (!row) throw notFound('error.branchNotFound');
    return { branch: { id: row.id, name: row.name }, delivery: branchDeliveryOf(row, minimumOrder) };
  }

  return async (app: ApiInstance) => {
    app.get(
      '/staff/branches/:id/delivery',
      {
        config: { staffAction: 'branches.read' },
        schema: {
          tags: ['staff'],
          summary: "A branch's delivery settings: charge, free from, minimum order, payment types, hours",
          ...operationSchema(operations.staffBranchDelivery, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const branchId = request.params.id;
        if (!seesBranch(member, branchId)) throw notFound('error.branchNotFound');
        const { branch, delivery } = await branchNamed(db, branchId, request.ctx.lang, false);
        return ok({ branch, delivery: branchDeliveryInPounds(delivery) }, { item: branchId });
      },
    );

    app.post(
      '/staff/branches/:id/delivery',
      {
        config: { staffAction: 'branches.settings' },
        schema: {
          tags: ['staff'],
          summary: "Change a branch's delivery settings (orders already placed keep their charge)",
          ...operationSchema(operations.staffSetBranchDelivery, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const branchId = request.params.id;
        if (!seesBranch(member, branchId)) throw notFound('error.branchNotFound');
        const saved = await db.transaction(async (tx) => {
          const { branch, delivery: before } = await branchNamed(tx, branchId, request.ctx.lang, true);
          // A client that does not send the promise leaves it as it is (docs/decisions/0088).
          const after = {
            ...request.body,
            deliveryPromiseMinutes:
              request.body.deliveryPromiseMinutes === undefined
                ? before.deliveryPromiseMinutes
                : request.body.deliveryPromiseMinutes,
          };
          await tx
            .update(branches)
            .set({
              deliveryCharge: after.deliveryCharge,
              freeDeliveryFrom: after.freeDeliveryFrom,
              minimumOrder: after.minimumOrder,
              paymentTypeIds: after.paymentTypeIds,
              openingHours: after.openingHours,
              deliveryPromiseMinutes: after.deliveryPromiseMinutes,
            })
            .where(eq(branches.id, branchId));
          await writeAudit(tx, {
            staffId: member.id,
            action: 'branch.delivery',
            entity: 'branch',
            entityId: branchId,
            before,
            after,
            at: new Date(),
          });
          // Guests' shared pages name the branch (home): every instance forgets them on commit.
          await notifyCatalogueChange(tx, { branchId, productId: 0 });
          return { branch, delivery: { ...after, holidays: before.holidays } };
        });
        return ok(
          { branch: saved.branch, delivery: branchDeliveryInPounds(saved.delivery) },
          { item: branchId, message: translate(request.ctx.lang, 'branchDelivery.saved') },
        );
      },
    );

    /**
     * A holiday (the branch closed all day, docs/decisions/0072) added or removed, one day at a
     * time: under the row's lock, audited (`branch.holiday`) with the list before and after. Adding
     * a day already kept, or removing one not kept, changes nothing and is answered the same.
     */
    for (const [path, operation, change] of [
      ['/staff/branches/:id/holidays', operations.staffAddBranchHoliday, 'add'],
      ['/staff/branches/:id/holidays/remove', operations.staffRemoveBranchHoliday, 'remove'],
    ] as const) {
      app.post(
        path,
        {
          config: { staffAction: 'branches.settings' },
          schema: {
            tags: ['staff'],
            summary:
              change === 'add'
                ? 'Add a holiday to a branch (closed all day: no instant or scheduled orders)'
                : "Remove a holiday from a branch's list",
            ...operationSchema(operation, [401, 403, 404, 422]),
          },
        },
        async (request) => {
          const member = signedIn(request);
          const branchId = request.params.id;
          if (!seesBranch(member, branchId)) throw notFound('error.branchNotFound');
          const { date } = request.body;
          const saved = await db.transaction(async (tx) => {
            const { branch, delivery } = await branchNamed(tx, branchId, request.ctx.lang, true);
            const before = delivery.holidays;
            const after =
              change === 'add'
                ? [...new Set([...before, date])].sort()
                : before.filter((day) => day !== date);
            if (after.length > maxHolidays)
              throw new ApiError(422, 'branchHolidays.tooMany', { count: maxHolidays }, [
                'branchHolidays.tooMany',
              ]);
            if (after.join() !== before.join()) {
              await tx.update(branches).set({ holidays: after }).where(eq(branches.id, branchId));
              await writeAudit(tx, {
                staffId: member.id,
                action: 'branch.holiday',
                entity: 'branch',
                entityId: branchId,
                before: { holidays: before },
                after: { holidays: after },
                at: new Date(),
              });
            }
            return { branch, delivery: { ...delivery, holidays: after } };
          });
          return ok(
            { branch: saved.branch, delivery: branchDeliveryInPounds(saved.delivery) },
            {
              item: branchId,
              message: translate(
                request.ctx.lang,
                change === 'add' ? 'branchHolidays.added' : 'branchHolidays.removed',
              ),
            },
          );
        },
      );
    }
  };
}
