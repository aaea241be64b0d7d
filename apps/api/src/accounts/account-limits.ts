import type { Db } from '../db/client.ts';
import { sharedLimiter } from '../limits/shared-limiter.ts';

const minutes = (n: number) => n * 60;

/** Wrong passwords that cost nothing; from then on each one doubles the wait. */
export const freeLoginFailures = 5;
/** The longest wait between two password attempts on one account. */
export const maxLoginDelaySeconds = 15 * 60;
/** How long one attempt may hold an account's turn (it ends sooner, with its answer). */
export const loginTurnSeconds = 10;

/**
 * Seconds an account must wait after its `failures`-th wrong password in a row: nothing for the
 * first five, then 1, 2, 4… seconds, at most 15 minutes. A slow-down, not a lock-out: the owner
 * with the right password gets in once the wait has passed.
 */
export function loginDelaySeconds(failures: number): number {
  if (failures < freeLoginFailures) return 0;
  return Math.min(2 ** (failures - freeLoginFailures), maxLoginDelaySeconds);
}

/**
 * Limits on guessing and on sending, counted in the database so all instances share them
 * (decision 0016). Per account where there is one; per IP only where nobody is signed in, as many
 * customers of one mobile network share an address.
 */
export function createAccountLimits(db: Db) {
  return {
    /** Wrong passwords in a row per account (per typed name when no account has it). */
    loginFailures: sharedLimiter(db, {
      name: 'login-failures',
      points: 1_000_000,
      seconds: minutes(24 * 60),
    }),
    /**
     * An account's turn: one password attempt at a time, and none while the delay after a wrong
     * one runs (the delay is a block on this key), so parallel guesses cannot slip through.
     */
    loginTurn: sharedLimiter(db, { name: 'login-turn', points: 1, seconds: loginTurnSeconds }),
    /** Wrong passwords and rejected provider sign-ins from one IP. */
    loginByIp: sharedLimiter(db, { name: 'login-ip', points: 50, seconds: minutes(15) }),
    /** Wrong codes from one IP, across accounts (each code also dies after 5 wrong tries). */
    codeTriesByIp: sharedLimiter(db, { name: 'code-tries-ip', points: 20, seconds: minutes(10) }),
    /** SMS and e-mails one IP can cause (sign-ups, resends, phone changes, resets): each costs money. */
    sendsByIp: sharedLimiter(db, { name: 'sends-ip', points: 20, seconds: minutes(10) }),
    /** Codes one account can be sent (its sign-up, resends, phone changes). */
    sendsByAccount: sharedLimiter(db, { name: 'sends-account', points: 5, seconds: minutes(60) }),
    resetsByEmail: sharedLimiter(db, { name: 'resets-email', points: 5, seconds: minutes(60) }),
    /**
     * Every `register` call from one IP, whatever its answer (a taken contact, a bad field, a new
     * account alike), so nobody can test the customer list faster than sign-ups are allowed
     * (decision 0044).
     */
    signUpsByIp: sharedLimiter(db, { name: 'sign-ups-ip', points: 20, seconds: minutes(10) }),
    /** The same per device id, when the client names one (an honest app's retries stop here first). */
    signUpsByDevice: sharedLimiter(db, { name: 'sign-ups-device', points: 10, seconds: minutes(10) }),
    /**
     * Messages a sign-up sends to one phone or e-mail (its code, or the owner's notice that someone
     * tried): beyond this nothing more is sent, and the answer does not change, so sign-ups cannot
     * flood a stranger's phone nor tell by a refusal whose contact it is.
     */
    signUpSendsByContact: sharedLimiter(db, {
      name: 'sign-up-sends-contact',
      points: 5,
      seconds: minutes(60),
    }),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
