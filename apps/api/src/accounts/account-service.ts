import { type AccountUser, type Lang, type MessageKey, type Provider, translate } from '@store/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { carryGuestBranch } from '../branches/index.ts';
import type { Db } from '../db/client.ts';
import { userIdentities, users, verificationCodes } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { Messaging } from '../messaging/index.ts';
import type { AccountLimits } from './account-limits.ts';
import { type IdentityProvider, ProviderRejected } from './identity-providers.ts';
import {
  type CodePurpose,
  checkCode,
  codeRules,
  hashCode,
  newCode,
  resendWaitSeconds,
} from './one-time-codes.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createSession, revokeOtherSessions, revokeSession } from './session-tokens.ts';
import {
  findUser,
  findUserByEmail,
  findUserByLogin,
  isUniqueViolation,
  takenContacts,
  toAccountUser,
  type UserRow,
} from './user-queries.ts';

export interface AccountDeps {
  db: Db;
  messaging: Messaging;
  providers: Partial<Record<Provider, IdentityProvider>>;
  /** Keys the HMAC of stored codes. */
  codeSecret: string;
  sessionDays: number;
  limits: AccountLimits;
  log: FastifyBaseLogger;
}

/** Who is calling: language for messages, device for the session and branch carry-over, IP for limits. */
export interface Caller {
  lang: Lang;
  ip: string;
  deviceId: string | null;
  deviceType?: string | undefined;
}

export interface SessionResult {
  user: AccountUser;
  token: string;
}

function throttled(seconds: number, key: MessageKey = 'error.rateLimited'): ApiError {
  return new ApiError(429, key, { seconds });
}

function duplicateError(taken: { email: boolean; phone: boolean }): ApiError {
  const validation: MessageKey[] = [];
  if (taken.email) validation.push('account.emailTaken');
  if (taken.phone) validation.push('account.phoneTaken');
  return new ApiError(422, validation[0]!, {}, validation);
}

export function createAccountService(deps: AccountDeps) {
  const { db, log, limits } = deps;

  async function startSession(user: UserRow, caller: Caller): Promise<SessionResult> {
    await carryGuestBranch(db, caller.deviceId, user.id);
    const token = await createSession(db, user.id, caller, deps.sessionDays);
    return { user: toAccountUser(user), token };
  }

  /** Stores a new code (the older ones of the same kind stop counting) and returns it with its row id. */
  async function issueCode(purpose: CodePurpose, userId: number | null, sentTo: string) {
    const code = newCode();
    const [row] = await db
      .insert(verificationCodes)
      .values({
        purpose,
        userId,
        sentTo,
        codeHash: hashCode(deps.codeSecret, purpose, sentTo, code),
        expiresAt: new Date(Date.now() + codeRules.ttlMs),
      })
      .returning({ id: verificationCodes.id });
    return { id: row!.id, code };
  }

  /** Delivery problems are logged, not shown: the code can be sent again, and nothing is lost. */
  async function deliver(
    channel: 'sms' | 'email',
    to: string,
    subject: string | undefined,
    body: string,
    code: string,
  ) {
    try {
      await deps.messaging[channel].send({ channel, to, subject, body, code });
    } catch (error) {
      log.error({ err: error, channel }, 'could not send a code');
    }
  }

  async function sendPhoneCode(user: UserRow, phone: string, lang: Lang) {
    const { code } = await issueCode('phone', user.id, phone);
    await deliver('sms', phone, undefined, translate(lang, 'code.phoneSms', { code }), code);
  }

  /**
   * Checks a code row for its owner. A wrong try is counted in its own statement before the answer,
   * so the count survives the error the caller raises.
   */
  async function consumeCode(
    purpose: CodePurpose,
    row: typeof verificationCodes.$inferSelect | undefined,
    code: string,
    ip: string,
  ) {
    const wait = limits.codeTriesByIp.wait(ip);
    if (wait > 0) throw throttled(wait);
    if (!row) {
      limits.codeTriesByIp.take(ip);
      throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
    }
    const now = new Date();
    const verdict = checkCode(row, hashCode(deps.codeSecret, purpose, row.sentTo, code), now);
    if (verdict === 'locked') throw new ApiError(429, 'code.tooManyTries');
    if (verdict === 'wrong') {
      limits.codeTriesByIp.take(ip);
      await db
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
    }
    if (verdict !== 'ok') throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
    // Single use, even when two requests race with the right code.
    const [used] = await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (!used) throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
  }

  async function latestPhoneCode(userId: number) {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'phone')))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return row;
  }

  function checkSendAllowance(ip: string) {
    const wait = limits.sendsByIp.take(ip);
    if (wait > 0) throw throttled(wait);
  }

  return {
    async register(
      input: { first_name: string; last_name: string; phone: string; email: string; password: string },
      caller: Caller,
    ): Promise<SessionResult> {
      const taken = await takenContacts(db, input);
      if (taken.email || taken.phone) throw duplicateError(taken);
      checkSendAllowance(caller.ip);
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        [user] = (await db
          .insert(users)
          .values({
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            lang: caller.lang,
          })
          .returning()) as [UserRow];
      } catch (error) {
        // Two sign-ups with the same e-mail or phone at once: the unique index decides.
        if (isUniqueViolation(error)) throw duplicateError(await takenContacts(db, input));
        throw error;
      }
      await sendPhoneCode(user, input.phone, caller.lang);
      return startSession(user, caller);
    },

    async login(input: { username: string; password: string }, caller: Caller): Promise<SessionResult> {
      const account = input.username.trim().toLowerCase();
      const wait = Math.max(limits.loginByAccount.wait(account), limits.loginByIp.wait(caller.ip));
      if (wait > 0) throw throttled(wait);
      const user = await findUserByLogin(db, account);
      if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
        limits.loginByAccount.take(account);
        limits.loginByIp.take(caller.ip);
        throw new ApiError(422, 'account.loginFailed', {}, ['account.loginFailed']);
      }
      limits.loginByAccount.reset(account);
      return startSession(user, caller);
    },

    async logout(token: string) {
      await revokeSession(db, token);
    },

    /** A Google or Facebook sign-in: links or creates the account; `needsPhone` means code 105. */
    async providerLogin(
      input: { from: Provider; token: string },
      caller: Caller,
    ): Promise<SessionResult & { needsPhone: boolean }> {
      const provider = deps.providers[input.from];
      if (!provider) {
        throw new ApiError(422, 'account.providerUnavailable', { provider: input.from }, [
          'account.providerUnavailable',
        ]);
      }
      const wait = limits.loginByIp.wait(caller.ip);
      if (wait > 0) throw throttled(wait);
      let profile: Awaited<ReturnType<IdentityProvider['verify']>>;
      try {
        profile = await provider.verify(input.token);
      } catch (error) {
        if (!(error instanceof ProviderRejected)) throw error;
        limits.loginByIp.take(caller.ip);
        log.info({ reason: error.message }, 'provider sign-in rejected');
        throw new ApiError(422, 'account.providerFailed', {}, ['account.providerFailed']);
      }
      const user = await db.transaction(async (tx) => {
        const [linked] = await tx
          .select({ user: users })
          .from(userIdentities)
          .innerJoin(users, eq(users.id, userIdentities.userId))
          .where(and(eq(userIdentities.provider, input.from), eq(userIdentities.subject, profile.subject)));
        if (linked) return linked.user;
        // A provider that vouches for the e-mail may sign in to the account that uses it.
        const [byEmail] =
          profile.email && profile.emailVerified
            ? await tx.select().from(users).where(eq(users.email, profile.email))
            : [];
        const [owner] = byEmail
          ? [byEmail]
          : await tx
              .insert(users)
              .values({
                firstName: profile.firstName.slice(0, 100),
                lastName: profile.lastName.slice(0, 100),
                email: profile.email && profile.emailVerified ? profile.email : null,
                isSocial: true,
                lang: caller.lang,
              })
              .returning();
        await tx
          .insert(userIdentities)
          .values({ provider: input.from, subject: profile.subject, userId: owner!.id });
        return owner!;
      });
      const session = await startSession(user, caller);
      return { ...session, needsPhone: user.phoneVerifiedAt === null };
    },

    async verifyPhone(input: { user_id: number; code: string }, caller: Caller): Promise<AccountUser> {
      const user = await findUser(db, input.user_id);
      if (!user) {
        // Probing ids counts as guessing too.
        if (limits.codeTriesByIp.take(caller.ip) > 0) throw throttled(limits.codeTriesByIp.wait(caller.ip));
        throw notFound();
      }
      await consumeCode('phone', await latestPhoneCode(user.id), input.code, caller.ip);
      const [verified] = await db
        .update(users)
        .set({ phoneVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return toAccountUser(verified!);
    },

    /**
     * Sends a new phone code. With `phone` (an account without a verified number, signed in as
     * itself) the number is set first.
     */
    async resendCode(
      input: { user_id: number; phone?: string | undefined },
      caller: Caller & { userId: number | null },
    ): Promise<void> {
      let user = await findUser(db, input.user_id);
      if (!user) throw notFound();
      if (user.phoneVerifiedAt)
        throw new ApiError(422, 'phone.alreadyVerified', {}, ['phone.alreadyVerified']);
      const wait = resendWaitSeconds((await latestPhoneCode(user.id))?.createdAt ?? null, new Date());
      if (wait > 0) throw new ApiError(429, 'code.wait', { seconds: wait });
      if (input.phone !== undefined && input.phone !== user.phone) {
        if (caller.userId !== user.id) throw new ApiError(401, 'error.loginFirst');
        const taken = await takenContacts(db, { phone: input.phone }, user.id);
        if (taken.phone) throw duplicateError(taken);
        try {
          [user] = (await db
            .update(users)
            .set({ phone: input.phone, updatedAt: new Date() })
            .where(eq(users.id, user.id))
            .returning()) as [UserRow];
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateError({ email: false, phone: true });
          throw error;
        }
      }
      if (!user.phone) throw new ApiError(422, 'phone.required', {}, ['phone.required']);
      checkSendAllowance(caller.ip);
      await sendPhoneCode(user, user.phone, caller.lang);
    },

    /** Always answers with a reset id, whether or not the e-mail has an account (no enumeration). */
    async forgotPassword(email: string, caller: Caller): Promise<number> {
      const wait = Math.max(limits.resetsByEmail.take(email), limits.sendsByIp.take(caller.ip));
      if (wait > 0) throw throttled(wait);
      const user = await findUserByEmail(db, email);
      const { id, code } = await issueCode('reset', user?.id ?? null, email);
      if (user) {
        await deliver(
          'email',
          email,
          translate(user.lang === 'ar' ? 'ar' : caller.lang, 'code.resetEmailSubject'),
          translate(user.lang === 'ar' ? 'ar' : caller.lang, 'code.resetEmail', { code }),
          code,
        );
      }
      return id;
    },

    async resetPassword(
      input: { user_id: number; code: string; password: string },
      caller: Caller,
    ): Promise<SessionResult> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.id, input.user_id), eq(verificationCodes.purpose, 'reset')));
      // A reset for an unknown e-mail has no user: its code can never be right.
      await consumeCode('reset', row?.userId ? row : undefined, input.code, caller.ip);
      const passwordHash = await hashPassword(input.password);
      const [user] = await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, row!.userId!))
        .returning();
      await revokeOtherSessions(db, user!.id, null);
      return startSession(user!, caller);
    },

    async profile(userId: number): Promise<AccountUser> {
      const user = await findUser(db, userId);
      if (!user) throw new ApiError(401, 'error.loginFirst');
      return toAccountUser(user);
    },

    /** A new phone number must be verified again: it gets a code. */
    async updateProfile(
      userId: number,
      input: { first_name: string; last_name: string; phone: string; email: string },
      caller: Caller,
    ): Promise<AccountUser> {
      const before = await findUser(db, userId);
      if (!before) throw new ApiError(401, 'error.loginFirst');
      const taken = await takenContacts(db, input, userId);
      if (taken.email || taken.phone) throw duplicateError(taken);
      const phoneChanged = before.phone !== input.phone;
      let user: UserRow;
      try {
        [user] = (await db
          .update(users)
          .set({
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            phone: input.phone,
            ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId))
          .returning()) as [UserRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateError(await takenContacts(db, input, userId));
        throw error;
      }
      if (phoneChanged) await sendPhoneCode(user, input.phone, caller.lang);
      return toAccountUser(user);
    },

    async changePassword(
      session: { userId: number; token: string },
      input: { oldPassword: string; newPassword: string },
      caller: Caller,
    ): Promise<void> {
      const user = await findUser(db, session.userId);
      if (!user) throw new ApiError(401, 'error.loginFirst');
      if (!user.passwordHash)
        throw new ApiError(422, 'password.socialAccount', {}, ['password.socialAccount']);
      const key = `user:${user.id}`;
      const wait = Math.max(limits.loginByAccount.wait(key), limits.loginByIp.wait(caller.ip));
      if (wait > 0) throw throttled(wait);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        limits.loginByAccount.take(key);
        limits.loginByIp.take(caller.ip);
        throw new ApiError(422, 'password.wrongCurrent', {}, ['password.wrongCurrent']);
      }
      limits.loginByAccount.reset(key);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await revokeOtherSessions(db, user.id, session.token);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
