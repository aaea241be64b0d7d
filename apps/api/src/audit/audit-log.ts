import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, staffAuditLog } from '../db/schema.ts';

export interface AuditEntry {
  staffId: number;
  action: string;
  entity: string;
  entityId: number;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Written by the caller inside the transaction of the change it describes. */
export async function writeAudit(db: Db, entry: AuditEntry) {
  await db.insert(staffAuditLog).values(entry);
}

export const auditPageSize = 50;

export async function listAudit(
  db: Db,
  filter: { entity?: string | undefined; entityId?: number | undefined; page: number },
) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(staffAuditLog.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(staffAuditLog.entityId, filter.entityId));
  const rows = await db
    .select({ entry: staffAuditLog, staffName: staff.name })
    .from(staffAuditLog)
    .innerJoin(staff, eq(staff.id, staffAuditLog.staffId))
    .where(and(...conditions))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(auditPageSize)
    .offset((filter.page - 1) * auditPageSize);
  return rows.map(({ entry, staffName }) => ({
    id: entry.id,
    staffId: entry.staffId,
    staffName,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    at: entry.at.toISOString(),
  }));
}
