import { AttemptLimiter } from '../http/attempt-limiter.ts';

const minutes = (n: number) => n * 60_000;

/**
 * In-memory limits on guessing and on sending. Login limiters count failures only and a success
 * clears the account's run: 10 wrong passwords in a row for one account, or 50 from one IP in
 * 15 minutes, answer 429 until the window passes.
 */
export function createAccountLimits() {
  return {
    loginByAccount: new AttemptLimiter(10, minutes(15)),
    loginByIp: new AttemptLimiter(50, minutes(15)),
    /** Wrong codes from one IP, across accounts (each code also dies after 5 wrong tries). */
    codeTriesByIp: new AttemptLimiter(20, minutes(10)),
    /** SMS and e-mails one IP can cause (sign-ups, resends, resets): each one costs money or reputation. */
    sendsByIp: new AttemptLimiter(20, minutes(10)),
    resetsByEmail: new AttemptLimiter(5, minutes(60)),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
