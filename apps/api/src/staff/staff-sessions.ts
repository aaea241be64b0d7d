import type { StaffRole } from '@store/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { newToken, tokenHash } from '../accounts/index.ts';
import type { Db } from '../db/client.ts';
import { staff, staffBranches, staffSessions } from '../db/schema.ts';

/** A staff member as every staff request sees them. */
export interface SignedInStaff {
  id: number;
  name: string;
  role: StaffRole;
  branchIds: number[];
  /** The bearer token as sent (for logout). */
  token: string;
}

/** The same 256-bit tokens as customers' (only the SHA-256 is kept), in their own table. */
export async function createStaffSession(db: Db, staffId: number, hours: number, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await db.insert(staffSessions).values({ staffId, tokenHash: tokenHash(token), expiresAt });
  return { token, expiresAt };
}

export async function staffBranchIds(db: Db, staffId: number): Promise<number[]> {
  const rows = await db
    .select({ branchId: staffBranches.branchId })
    .from(staffBranches)
    .where(eq(staffBranches.staffId, staffId))
    .orderBy(staffBranches.branchId);
  return rows.map((row) => row.branchId);
}

/**
 * The staff member of a live session: not revoked, not expired, and the account not disabled
 * (disabling also revokes the sessions; checking both means no window between the two writes).
 */
export async function resolveStaffSession(db: Db, token: string): Promise<SignedInStaff | null> {
  const [row] = await db
    .select({ id: staff.id, name: staff.name, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date()),
        isNull(staff.disabledAt),
      ),
    );
  if (!row) return null;
  return { ...row, role: row.role as StaffRole, branchIds: await staffBranchIds(db, row.id), token };
}

export async function revokeStaffSession(db: Db, token: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), isNull(staffSessions.revokedAt)));
}

export async function revokeAllStaffSessions(db: Db, staffId: number) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
