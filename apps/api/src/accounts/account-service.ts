import { createHash, randomInt } from 'node:crypto';
import {
  type AccountUser,
  type CodeChannel,
  consentChannelOf,
  isSignUpId,
  type Lang,
  type MessageKey,
  normalizePhone,
  noticeVersionKey,
  type Provider,
  type SessionUser,
  signUpIdFloor,
  translate,
} from '@store/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { carryGuestBranch } from '../branches/index.ts';
import type { Db } from '../db/client.ts';
import {
  consents,
  privacyNoticeVersions,
  signUps,
  userIdentities,
  users,
  verificationCodes,
} from '../db/schema.ts';
import { ApiError, notFound, throttled } from '../http/envelope.ts';
import type { Messaging } from '../messaging/index.ts';
import { withDeps } from '../with-deps.ts';
import { type AccountLimits, loginDelaySeconds } from './account-limits.ts';
import { type IdentityProvider, ProviderRejected } from './identity-providers.ts';
import {
  type CodePurpose,
  checkCode,
  codeRules,
  hashCode,
  newCode,
  resendWaitSeconds,
  type StoredCode,
} from './one-time-codes.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createSession, revokeOtherSessions, revokeSession } from './session-tokens.ts';
import { loginLink, signUpSends } from './sign-up-rules.ts';
import {
  contactOwners,
  findUser,
  findUserByEmail,
  findUserByLogin,
  findUserByPhone,
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
  /** The store's public origin, for the login link in a sign-up notice (none: the notice has no link). */
  publicUrl?: string | null;
}

/** Who is calling: language for messages, device for the session and branch carry-over, IP for limits. */
export interface Caller {
  lang: Lang;
  ip: string;
  deviceId: string | null;
  deviceType?: string | undefined;
}

export interface SessionResult {
  user: SessionUser;
  token: string;
}

/** A code check's side effects on its row: count a wrong try; mark it used (false: someone else did). */
interface CodeMarks {
  wrong(): Promise<void>;
  use(now: Date): Promise<boolean>;
}

function duplicateError(taken: { email: boolean; phone: boolean }): ApiError {
  const validation: MessageKey[] = [];
  if (taken.email) validation.push('account.emailTaken');
  if (taken.phone) validation.push('account.phoneTaken');
  return new ApiError(422, validation[0]!, {}, validation);
}

async function startSession(deps: AccountDeps, user: UserRow, caller: Caller): Promise<SessionResult> {
  const { db } = deps;
  await carryGuestBranch(db, caller.deviceId, user.id);
  const token = await createSession(db, user.id, caller, deps.sessionDays);
  return { user: { ...toAccountUser(user), token }, token };
}

/** Stores a new code (the older ones of the same kind stop counting) and returns it with its row id. */
async function issueCode(deps: AccountDeps, purpose: CodePurpose, userId: number | null, sentTo: string) {
  const { db } = deps;
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
  deps: AccountDeps,
  channel: 'sms' | 'email' | 'whatsapp',
  to: string,
  subject: string | undefined,
  body: string,
  code: string | undefined,
  lang?: Lang,
) {
  const { log } = deps;
  try {
    const sender = deps.messaging[channel] ?? deps.messaging.sms;
    await sender.send({ channel, to, subject, body, code, lang });
  } catch (error) {
    log.error({ err: error, channel }, 'could not send a code');
  }
}

async function sendPhoneCode(deps: AccountDeps, user: UserRow, phone: string, lang: Lang) {
  const { code } = await issueCode(deps, 'phone', user.id, phone);
  await deliver(deps, 'sms', phone, undefined, translate(lang, 'code.phoneSms', { code }), code);
}

/** A verification_codes row's marks. */
function codeRowMarks(deps: AccountDeps, rowId: number): CodeMarks {
  const { db } = deps;
  return {
    async wrong() {
      await db
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.id, rowId));
    },
    async use(now) {
      const used = await db
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(and(eq(verificationCodes.id, rowId), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return used.length > 0;
    },
  };
}

/**
 * Checks a code row for its owner. A wrong try is counted in its own statement before the answer,
 * so the count survives the error the caller raises.
 */
async function consumeCode(
  deps: AccountDeps,
  purpose: CodePurpose,
  row: (StoredCode & { sentTo: string }) | undefined,
  code: string,
  ip: string,
  marks: CodeMarks | undefined,
) {
  const { limits } = deps;
  const wait = await limits.codeTriesByIp.wait(ip);
  if (wait > 0) throw throttled(wait);
  if (!row || !marks) {
    await limits.codeTriesByIp.take(ip);
    throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
  }
  const now = new Date();
  const verdict = checkCode(row, hashCode(deps.codeSecret, purpose, row.sentTo, code), now);
  if (verdict === 'locked') throw new ApiError(429, 'code.tooManyTries');
  if (verdict === 'wrong') {
    await limits.codeTriesByIp.take(ip);
    await marks.wrong();
    throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
  }
  if (verdict !== 'ok') throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
  // Single use, even when two requests race with the right code.
  if (!(await marks.use(now))) throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
}

/**
 * The notice's newest published version, or the code's before any (docs/decisions/0092): the privacy
 * feature's `currentNoticeKey`, read here from the table since the privacy feature depends on accounts.
 */
async function noticeKey(db: Db) {
  const [row] = await db
    .select({ version: sql<number | null>`max(${privacyNoticeVersions.version})` })
    .from(privacyNoticeVersions);
  return noticeVersionKey(row?.version ?? null);
}

/** A new account consents to the privacy notice its form links (docs/decisions/0067). */
async function consentToPrivacyNotice(deps: AccountDeps, userId: number, caller: Caller) {
  await deps.db.insert(consents).values({
    userId,
    kind: 'privacy',
    granted: true,
    channel: consentChannelOf(caller.deviceType),
    version: await noticeKey(deps.db),
  });
}

/**
 * The latest code of a kind: a sign-in code by the number it was sent to (who asked is not known
 * before it is checked), an account's own codes (a phone confirmation, a deletion) by the account.
 */
async function latestCode(
  deps: AccountDeps,
  of: { login: string } | { userId: number; purpose: Exclude<CodePurpose, 'login'> },
) {
  const [row] = await deps.db
    .select()
    .from(verificationCodes)
    .where(
      'login' in of
        ? and(eq(verificationCodes.sentTo, of.login), eq(verificationCodes.purpose, 'login'))
        : and(eq(verificationCodes.userId, of.userId), eq(verificationCodes.purpose, of.purpose)),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/**
 * Counts a code about to be sent against the caller's IP and, once there is one, the account:
 * sign-ups, resends and phone changes alike, so no route sends more than the others allow.
 */
async function checkSendAllowance(deps: AccountDeps, ip: string, userId: number | null) {
  const { limits } = deps;
  const waits = await Promise.all([
    limits.sendsByIp.take(ip),
    userId === null ? 0 : limits.sendsByAccount.take(`user:${userId}`),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) throw throttled(wait);
}

/**
 * One password check in the account's turn (`key`: the account, or the name typed when no
 * account has it). Only one check runs at a time and none while the delay after a wrong password
 * runs (429 with the seconds left); a wrong password lengthens the delay, a right one clears it.
 */
async function passwordInTurn(
  deps: AccountDeps,
  key: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { limits } = deps;
  const wait = await limits.loginTurn.take(key);
  if (wait > 0) throw throttled(wait);
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await limits.loginTurn.reset(key);
    throw error;
  }
  if (right) {
    await Promise.all([limits.loginTurn.reset(key), limits.loginFailures.reset(key)]);
    return true;
  }
  const delay = loginDelaySeconds(await limits.loginFailures.count(key));
  await (delay > 0 ? limits.loginTurn.block(key, delay) : limits.loginTurn.reset(key));
  return false;
}

/**
 * A sign-up's stored code. A taken phone is never sent its code, and its hash is keyed to a
 * destination no check uses, so no guess can match; the work is the same HMAC either way.
 */
function signUpCodeHash(deps: AccountDeps, phone: string, phoneTaken: boolean, code: string): string {
  return hashCode(deps.codeSecret, 'sign-up', phoneTaken ? `never:${phone}` : phone, code);
}

/** A message of a sign-up, unless its phone or e-mail has had enough of them this hour. */
async function sendToContact(
  deps: AccountDeps,
  channel: 'sms' | 'email',
  to: string,
  subject: string | undefined,
  body: string,
  code: string | undefined,
) {
  const { log, limits } = deps;
  if ((await limits.signUpSendsByContact.take(`${channel}:${to}`)) > 0) {
    log.info({ channel }, 'sign-up message not sent: enough to this contact this hour');
    return;
  }
  await deliver(deps, channel, to, subject, body, code);
}

/** The code to a free phone; to the owner of a taken phone or e-mail, a notice in their language. */
async function sendSignUpMessages(
  deps: AccountDeps,
  contacts: { phone: string; email: string },
  owners: { email: Lang | null; phone: Lang | null },
  code: string,
  lang: Lang,
) {
  const sends = signUpSends({ email: owners.email !== null, phone: owners.phone !== null });
  if (sends.codeToPhone) {
    await sendToContact(
      deps,
      'sms',
      contacts.phone,
      undefined,
      translate(lang, 'code.phoneSms', { code }),
      code,
    );
  }
  if (sends.noticeToPhone) {
    const ownerLang = owners.phone ?? lang;
    const body = `${translate(ownerLang, 'account.signUpAttemptSms')}${loginLink(deps.publicUrl ?? null, ownerLang)}`;
    await sendToContact(deps, 'sms', contacts.phone, undefined, body, undefined);
  }
  if (sends.noticeToEmail) {
    const ownerLang = owners.email ?? lang;
    const body = `${translate(ownerLang, 'account.signUpAttemptEmail')}${loginLink(deps.publicUrl ?? null, ownerLang)}`;
    await sendToContact(
      deps,
      'email',
      contacts.email,
      translate(ownerLang, 'account.signUpAttemptEmailSubject'),
      body,
      undefined,
    );
  }
}

/**
 * Finishes a sign-up with its code: creates the account (phone verified) and logs it in. A
 * sign-up whose phone was taken has no code that works; one whose e-mail another account has
 * (then or since) ends with the spec's 'The email has already been taken', which only someone
 * holding the phone that received the code can read (decision 0044).
 */
async function completeSignUp(
  deps: AccountDeps,
  input: { user_id: number; code: string },
  caller: Caller,
): Promise<SessionResult> {
  const { db, limits } = deps;
  const [row] = await db.select().from(signUps).where(eq(signUps.id, input.user_id));
  if (!row) {
    const wait = await limits.codeTriesByIp.take(caller.ip);
    if (wait > 0) throw throttled(wait);
    throw notFound();
  }
  const marks: CodeMarks = {
    async wrong() {
      await db
        .update(signUps)
        .set({ failedAttempts: sql`${signUps.failedAttempts} + 1` })
        .where(eq(signUps.id, row.id));
    },
    async use(now) {
      const used = await db
        .update(signUps)
        .set({ usedAt: now })
        .where(and(eq(signUps.id, row.id), isNull(signUps.usedAt)))
        .returning({ id: signUps.id });
      return used.length > 0;
    },
  };
  await consumeCode(deps, 'sign-up', { ...row, sentTo: row.phone }, input.code, caller.ip, marks);
  if (row.phoneTaken) throw duplicateError({ email: row.emailTaken, phone: true });
  let user: UserRow;
  try {
    [user] = (await db
      .insert(users)
      .values({
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        passwordHash: row.passwordHash,
        phoneVerifiedAt: new Date(),
        lang: row.lang === 'ar' ? 'ar' : 'en',
      })
      .returning()) as [UserRow];
  } catch (error) {
    // Another account has the e-mail (or, since, the phone): the unique indexes decide.
    if (isUniqueViolation(error)) {
      throw duplicateError(await takenContacts(db, { email: row.email, phone: row.phone }));
    }
    throw error;
  }
  // The sign-up form links the privacy notice: making the account is consenting to it (0067).
  await consentToPrivacyNotice(deps, user.id, caller);
  // The sign-up's code counts against the new account's sends, as any code sent to it.
  await limits.sendsByAccount.take(`user:${user.id}`);
  // The password hash has done its work: the sign-up row keeps only what it was.
  await db.update(signUps).set({ passwordHash: '' }).where(eq(signUps.id, row.id));
  return startSession(deps, user, caller);
}

/** A new code for a sign-up still waiting; the same answer whether its phone was taken or not. */
async function resendSignUpCode(deps: AccountDeps, id: number, caller: Caller): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(signUps).where(eq(signUps.id, id));
  // Unknown, finished or expired: the answer of a guest asking for an account's code.
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new ApiError(401, 'error.loginFirst');
  }
  const wait = resendWaitSeconds(row.lastSentAt, new Date());
  if (wait > 0) throw new ApiError(429, 'code.wait', { seconds: wait });
  await checkSendAllowance(deps, caller.ip, null);
  const code = newCode();
  const now = new Date();
  await db
    .update(signUps)
    .set({
      codeHash: signUpCodeHash(deps, row.phone, row.phoneTaken, code),
      failedAttempts: 0,
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + codeRules.ttlMs),
    })
    .where(eq(signUps.id, row.id));
  // The owner of a taken phone was told once; a resend sends nothing more to them.
  if (!row.phoneTaken) {
    await sendToContact(
      deps,
      'sms',
      row.phone,
      undefined,
      translate(caller.lang, 'code.phoneSms', { code }),
      code,
    );
  }
}

/**
 * Every `register` call, counted before its fields are checked (the route's preValidation), so
 * a bad field, a taken contact and a new account all cost the same (decision 0044).
 */
export async function countSignUpAttempt(deps: AccountDeps, caller: Caller): Promise<void> {
  const { limits } = deps;
  const waits = await Promise.all([
    limits.signUpsByIp.take(caller.ip),
    // A digest: a body's device id is any text until its schema has checked it (a NUL included).
    caller.deviceId
      ? limits.signUpsByDevice.take(
          `device:${createHash('sha256').update(caller.deviceId).digest('base64url')}`,
        )
      : 0,
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) throw throttled(wait);
}

/**
 * Starts a sign-up: the same answer and the same work (one password hash, one code hash, one
 * row) whether or not another account has the e-mail or phone. The account is created when the
 * code is verified (`verifyPhone`); a taken contact's owner is told instead (decision 0044).
 */
export async function register(
  deps: AccountDeps,
  input: { first_name: string; last_name: string; phone: string; email: string; password: string },
  caller: Caller,
): Promise<{ id: number; phone: string }> {
  const { db } = deps;
  await checkSendAllowance(deps, caller.ip, null);
  const passwordHash = await hashPassword(input.password);
  const owners = await contactOwners(db, input);
  const taken = { email: owners.email !== null, phone: owners.phone !== null };
  const code = newCode();
  const now = new Date();
  await db.delete(signUps).where(lt(signUps.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
  let id = 0;
  for (let attempt = 0; id === 0; attempt++) {
    const candidate = randomInt(signUpIdFloor, 2_147_483_647);
    const inserted = await db
      .insert(signUps)
      .values({
        id: candidate,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        lang: caller.lang,
        emailTaken: taken.email,
        phoneTaken: taken.phone,
        codeHash: signUpCodeHash(deps, input.phone, taken.phone, code),
        expiresAt: new Date(now.getTime() + codeRules.ttlMs),
      })
      .onConflictDoNothing()
      .returning({ id: signUps.id });
    if (inserted[0]) id = inserted[0].id;
    else if (attempt > 5) throw new Error('no free sign-up id');
  }
  await sendSignUpMessages(deps, input, owners, code, caller.lang);
  return { id, phone: input.phone };
}

export async function login(
  deps: AccountDeps,
  input: { username: string; password: string },
  caller: Caller,
): Promise<SessionResult> {
  const { db, limits } = deps;
  const typed = input.username.trim().toLowerCase();
  const ipWait = await limits.loginByIp.wait(caller.ip);
  if (ipWait > 0) throw throttled(ipWait);
  const user = await findUserByLogin(db, typed);
  // Per account, so its e-mail and its phone share one count. A name no account has is counted
  // as typed: the answers (and their timing) never tell whether an account exists.
  const key = user ? `user:${user.id}` : `name:${normalizePhone(typed) ?? typed}`;
  const right = await passwordInTurn(
    deps,
    key,
    async () => (await verifyPassword(user?.passwordHash ?? null, input.password)) && user !== null,
  );
  if (!right || !user) {
    await limits.loginByIp.take(caller.ip);
    throw new ApiError(422, 'account.loginFailed', {}, ['account.loginFailed']);
  }
  return startSession(deps, user, caller);
}

export async function logout(deps: AccountDeps, token: string) {
  const { db } = deps;
  await revokeSession(db, token);
}

/** A Google or Facebook sign-in: links or creates the account; `needsPhone` means code 105. */
export async function providerLogin(
  deps: AccountDeps,
  input: { from: Provider; token: string },
  caller: Caller,
): Promise<SessionResult & { needsPhone: boolean }> {
  const { db, log, limits } = deps;
  const provider = deps.providers[input.from];
  if (!provider) {
    throw new ApiError(422, 'account.providerUnavailable', { provider: `provider.${input.from}` }, [
      'account.providerUnavailable',
    ]);
  }
  const wait = await limits.loginByIp.wait(caller.ip);
  if (wait > 0) throw throttled(wait);
  let profile: Awaited<ReturnType<IdentityProvider['verify']>>;
  try {
    profile = await provider.verify(input.token);
  } catch (error) {
    if (!(error instanceof ProviderRejected)) throw error;
    await limits.loginByIp.take(caller.ip);
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
  const session = await startSession(deps, user, caller);
  return { ...session, needsPhone: user.phoneVerifiedAt === null };
}

/** An account's phone code; or a sign-up's (its id above `signUpIdFloor`), which creates the account. */
export async function verifyPhone(
  deps: AccountDeps,
  input: { user_id: number; code: string },
  caller: Caller,
): Promise<{ user: AccountUser; session: SessionResult | null }> {
  const { db, limits } = deps;
  if (isSignUpId(input.user_id)) {
    const session = await completeSignUp(deps, input, caller);
    return { user: session.user, session };
  }
  const user = await findUser(db, input.user_id);
  if (!user) {
    // Probing ids counts as guessing too.
    const wait = await limits.codeTriesByIp.take(caller.ip);
    if (wait > 0) throw throttled(wait);
    throw notFound();
  }
  const row = await latestCode(deps, { userId: user.id, purpose: 'phone' });
  await consumeCode(deps, 'phone', row, input.code, caller.ip, row && codeRowMarks(deps, row.id));
  const [verified] = await db
    .update(users)
    .set({ phoneVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return { user: toAccountUser(verified!), session: null };
}

/**
 * Sends a new phone code to the signed-in account's own number; with `phone` (an account
 * without a verified number) the number is set first. Only the account itself may ask: the
 * route answers 401 to a caller without a session whatever the id, and here another account's
 * id gets the same 404 as an unknown one, so nobody learns which ids exist or are verified, and
 * nobody can make the store text someone else.
 */
export async function resendCode(
  deps: AccountDeps,
  input: { user_id: number; phone?: string | undefined },
  caller: Caller & { userId: number | null },
): Promise<void> {
  const { db } = deps;
  // A sign-up has no session yet: its id (random, above every account id) is what it holds.
  if (isSignUpId(input.user_id)) return resendSignUpCode(deps, input.user_id, caller);
  if (caller.userId === null) throw new ApiError(401, 'error.loginFirst');
  if (input.user_id !== caller.userId) throw notFound();
  let user = await findUser(db, input.user_id);
  if (!user) throw notFound();
  if (user.phoneVerifiedAt) throw new ApiError(422, 'phone.alreadyVerified', {}, ['phone.alreadyVerified']);
  const wait = resendWaitSeconds(
    (await latestCode(deps, { userId: user.id, purpose: 'phone' }))?.createdAt ?? null,
    new Date(),
  );
  if (wait > 0) throw new ApiError(429, 'code.wait', { seconds: wait });
  if (input.phone !== undefined && input.phone !== user.phone) {
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
  await checkSendAllowance(deps, caller.ip, user.id);
  await sendPhoneCode(deps, user, user.phone, caller.lang);
}

/**
 * Phone sign-in, step one (decision 0065): a code by SMS (or WhatsApp, decision 0093) to the number, whether or not an account
 * has it, so the answer says nothing about who is a customer. The same rules as every code (30 s
 * between sends, 10 minutes, one use), limited per number, per device and per address across
 * instances (the shared limiters).
 */
export async function sendLoginCode(
  deps: AccountDeps,
  input: { phone: string; channel?: CodeChannel | undefined },
  caller: Caller,
): Promise<CodeChannel> {
  const { db, limits } = deps;
  const wait = resendWaitSeconds(
    (await latestCode(deps, { login: input.phone }))?.createdAt ?? null,
    new Date(),
  );
  if (wait > 0) throw new ApiError(429, 'code.wait', { seconds: wait });
  const waits = await Promise.all([
    limits.sendsByIp.take(caller.ip),
    limits.sendsByAccount.take(`phone:${input.phone}`),
    caller.deviceId ? limits.sendsByAccount.take(`device:${caller.deviceId}`) : 0,
  ]);
  const limited = Math.max(...waits);
  if (limited > 0) throw throttled(limited);
  const user = await findUserByPhone(db, input.phone);
  const { code } = await issueCode(deps, 'login', user?.id ?? null, input.phone);
  const lang = user?.lang === 'ar' || user?.lang === 'en' ? user.lang : caller.lang;
  // WhatsApp when asked for and offered; otherwise (or asked for where it is not) the SMS.
  const channel = input.channel === 'whatsapp' && deps.messaging.whatsapp ? 'whatsapp' : 'sms';
  await deliver(
    deps,
    channel,
    input.phone,
    undefined,
    translate(lang, 'code.loginSms', { code }),
    code,
    lang,
  );
  return channel;
}

/** How sign-in codes can travel here: SMS, and WhatsApp where a sender is configured (docs/decisions/0093). */
export function loginCodeChannels(deps: AccountDeps): CodeChannel[] {
  return deps.messaging.whatsapp ? ['sms', 'whatsapp'] : ['sms'];
}

/**
 * Phone sign-in, step two: the latest code sent to the number. Its account is signed in, or one
 * is made (names asked next: `newAccount`). A number an account holds without having confirmed
 * it is refused: the code proves who holds the phone, not who made that account.
 */
export async function verifyLoginCode(
  deps: AccountDeps,
  input: { phone: string; code: string },
  caller: Caller,
): Promise<SessionResult & { newAccount: boolean }> {
  const { db } = deps;
  const row = await latestCode(deps, { login: input.phone });
  await consumeCode(deps, 'login', row, input.code, caller.ip, row ? codeRowMarks(deps, row.id) : undefined);
  const existing = await findUserByPhone(db, input.phone);
  if (existing && !existing.phoneVerifiedAt)
    throw new ApiError(422, 'account.phoneSignInUnavailable', {}, ['account.phoneSignInUnavailable']);
  let user = existing;
  if (!user) {
    // Two first sign-ins of one number at once: one account, both signed in to it.
    const [made] = await db
      .insert(users)
      .values({
        firstName: '',
        lastName: '',
        phone: input.phone,
        phoneVerifiedAt: new Date(),
        lang: caller.lang,
      })
      .onConflictDoNothing()
      .returning();
    if (made) await consentToPrivacyNotice(deps, made.id, caller);
    user = made ?? (await findUserByPhone(db, input.phone));
    if (!user) throw new ApiError(422, 'code.invalid', {}, ['code.invalid']);
  }
  return { ...(await startSession(deps, user, caller)), newAccount: !existing };
}

/**
 * A reset code by e-mail, or by SMS to a mobile number (docs/decisions/0073), with the rules of
 * every code (10 minutes, one use, five wrong tries, 30 s between texts to one number, the shared
 * send limits: 5 an hour per contact, 20 in 10 minutes per address). Always answers with a reset id, whether or not an account has the contact (no
 * enumeration); a number an account holds without having confirmed it is sent nothing either: the
 * code must reach who holds the account, not whoever has that number now.
 */
export async function forgotPassword(
  deps: AccountDeps,
  input: { email?: string | undefined; phone?: string | undefined },
  caller: Caller,
): Promise<number> {
  const { db, limits } = deps;
  const contact = input.phone ?? input.email;
  if (contact === undefined) throw new ApiError(422, 'account.emailOrPhone', {}, ['account.emailOrPhone']);
  if (input.phone !== undefined) {
    // 30 s between texts to a number, as for every texted code (e-mails keep their hourly count only).
    const [latest] = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.sentTo, contact), eq(verificationCodes.purpose, 'reset')))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const gap = resendWaitSeconds(latest?.createdAt ?? null, new Date());
    if (gap > 0) throw new ApiError(429, 'code.wait', { seconds: gap });
  }
  // The e-mail's count keeps its old key; a number's is its own.
  const key = input.phone === undefined ? contact : `phone:${contact}`;
  const wait = Math.max(await limits.resetsByEmail.take(key), await limits.sendsByIp.take(caller.ip));
  if (wait > 0) throw throttled(wait);
  const found =
    input.phone === undefined ? await findUserByEmail(db, contact) : await findUserByPhone(db, contact);
  const user = input.phone !== undefined && !found?.phoneVerifiedAt ? null : found;
  const { id, code } = await issueCode(deps, 'reset', user?.id ?? null, contact);
  if (user) {
    const lang = user.lang === 'ar' ? 'ar' : caller.lang;
    if (input.phone === undefined) {
      await deliver(
        deps,
        'email',
        contact,
        translate(lang, 'code.resetEmailSubject'),
        translate(lang, 'code.resetEmail', { code }),
        code,
      );
    } else {
      await deliver(deps, 'sms', contact, undefined, translate(lang, 'code.resetSms', { code }), code);
    }
  }
  return id;
}

export async function resetPassword(
  deps: AccountDeps,
  input: { user_id: number; code: string; password: string },
  caller: Caller,
): Promise<SessionResult> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, input.user_id), eq(verificationCodes.purpose, 'reset')));
  // A reset for an unknown contact has no user: its code can never be right.
  const owned = row?.userId ? row : undefined;
  await consumeCode(deps, 'reset', owned, input.code, caller.ip, owned && codeRowMarks(deps, owned.id));
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, row!.userId!))
    .returning();
  await revokeOtherSessions(db, user!.id, null);
  return startSession(deps, user!, caller);
}

/**
 * Deleting one's account, step one (docs/decisions/0067): a code by SMS to the account's number,
 * with the rules of every code (30 s between sends, 10 minutes, one use, the send limits).
 */
export async function sendDeleteCode(deps: AccountDeps, userId: number, caller: Caller): Promise<void> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new ApiError(401, 'error.loginFirst');
  if (!user.phone) throw new ApiError(422, 'privacy.noPhone', {}, ['privacy.noPhone']);
  const latest = await latestCode(deps, { userId: user.id, purpose: 'delete' });
  const wait = resendWaitSeconds(latest?.createdAt ?? null, new Date());
  if (wait > 0) throw new ApiError(429, 'code.wait', { seconds: wait });
  await checkSendAllowance(deps, caller.ip, user.id);
  const { code } = await issueCode(deps, 'delete', user.id, user.phone);
  await deliver(
    deps,
    'sms',
    user.phone,
    undefined,
    translate(caller.lang, 'privacy.deleteCodeSms', { code }),
    code,
  );
}

/** Deleting one's account, step two: the code is checked and used (a wrong one is counted). */
export async function useDeleteCode(
  deps: AccountDeps,
  userId: number,
  code: string,
  caller: Caller,
): Promise<void> {
  const row = await latestCode(deps, { userId, purpose: 'delete' });
  await consumeCode(deps, 'delete', row, code, caller.ip, row ? codeRowMarks(deps, row.id) : undefined);
}
export async function profile(deps: AccountDeps, userId: number): Promise<AccountUser> {
  const { db } = deps;
  const user = await findUser(db, userId);
  if (!user) throw new ApiError(401, 'error.loginFirst');
  return toAccountUser(user);
}

/** A new phone number must be verified again: it gets a code. */
export async function updateProfile(
  deps: AccountDeps,
  userId: number,
  input: { first_name: string; last_name: string; phone: string; email: string | null },
  caller: Caller,
): Promise<AccountUser> {
  const { db } = deps;
  const before = await findUser(db, userId);
  if (!before) throw new ApiError(401, 'error.loginFirst');
  // An account with an e-mail signs in and resets its password with it: it may change, not go.
  if (input.email === null && before.email !== null)
    throw new ApiError(422, 'account.emailKept', {}, ['account.emailKept']);
  const taken = await takenContacts(db, input, userId);
  if (taken.email || taken.phone) throw duplicateError(taken);
  const phoneChanged = before.phone !== input.phone;
  // A new number is texted a code: the same send limits as sign-ups and resends.
  if (phoneChanged) await checkSendAllowance(deps, caller.ip, userId);
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
  if (phoneChanged) await sendPhoneCode(deps, user, input.phone, caller.lang);
  return toAccountUser(user);
}

export async function changePassword(
  deps: AccountDeps,
  session: { userId: number; token: string },
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const { db } = deps;
  const user = await findUser(db, session.userId);
  if (!user) throw new ApiError(401, 'error.loginFirst');
  if (!user.passwordHash) throw new ApiError(422, 'password.socialAccount', {}, ['password.socialAccount']);
  // The account's own turn and delay, as for logins: a stolen session cannot guess faster.
  const passwordHash = user.passwordHash;
  if (
    !(await passwordInTurn(deps, `user:${user.id}`, () => verifyPassword(passwordHash, input.oldPassword)))
  ) {
    throw new ApiError(422, 'password.wrongCurrent', {}, ['password.wrongCurrent']);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeOtherSessions(db, user.id, session.token);
}

/** The accounts feature: its functions below, each `f(deps, ...args)`, with the dependencies given once. */
export function createAccountService(deps: AccountDeps) {
  return withDeps(deps, {
    countSignUpAttempt,
    register,
    login,
    logout,
    providerLogin,
    verifyPhone,
    resendCode,
    sendLoginCode,
    loginCodeChannels,
    verifyLoginCode,
    forgotPassword,
    resetPassword,
    sendDeleteCode,
    useDeleteCode,
    profile,
    updateProfile,
    changePassword,
  });
}

export type AccountService = ReturnType<typeof createAccountService>;
