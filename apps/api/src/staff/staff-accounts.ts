import { type StaffRole, staffRoles } from '@store/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { verify as verifyTotp } from 'otplib';
import { type AccountLimits, hashPassword, loginDelaySeconds, verifyPassword } from '../accounts/index.ts';
import type { Db } from '../db/client.ts';
import { staff, staffBranches } from '../db/schema.ts';
import { ApiError, throttled } from '../http/envelope.ts';
import { isDemoStaffPassword } from './staff-rules.ts';
import { createStaffSession, staffBranchIds } from './staff-sessions.ts';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  branchIds: number[];
  password: string;
  totpSecret?: string | null;
}

export class StaffAccountError extends Error {}

/**
 * Creates a staff account (the `staff:create` script, the demo seed). In production mode the
 * README's demo passwords are refused, and so are short ones.
 */
export async function createStaffAccount(
  db: Db,
  input: NewStaff,
  options: { storeMode: 'demo' | 'production' },
): Promise<{ id: number }> {
  if (!(staffRoles as readonly string[]).includes(input.role))
    throw new StaffAccountError(`role must be one of ${staffRoles.join(', ')}`);
  if (input.password.length < 12)
    throw new StaffAccountError('the password must have at least 12 characters');
  if (options.storeMode === 'production' && isDemoStaffPassword(input.password))
    throw new StaffAccountError('the demo passwords of the README cannot be used in production');
  // Admins and the data protection officer work for the whole store (docs/decisions/0081).
  if (input.role !== 'admin' && input.role !== 'dpo' && input.branchIds.length === 0)
    throw new StaffAccountError(
      'a staff member who is not an admin or a data protection officer needs at least one branch',
    );
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash,
        totpSecret: input.totpSecret ?? null,
      })
      .returning({ id: staff.id });
    if (!row) throw new StaffAccountError('the account was not created');
    if (input.branchIds.length > 0)
      await tx
        .insert(staffBranches)
        .values(input.branchIds.map((branchId) => ({ staffId: row.id, branchId })));
    return row;
  });
}

/**
 * Marks an authenticator code's time step used: one conditional update, so of two logins with the
 * same code (on one instance or two) only one wins, and a code seen once is never taken again.
 */
async function spendTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

const loginFailed = () => new ApiError(422, 'staff.loginFailed', {}, ['staff.loginFailed']);

/** Staff login (the console's account changes: staff-people.ts). */
export function createStaffAccounts(deps: { db: Db; limits: AccountLimits; sessionHours: number }) {
  const { db, limits } = deps;

  /**
   * The customers' lock-out, on the same shared counters under staff keys (decision 0016): one
   * check at a time per account, free tries, then a doubling wait. The check answers 'ok', 'wrong'
   * or 'needsCode' (right password, no authenticator code yet: not a failure).
   */
  async function checkInTurn(key: string, check: () => Promise<'ok' | 'wrong' | 'needsCode'>) {
    const wait = await limits.loginTurn.take(key);
    if (wait > 0) throw throttled(wait);
    let result: 'ok' | 'wrong' | 'needsCode';
    try {
      result = await check();
    } catch (error) {
      await limits.loginTurn.reset(key);
      throw error;
    }
    if (result === 'ok') await Promise.all([limits.loginTurn.reset(key), limits.loginFailures.reset(key)]);
    else if (result === 'needsCode') await limits.loginTurn.reset(key);
    else {
      const delay = loginDelaySeconds(await limits.loginFailures.count(key));
      await (delay > 0 ? limits.loginTurn.block(key, delay) : limits.loginTurn.reset(key));
    }
    return result;
  }

  return {
    async login(input: { email: string; password: string; totp?: string | undefined }, ip: string) {
      const email = input.email.trim().toLowerCase();
      const ipWait = await limits.loginByIp.wait(ip);
      if (ipWait > 0) throw throttled(ipWait);
      const [account] = await db.select().from(staff).where(eq(staff.email, email));
      const key = account ? `staff:${account.id}` : `staff-name:${email}`;
      const result = await checkInTurn(key, async () => {
        // A missing or disabled account still costs one argon2 check: timing tells nothing.
        const right = await verifyPassword(account?.passwordHash ?? null, input.password);
        if (!right || !account || account.disabledAt !== null) return 'wrong';
        if (!account.totpSecret) return 'ok';
        if (!input.totp) return 'needsCode';
        const code = await verifyTotp({
          secret: account.totpSecret,
          token: input.totp,
          epochTolerance: 30,
          ...(account.totpLastStep !== null ? { afterTimeStep: account.totpLastStep } : {}),
        }).catch(() => ({ valid: false as const }));
        if (!code.valid || !('timeStep' in code)) return 'wrong';
        return (await spendTotpStep(db, account.id, code.timeStep)) ? 'ok' : 'wrong';
      });
      if (result === 'needsCode') throw new ApiError(422, 'staff.totpRequired', {}, ['staff.totpRequired']);
      if (result === 'wrong' || !account) {
        await limits.loginByIp.take(ip);
        throw loginFailed();
      }
      const session = await createStaffSession(db, account.id, deps.sessionHours);
      return {
        ...session,
        staff: {
          id: account.id,
          name: account.name,
          role: account.role as StaffRole,
          branchIds: await staffBranchIds(db, account.id),
        },
      };
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
