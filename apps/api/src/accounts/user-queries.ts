import { type AccountUser, localPhone, normalizePhone } from '@store/contract';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** What the API shows of a user: never the password hash; the phone in its local form (decision 0073). */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: localPhone(row.phone),
    email: row.email,
    isSocial: row.isSocial,
    phoneVerified: row.phoneVerifiedAt !== null,
  };
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * By e-mail (any case) or phone number (any spelling: `normalizePhone`): what `POST login` calls the
 * username.
 */
export async function findUserByLogin(db: Db, username: string): Promise<UserRow | null> {
  const value = username.trim();
  const phone = normalizePhone(value);
  const [row] = await db
    .select()
    .from(users)
    .where(phone !== null ? eq(users.phone, phone) : eq(users.email, value.toLowerCase()));
  return row ?? null;
}

/** The account whose number this is (its one form, as the phone field answers it). */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Which of the e-mail and phone another account already uses. */
export async function takenContacts(
  db: Db,
  contacts: { email?: string | null; phone?: string | null },
  exceptUserId: number | null = null,
): Promise<{ email: boolean; phone: boolean }> {
  const conditions = [
    contacts.email ? eq(users.email, contacts.email) : undefined,
    contacts.phone ? eq(users.phone, contacts.phone) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return { email: false, phone: false };
  const rows = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(or(...conditions));
  const others = rows.filter((row) => row.id !== exceptUserId);
  return {
    email: others.some((row) => contacts.email && row.email === contacts.email),
    phone: others.some((row) => contacts.phone && row.phone === contacts.phone),
  };
}

/** PostgreSQL's unique violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/**
 * The languages of the accounts that have this e-mail and this phone (null: none has it), in one
 * query whatever the answer, so a sign-up does the same work for taken and free contacts.
 */
export async function contactOwners(
  db: Db,
  contacts: { email: string; phone: string },
): Promise<{ email: 'en' | 'ar' | null; phone: 'en' | 'ar' | null }> {
  const rows = await db
    .select({ email: users.email, phone: users.phone, lang: users.lang })
    .from(users)
    .where(or(eq(users.email, contacts.email), eq(users.phone, contacts.phone)));
  const langOf = (row: { lang: string } | undefined) => (row ? (row.lang === 'ar' ? 'ar' : 'en') : null);
  return {
    email: langOf(rows.find((row) => row.email === contacts.email)),
    phone: langOf(rows.find((row) => row.phone === contacts.phone)),
  };
}
