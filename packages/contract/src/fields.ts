import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import type { MessageKey } from './i18n.ts';
import { fieldLimits } from './limits.ts';
import { normalizePhone, phoneDigits } from './phone.ts';

/**
 * Field rules shared by several forms (contact, register, profile, login), each failing with one
 * message key from i18n.ts. A failed check stops the checks after it (`abort`): one message per problem.
 * Their limits live in limits.ts (no zod there: pages draw their inputs with them).
 */
export { fieldLimits } from './limits.ts';

/**
 * Control characters (Unicode `Cc`: C0, DEL and C1): no one types them, terminals and logs misread
 * them, and PostgreSQL refuses NUL in text outright (it used to turn a form into a 500). Refused in
 * every free text.
 */
const withoutControls = /^\P{Cc}*$/u;
/** The same, except tab and line breaks, for multi-line text (browsers send a textarea's lines as CRLF). */
const withoutControlsButLines = /^(?:[\t\n\r]|\P{Cc})*$/u;

export interface TextRules {
  /** Lines (tab, CR, LF) allowed: a message, a note, a comment. */
  multiline?: boolean;
  /** The message when a required text is missing or blank; 'validation.required' by default. */
  error?: MessageKey;
}

/** Trimmed, no control characters, at most `max` characters: each with its own message. */
function cleanText(schema: z.ZodString, max: number, rules: TextRules) {
  return schema
    .regex(rules.multiline ? withoutControlsButLines : withoutControls, {
      error: 'validation.controlCharacters',
      abort: true,
    })
    .max(max, { error: 'validation.tooLong' });
}

/**
 * Free text a person typed (names, addresses, a search, a message...), required: every body, query
 * and header text of the API is built here or by `optionalText`, so the rules cannot drift apart.
 */
export const requiredText = (max: number, rules: TextRules = {}) => {
  const error = rules.error ?? 'validation.required';
  return cleanText(z.string({ error }).trim().min(1, { error, abort: true }), max, rules);
};

/** Free text that may be left out (or sent empty). */
export const optionalText = (max: number, rules: TextRules = {}) =>
  cleanText(z.string().trim(), max, rules).optional();

/**
 * The phone rule (docs/product.md#login-and-passwords, docs/decisions/0073): required, written with
 * digits (any digits, with spaces, dashes, `+20` or `0020` if one likes), 8 to 11 digits in the
 * local form, and an Egyptian mobile number; each with its message. Answers the number's one form,
 * `+201XXXXXXXXX` (`normalizePhone`): what the store keeps and compares.
 */
export const phoneField = z.preprocess(
  withAsciiDigits,
  z
    .string({ error: 'phone.required' })
    .trim()
    .min(1, { error: 'phone.required', abort: true })
    .refine((typed) => /^\+?\d+$/.test(phoneDigits(typed)), { error: 'phone.digits', abort: true })
    .refine((typed) => (localDigits(typed)?.length ?? fieldLimits.phoneMin) >= fieldLimits.phoneMin, {
      error: 'phone.tooShort',
      abort: true,
    })
    .refine((typed) => (localDigits(typed)?.length ?? 0) <= fieldLimits.phoneMax, {
      error: 'phone.tooLong',
      abort: true,
    })
    .transform((typed, context) => {
      const phone = normalizePhone(typed);
      if (phone === null) {
        context.issues.push({ code: 'custom', message: 'phone.mobile', input: typed });
        return z.NEVER;
      }
      return phone;
    }),
);

/**
 * The digits of a number in its local form: a `+20` or `0020` in front stands for the national 0.
 * Null for another country's code (no local form: not an Egyptian mobile number, said as such).
 */
function localDigits(typed: string): string | null {
  const local = phoneDigits(typed).replace(/^(?:\+|00)20/, '0');
  return /^(?:\+|00)/.test(local) ? null : local;
}

/** Required and a valid address ('Email Address is not a valid email'); kept lower-case. */
export const emailField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(fieldLimits.emailMax, { error: 'email.invalid', abort: true })
  .regex(z.regexes.email, { error: 'email.invalid' })
  .transform((email) => email.toLowerCase());

/**
 * An e-mail that may be left empty (answers null): an account made by signing in with the mobile
 * number has none until its owner gives one (docs/decisions/0065).
 */
export const optionalEmailField = z
  .string({ error: 'validation.required' })
  .trim()
  .max(fieldLimits.emailMax, { error: 'email.invalid', abort: true })
  // The e-mail pattern or nothing: the API's documentation says so too.
  .regex(new RegExp(`^$|${z.regexes.email.source}`), { error: 'email.invalid' })
  .transform((email) => (email === '' ? null : email.toLowerCase()));

/** A new password: 8 to 20 characters, with its two messages (docs/product.md#login-and-passwords). Not trimmed: spaces count. */
export const newPasswordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .regex(withoutControls, { error: 'validation.controlCharacters', abort: true })
  .min(fieldLimits.passwordMin, { error: 'password.tooShort', abort: true })
  .max(fieldLimits.passwordMax, { error: 'password.tooLong' });

/**
 * A password being checked (login, current password): only required, and no NUL (no password can
 * hold one); the stored hash decides the rest, so a password set before control characters were
 * refused still works.
 */
export const passwordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .refine((password) => !password.includes('\u0000'), { error: 'validation.controlCharacters', abort: true })
  .max(200, { error: 'validation.tooLong' });

/** A code sent by SMS or e-mail: exactly 4 digits. */
export const codeField = z.preprocess(
  withAsciiDigits,
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .length(fieldLimits.codeLength, { error: 'code.length', abort: true })
    .regex(/^\d+$/, { error: 'code.length' }),
);
