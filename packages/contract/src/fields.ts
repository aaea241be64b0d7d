import { z } from 'zod';

/**
 * Field rules shared by several forms (contact, register, profile, login), each failing with one
 * message key from i18n.ts. A failed check stops the checks after it (`abort`): one message per problem.
 */
export const fieldLimits = {
  nameMax: 100,
  emailMax: 254,
  phoneMin: 8,
  phoneMax: 11,
  passwordMin: 8,
  passwordMax: 20,
  codeLength: 4,
} as const;

/** Required text, trimmed. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.tooLong' });

/** The spec's phone rule: required, digits only, 8 to 11 of them, with its four messages. */
export const phoneField = z
  .string({ error: 'phone.required' })
  .trim()
  .min(1, { error: 'phone.required', abort: true })
  .regex(/^\d+$/, { error: 'phone.digits', abort: true })
  .min(fieldLimits.phoneMin, { error: 'phone.tooShort', abort: true })
  .max(fieldLimits.phoneMax, { error: 'phone.tooLong' });

/** Required and a valid address ('Email Address is not a valid email'); kept lower-case. */
export const emailField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(fieldLimits.emailMax, { error: 'email.invalid', abort: true })
  .regex(z.regexes.email, { error: 'email.invalid' })
  .transform((email) => email.toLowerCase());

/** A new password: 8 to 20 characters, with the spec's two messages. Not trimmed: spaces count. */
export const newPasswordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .min(fieldLimits.passwordMin, { error: 'password.tooShort', abort: true })
  .max(fieldLimits.passwordMax, { error: 'password.tooLong' });

/** A password being checked (login, current password): only required; the stored hash decides. */
export const passwordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .max(200, { error: 'validation.tooLong' });

/** A code sent by SMS or e-mail: exactly 4 digits. */
export const codeField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .length(fieldLimits.codeLength, { error: 'code.length', abort: true })
  .regex(/^\d+$/, { error: 'code.length' });
