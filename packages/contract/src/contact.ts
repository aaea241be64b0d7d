import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The contact form's limits: the spec's phone rule (8 to 11 digits) and sane text sizes. */
export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  phoneMin: 8,
  phoneMax: 11,
  messageMax: 2000,
} as const;

/** One message per problem: a failed check stops the checks after it (`abort`). */
const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.tooLong' });

/**
 * `POST contact`: the API validates with it and the storefront's form uses the very same schema, so
 * the rules and their wording (message keys from i18n.ts) match on both sides.
 */
export const contactBody = z.object({
  name: requiredText(contactLimits.nameMax),
  mobile: z
    .string({ error: 'contact.phoneRequired' })
    .trim()
    .min(1, { error: 'contact.phoneRequired', abort: true })
    .regex(/^\d+$/, { error: 'contact.phoneDigits', abort: true })
    .min(contactLimits.phoneMin, { error: 'contact.phoneTooShort', abort: true })
    .max(contactLimits.phoneMax, { error: 'contact.phoneTooLong' }),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(contactLimits.emailMax, { error: 'contact.emailInvalid', abort: true })
    .regex(z.regexes.email, { error: 'contact.emailInvalid' }),
  message: requiredText(contactLimits.messageMax),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactResponse = envelope(z.object({ message: z.string() }));
