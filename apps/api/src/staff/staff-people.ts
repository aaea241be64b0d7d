import { randomBytes } from 'node:crypto';
import {
  assignmentProblem,
  type Lang,
  mayManageMember,
  type StaffAccount,
  type StaffAccountBody,
  type StaffRole,
  seesMember,
  translate,
} from '@store/contract';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import { hashPassword, newToken, tokenHash } from '../accounts/index.ts';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { branches, staff, staffBranches, staffPasswordLinks } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { MessageSender } from '../messaging/index.ts';
import { isDemoStaffPassword, type StaffMember } from './staff-rules.ts';
import { revokeAllStaffSessions } from './staff-sessions.ts';

/** How long a set-password link lives: a day is enough to open an e-mail, short enough to matter little if leaked. */
export const passwordLinkHours = 24;

export interface PeopleDeps {
  db: Db;
  email: MessageSender;
  /** The store's public origin for the e-mailed link (null: the link is a path, as in tests). */
  publicUrl: string | null;
  storeMode: 'demo' | 'production';
  now?: () => Date;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const problem = (key: Parameters<typeof translate>[1]) => new ApiError(422, key, {}, [key]);

async function branchesOf(db: Db | Tx, ids: readonly number[]): Promise<Map<number, number[]>> {
  const rows = ids.length
    ? await db
        .select({ staffId: staffBranches.staffId, branchId: staffBranches.branchId })
        .from(staffBranches)
        .where(inArray(staffBranches.staffId, [...ids]))
        .orderBy(asc(staffBranches.branchId))
    : [];
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(row.staffId, [...(map.get(row.staffId) ?? []), row.branchId]);
  return map;
}

function toAccount(row: typeof staff.$inferSelect, branchIds: number[]): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StaffRole,
    branchIds,
    disabled: row.disabledAt !== null,
    authenticator: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    licenceNumber: row.licenceNumber,
  };
}

/** What the audit log keeps of an account: never its password hash nor its authenticator secret. */
const auditView = (account: StaffAccount) => ({
  name: account.name,
  email: account.email,
  role: account.role,
  branchIds: account.branchIds,
  disabled: account.disabled,
  authenticator: account.authenticator,
  licenceNumber: account.licenceNumber ?? null,
});

export function createPeople(deps: PeopleDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function readAccount(tx: Db | Tx, id: number, lock = false): Promise<StaffAccount | null> {
    const query = tx.select().from(staff).where(eq(staff.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) return null;
    return toAccount(row, (await branchesOf(tx, [id])).get(id) ?? []);
  }

  /** The account if the actor may change it; someone else's (outside their lists) is a 404, one they only see a 403. */
  async function managed(tx: Db | Tx, actor: StaffMember, id: number): Promise<StaffAccount> {
    const account = await readAccount(tx, id, tx !== db);
    if (!account || !seesMember(actor, account)) throw notFound('staff.notFound');
    if (!mayManageMember(actor, account)) throw new ApiError(403, 'staff.forbidden');
    return account;
  }

  async function checkBranchesExist(tx: Db | Tx, branchIds: readonly number[]) {
    if (branchIds.length === 0) return;
    const found = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(inArray(branches.id, [...branchIds]));
    if (found.length !== new Set(branchIds).size) throw problem('error.branchNotFound');
  }

  function checkAssignment(actor: StaffMember, wanted: { role: StaffRole; branchIds: readonly number[] }) {
    const reason = assignmentProblem(actor, wanted);
    // A branch that is not the manager's is someone else's: as everywhere in the staff API, a 404.
    if (reason === 'error.branchNotFound') throw notFound(reason);
    if (reason) throw problem(reason);
  }

  /**
   * A new one-time link for the member (older unused ones die), queued in the same transaction so
   * the e-mail goes only if the change commits. Only the token's hash is stored.
   */
  async function sendPasswordLink(
    tx: Tx,
    actor: StaffMember,
    member: { id: number; name: string; email: string },
    lang: Lang,
  ) {
    const at = now();
    await tx
      .update(staffPasswordLinks)
      .set({ usedAt: at })
      .where(and(eq(staffPasswordLinks.staffId, member.id), isNull(staffPasswordLinks.usedAt)));
    const token = newToken();
    await tx.insert(staffPasswordLinks).values({
      staffId: member.id,
      tokenHash: tokenHash(token),
      createdBy: actor.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + passwordLinkHours * 3_600_000),
    });
    const link = `${deps.publicUrl ?? ''}/${lang}/staff/set-password?token=${token}`;
    await deps.email.send(
      {
        channel: 'email',
        to: member.email,
        subject: translate(lang, 'staff.passwordLinkSubject'),
        body: translate(lang, 'staff.passwordLinkEmail', { name: member.name, link }),
      },
      { via: tx },
    );
  }

  return {
    /** Everyone for an admin; a manager, the people of their branches (or of the one asked for). */
    async list(actor: StaffMember, branchIds: readonly number[] | null): Promise<StaffAccount[]> {
      const ids =
        branchIds === null
          ? null
          : (
              await db
                .selectDistinct({ id: staffBranches.staffId })
                .from(staffBranches)
                .where(inArray(staffBranches.branchId, [...branchIds, -1]))
            ).map((row) => row.id);
      const rows = await (ids === null
        ? db.select().from(staff)
        : db
            .select()
            .from(staff)
            .where(inArray(staff.id, [...ids, -1]))
      ).orderBy(asc(staff.name), asc(staff.id));
      const branchMap = await branchesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows
        .map((row) => toAccount(row, branchMap.get(row.id) ?? []))
        .filter((account) => seesMember(actor, account));
    },

    async get(actor: StaffMember, id: number): Promise<StaffAccount> {
      const account = await readAccount(db, id);
      if (!account || !seesMember(actor, account)) throw notFound('staff.notFound');
      return account;
    },

    /** A new account with an unknown password; the member sets theirs from the e-mailed link. Audited. */
    async create(actor: StaffMember, input: StaffAccountBody, lang: Lang): Promise<StaffAccount> {
      checkAssignment(actor, input);
      // Nobody knows this password: the account can log in only once its member sets one.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await db.transaction(async (tx) => {
        await checkBranchesExist(tx, input.branchIds);
        const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, input.email));
        if (taken) throw problem('staff.emailTaken');
        const [row] = await tx
          .insert(staff)
          .values({
            name: input.name,
            email: input.email,
            role: input.role,
            passwordHash,
            licenceNumber: input.licenceNumber ?? null,
          })
          .returning({ id: staff.id });
        const created = row!;
        const branchIds = [...new Set(input.branchIds)];
        if (branchIds.length > 0)
          await tx
            .insert(staffBranches)
            .values(branchIds.map((branchId) => ({ staffId: created.id, branchId })));
        const account = (await readAccount(tx, created.id))!;
        await writeAudit(tx, {
          staffId: actor.id,
          action: 'staff.create',
          entity: 'staff',
          entityId: created.id,
          before: null,
          after: auditView(account),
          at: now(),
        });
        await sendPasswordLink(tx, actor, { id: created.id, name: input.name, email: input.email }, lang);
        return created.id;
      });
      return (await readAccount(db, id))!;
    },

    /** Name, e-mail, role and branches. A role or branch change ends the member's sessions (what they may see changed). */
    async edit(actor: StaffMember, id: number, input: StaffAccountBody): Promise<StaffAccount> {
      await db.transaction(async (tx) => {
        const before = await managed(tx, actor, id);
        checkAssignment(actor, input);
        const branchIds = [...new Set(input.branchIds)].sort((a, b) => a - b);
        const roleChanged = before.role !== input.role;
        if (actor.id === id && roleChanged) throw problem('staff.notYourself');
        await checkBranchesExist(tx, branchIds);
        const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, input.email));
        if (taken && taken.id !== id) throw problem('staff.emailTaken');
        await tx
          .update(staff)
          .set({
            name: input.name,
            email: input.email,
            role: input.role,
            licenceNumber: input.licenceNumber ?? null,
          })
          .where(eq(staff.id, id));
        const branchesChanged = branchIds.join(',') !== before.branchIds.join(',');
        if (branchesChanged) {
          await tx.delete(staffBranches).where(eq(staffBranches.staffId, id));
          if (branchIds.length > 0)
            await tx.insert(staffBranches).values(branchIds.map((branchId) => ({ staffId: id, branchId })));
        }
        if ((roleChanged || branchesChanged) && actor.id !== id) await revokeAllStaffSessions(tx, id);
        const after = (await readAccount(tx, id))!;
        await writeAudit(tx, {
          staffId: actor.id,
          action: 'staff.edit',
          entity: 'staff',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
          at: now(),
        });
      });
      return (await readAccount(db, id))!;
    },

    /** Disabled: no login, every session ends now. Enabled: may log in again (with the password it had). */
    async setDisabled(actor: StaffMember, id: number, disabled: boolean) {
      if (actor.id === id) throw problem('staff.notYourself');
      await db.transaction(async (tx) => {
        const before = await managed(tx, actor, id);
        if (before.disabled === disabled) return;
        const at = now();
        await tx
          .update(staff)
          .set({ disabledAt: disabled ? at : null })
          .where(eq(staff.id, id));
        if (disabled) await revokeAllStaffSessions(tx, id);
        await writeAudit(tx, {
          staffId: actor.id,
          action: disabled ? 'staff.disable' : 'staff.enable',
          entity: 'staff',
          entityId: id,
          before: { disabled: before.disabled },
          after: { disabled },
          at,
        });
      });
    },

    /** E-mails the member a new one-time link; the password they have works until they set the new one. */
    async resetPassword(actor: StaffMember, id: number, lang: Lang): Promise<string> {
      return db.transaction(async (tx) => {
        const member = await managed(tx, actor, id);
        if (member.disabled) throw problem('staff.disabled');
        await sendPasswordLink(tx, actor, member, lang);
        await writeAudit(tx, {
          staffId: actor.id,
          action: 'staff.passwordReset',
          entity: 'staff',
          entityId: id,
          before: null,
          after: { linkSentTo: member.email },
          at: now(),
        });
        return member.email;
      });
    },

    /**
     * A new authenticator secret (enrol, or replace a lost phone's): shown once to the one who asked,
     * to hand to the member. The member's sessions end: they log in again with the new codes.
     */
    async enrolAuthenticator(actor: StaffMember, id: number) {
      const secret = generateSecret();
      const email = await db.transaction(async (tx) => {
        const member = await managed(tx, actor, id);
        await tx.update(staff).set({ totpSecret: secret, totpLastStep: null }).where(eq(staff.id, id));
        if (actor.id !== id) await revokeAllStaffSessions(tx, id);
        await writeAudit(tx, {
          staffId: actor.id,
          action: 'staff.authenticatorEnrol',
          entity: 'staff',
          entityId: id,
          before: { authenticator: member.authenticator },
          after: { authenticator: true },
          at: now(),
        });
        return member.email;
      });
      return { secret, uri: generateURI({ issuer: 'Nile Pharmacy staff', label: email, secret }) };
    },

    async removeAuthenticator(actor: StaffMember, id: number) {
      await db.transaction(async (tx) => {
        const member = await managed(tx, actor, id);
        if (!member.authenticator) return;
        await tx.update(staff).set({ totpSecret: null, totpLastStep: null }).where(eq(staff.id, id));
        await writeAudit(tx, {
          staffId: actor.id,
          action: 'staff.authenticatorRemove',
          entity: 'staff',
          entityId: id,
          before: { authenticator: true },
          after: { authenticator: false },
          at: now(),
        });
      });
    },

    /**
     * The member sets a password from a live link (unused, not expired, account enabled): the link is
     * spent, every session of the member ends, and the audit log says so (the member as the actor).
     */
    async setPassword(token: string, password: string) {
      if (deps.storeMode === 'production' && isDemoStaffPassword(password))
        throw problem('staff.passwordDemo');
      const passwordHash = await hashPassword(password);
      const at = now();
      await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(staffPasswordLinks)
          .set({ usedAt: at })
          .where(
            and(
              eq(staffPasswordLinks.tokenHash, tokenHash(token)),
              isNull(staffPasswordLinks.usedAt),
              gt(staffPasswordLinks.expiresAt, at),
            ),
          )
          .returning({ staffId: staffPasswordLinks.staffId });
        if (!spent) throw problem('staff.passwordLinkInvalid');
        const [member] = await tx
          .update(staff)
          .set({ passwordHash })
          .where(and(eq(staff.id, spent.staffId), isNull(staff.disabledAt)))
          .returning({ id: staff.id });
        if (!member) throw problem('staff.passwordLinkInvalid');
        await revokeAllStaffSessions(tx, member.id);
        await writeAudit(tx, {
          staffId: member.id,
          action: 'staff.passwordSet',
          entity: 'staff',
          entityId: member.id,
          before: null,
          after: { sessionsRevoked: true },
          at,
        });
      });
    },
  };
}

export type People = ReturnType<typeof createPeople>;
