import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/** 256 random bits; only their SHA-256 is stored, so the sessions table cannot be replayed. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: number,
  device: { deviceType?: string | undefined; deviceId?: string | null | undefined },
  days: number,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: tokenHash(token),
    deviceType: device.deviceType ?? null,
    deviceId: device.deviceId ?? null,
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  return token;
}

/** The user of a live session (not revoked, not expired), or null. */
export function createSessionResolver(db: Db) {
  return async (token: string): Promise<number | null> => {
    const [row] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, tokenHash(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    return row?.userId ?? null;
  };
}

export async function revokeSession(db: Db, token: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.revokedAt)));
}

/** After a password change or reset: every other session of the user ends. */
export async function revokeOtherSessions(db: Db, userId: number, keepToken: string | null) {
  const others = keepToken ? ne(sessions.tokenHash, tokenHash(keepToken)) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}
