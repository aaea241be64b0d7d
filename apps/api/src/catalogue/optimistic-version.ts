import type { MessageKey } from '@store/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, staffAuditLog } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * The catalogue editors' optimistic version (docs/decisions/0052, 0071): each edit carries the
 * version it started from; an older one is refused with 409 naming who saved since and which groups
 * of fields differ from the row as it was at that version, read from the audit log's `before`
 * (every edit writes `{version, ...fields}` there). Nothing is overwritten.
 */

/** The groups of fields a conflict names, each with its message. */
export type FieldGroups<Snapshot> = readonly (readonly [MessageKey, readonly (keyof Snapshot)[]])[];

/** The message keys of the groups whose fields differ (pure). */
export function changedGroupsOf<Snapshot>(
  groups: FieldGroups<Snapshot>,
  before: Snapshot,
  after: Snapshot,
): MessageKey[] {
  return groups
    .filter(([, fields]) =>
      fields.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])),
    )
    .map(([key]) => key);
}

/** 409: who saved `entity` `id` since `version` and what differs from it as it was then. */
export async function staleVersion<Snapshot>(
  tx: Db,
  edit: {
    entity: string;
    id: number;
    version: number;
    current: Snapshot;
    groups: FieldGroups<Snapshot>;
    message: MessageKey;
  },
): Promise<ApiError> {
  const edits = await tx
    .select({ before: staffAuditLog.before, name: staff.name })
    .from(staffAuditLog)
    .innerJoin(staff, eq(staff.id, staffAuditLog.staffId))
    .where(
      and(
        eq(staffAuditLog.entity, edit.entity),
        eq(staffAuditLog.entityId, edit.id),
        sql`(${staffAuditLog.before} ->> 'version')::int >= ${edit.version}`,
      ),
    )
    .orderBy(asc(staffAuditLog.id));
  const seen = (edits[0]?.before as Snapshot | undefined) ?? edit.current;
  return new ApiError(
    409,
    edit.message,
    { name: edits.at(-1)?.name ?? 'staffCatalogue.someone' },
    changedGroupsOf(edit.groups, seen, edit.current),
  );
}
