import { z } from 'zod';
import { envelope } from './envelope.ts';
import { emailField, fieldLimits, phoneField, requiredText } from './fields.ts';

/** The contact form's limits: the spec's phone rule (8 to 11 digits) and sane text sizes. */
export const contactLimits = {
  nameMax: fieldLimits.nameMax,
  emailMax: fieldLimits.emailMax,
  phoneMin: fieldLimits.phoneMin,
  phoneMax: fieldLimits.phoneMax,
  messageMax: 2000,
} as const;

/**
 * `POST contact`: the API validates with it and the storefront's form uses the very same schema, so
 * the rules and their wording (message keys from i18n.ts) match on both sides.
 */
export const contactBody = z.object({
  name: requiredText(contactLimits.nameMax),
  mobile: phoneField,
  email: emailField,
  message: requiredText(contactLimits.messageMax),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactResponse = envelope(z.object({ message: z.string() }));
