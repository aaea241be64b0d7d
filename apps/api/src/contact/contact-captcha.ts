import type { ContactCaptcha } from '@store/contract';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { spentCaptchas } from '../db/schema.ts';
import { captchaImage } from './captcha-image.ts';
import {
  captchaKey,
  captchaMatches,
  openCaptcha,
  randomCaptchaAnswer,
  sealCaptcha,
} from './captcha-token.ts';

export type CaptchaVerdict = 'ok' | 'mismatch' | 'expired';

export interface ContactCaptchaService {
  /** A new captcha: its picture and the sealed token that goes back with the typed answer. */
  issue(): ContactCaptcha;
  /**
   * Checks a typed answer against its token, and spends the token whatever the outcome: one try
   * per picture, on every instance of the store (the spent ones are rows of `spent_captchas`).
   */
  check(token: unknown, typed: string): Promise<CaptchaVerdict>;
}

/** The contact captcha (docs/decisions/0017); `now` is for tests. */
export function createContactCaptcha(
  db: Db,
  secret: string,
  { now = Date.now }: { now?: () => number } = {},
): ContactCaptchaService {
  const key = captchaKey(secret);
  return {
    issue() {
      const answer = randomCaptchaAnswer();
      const { token } = sealCaptcha(key, answer, now());
      return { token, image: captchaImage(answer) };
    },
    async check(token, typed) {
      const at = now();
      const challenge = openCaptcha(key, token, at);
      if (typeof challenge === 'string') return 'expired';
      const spent = await db
        .insert(spentCaptchas)
        .values({ id: challenge.id, expiresAt: new Date(challenge.expiresAt) })
        .onConflictDoNothing()
        .returning({ id: spentCaptchas.id });
      // A row only matters while its token could still be opened: later ones go with each check.
      await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, new Date(at)));
      if (spent.length === 0) return 'expired';
      return captchaMatches(challenge.answer, typed) ? 'ok' : 'mismatch';
    },
  };
}
