import { z } from 'zod';
import { envelope } from './envelope.ts';
import { emailField, phoneField, requiredText } from './fields.ts';
import { contactLimits } from './limits.ts';

/** The contact form's limits (limits.ts: no zod, the form page draws its inputs with them). */
export { contactLimits } from './limits.ts';

/**
 * `POST contact`: the API validates with it and the storefront's form uses the very same schema, so
 * the rules and their wording (message keys from i18n.ts) match on both sides.
 */
export const contactBody = z.object({
  name: requiredText(contactLimits.nameMax),
  mobile: phoneField,
  email: emailField,
  message: requiredText(contactLimits.messageMax, { multiline: true }),
});
export type ContactBody = z.infer<typeof contactBody>;

export { captchaLength } from './limits.ts';

/**
 * `POST contact` as sent: the form's fields, the typed captcha with the token it came with (both
 * from `GET contact/captcha`, checked by the server, docs/decisions/0017), and `website`, a honeypot
 * people never see: a post that fills it is thanked and dropped.
 */
export const contactPostBody = contactBody.extend({
  captcha: z
    .string({ error: 'captcha.required' })
    .trim()
    .min(1, { error: 'captcha.required', abort: true })
    .max(32, { error: 'captcha.mismatch' }),
  captchaToken: z.string().max(200).optional(),
  website: z.string().optional(),
});
export type ContactPostBody = z.infer<typeof contactPostBody>;

/** A captcha: its picture (an SVG data URL, the answer drawn, never written) and the token to send back. */
export const contactCaptcha = z.object({ token: z.string(), image: z.string() });
export type ContactCaptcha = z.infer<typeof contactCaptcha>;
export const contactCaptchaResponse = envelope(z.object({ captcha: contactCaptcha }));

export const contactResponse = envelope(z.object({ message: z.string() }));
