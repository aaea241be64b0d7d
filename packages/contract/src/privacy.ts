import { z } from 'zod';
import { envelope } from './envelope.ts';
import { codeField } from './fields.ts';

/**
 * The customer's own data (docs/decisions/0067): consents, the download of one's data and the
 * deletion of one's account.
 */

/**
 * The version of the notice the storefront carries in code, shown and recorded until a version is
 * published in the console (docs/decisions/0092, `noticeVersionKey`).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** What a customer may consent to: the privacy notice, marketing per channel, health data. */
export const consentKinds = [
  'privacy',
  'marketing_sms',
  'marketing_whatsapp',
  'marketing_email',
  'marketing_push',
  'health_data',
] as const;
export type ConsentKind = (typeof consentKinds)[number];
export const consentKind = z.enum(consentKinds);

/** Where the consent was given: the web storefront or the app. */
export const consentChannel = z.enum(['web', 'app']);
export type ConsentChannel = z.infer<typeof consentChannel>;

/** An app's device type (android, ios) gives 'app'; anything else is the web storefront. */
export function consentChannelOf(deviceType: string | undefined | null): ConsentChannel {
  return deviceType && /^(android|ios|huawei)$/i.test(deviceType) ? 'app' : 'web';
}

/** One kind's current state: never asked (`granted` false, `version` and `at` null), given or withdrawn. */
export const consentState = z.object({
  kind: consentKind,
  granted: z.boolean(),
  version: z.string().nullable(),
  at: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentState>;

export const consentsResponse = envelope(
  z.object({
    consents: z.array(consentState),
    /** The notice's current version (docs/decisions/0092): the newest published, or the code's. */
    version: z.string(),
    /**
     * A version was published after the one the customer's privacy consent names (or they have
     * none): the storefront asks them to agree again, and their agreement is a new `privacy` row.
     */
    askAgain: z.boolean(),
  }),
);

/** Form posts send `granted` as text ('true' / 'false'). */
export const consentFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const consentBody = z.object({
  kind: consentKind,
  granted: consentFlag,
  channel: consentChannel.optional(),
});
export type ConsentBody = z.input<typeof consentBody>;

export const consentResponse = envelope(z.object({ consent: consentState }));

export const deleteAccountCodeResponse = envelope(z.object({ retryAfterSeconds: z.number().int() }));

export const deleteAccountBody = z.object({ code: codeField });

export const deleteAccountResponse = envelope(z.null());

/** The JSON files of the data download's ZIP, in its order. */
export const dataExportFiles = [
  'profile.json',
  'addresses.json',
  'orders.json',
  'prescriptions.json',
  'support.json',
  'notifications.json',
  'consents.json',
] as const;
