import { operations, translate } from '@store/contract';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { branchZones, otherBranchZones, replaceBranchZones } from '../branches/index.ts';
import type { Db } from '../db/client.ts';
import { branches, branchTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from './staff-routes.ts';
import { seesBranch } from './staff-rules.ts';

/**
 * A branch's delivery zones (docs/decisions/0087), on their own screen beside its delivery
 * settings: read by the branch's staff, drawn by its managers and admins (another branch is a 404).
 * Saving replaces the branch's zones in one transaction, under the branch row's lock, audited
 * (`branch.zones`) with the zones before and after. Nothing is kept in memory: every nearest-branch
 * answer reads the zones, so a saved zone is on every instance at the next request.
 */
export function staffBranchZoneRoutes(options: { db: Db }) {
  const { db } = options;

  async function branchNamed(tx: Db, branchId: number, lang: 'en' | 'ar', lock: boolean) {
    const query = tx
      .select({
        id: branches.id,
        name: branchTranslations.name,
        latitude: branches.latitude,
        longitude: branches.longitude,
      })
      .from(branches)
      .innerJoin(branchTranslations, inLang(branchTranslations, branches.id, lang))
      .where(eq(branches.id, branchId));
    const [row] = await (lock ? query.for('update', { of: branches }) : query);
    if (!row) throw notFound('error.branchNotFound');
    return {
      id: row.id,
      name: row.name,
      location:
        row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    };
  }

  return async (app: ApiInstance) => {
    app.get(
      '/staff/branches/:id/zones',
      {
        config: { staffAction: 'branches.read' },
        schema: {
          tags: ['staff'],
          summary:
            "A branch's delivery zones (GeoJSON polygons), with the other branches' to draw under them",
          ...operationSchema(operations.staffBranchZones, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const branchId = request.params.id;
        if (!seesBranch(member, branchId)) throw notFound('error.branchNotFound');
        const lang = request.ctx.lang;
        const branch = await branchNamed(db, branchId, lang, false);
        const [zones, others] = await Promise.all([
          branchZones(db, branchId),
          otherBranchZones(db, lang, branchId),
        ]);
        return ok({ branch, zones, others }, { item: branchId });
      },
    );

    app.post(
      '/staff/branches/:id/zones',
      {
        config: { staffAction: 'branches.settings' },
        schema: {
          tags: ['staff'],
          summary: "Replace a branch's delivery zones (placed orders keep their branch)",
          ...operationSchema(operations.staffSetBranchZones, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const branchId = request.params.id;
        if (!seesBranch(member, branchId)) throw notFound('error.branchNotFound');
        const lang = request.ctx.lang;
        const { zones } = request.body;
        const branch = await db.transaction(async (tx) => {
          const branch = await branchNamed(tx, branchId, lang, true);
          const before = await branchZones(tx, branchId);
          await replaceBranchZones(tx, branchId, zones);
          await writeAudit(tx, {
            staffId: member.id,
            action: 'branch.zones',
            entity: 'branch',
            entityId: branchId,
            before: { zones: before.map(({ name, polygon }) => ({ name, polygon })) },
            after: { zones },
            at: new Date(),
          });
          return branch;
        });
        const [saved, others] = await Promise.all([
          branchZones(db, branchId),
          otherBranchZones(db, lang, branchId),
        ]);
        return ok(
          { branch, zones: saved, others },
          { item: branchId, message: translate(lang, 'zone.saved') },
        );
      },
    );
  };
}
