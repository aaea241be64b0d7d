import { z } from 'zod';
import { contentPageLimits } from './content-pages.ts';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { PRIVACY_NOTICE_VERSION } from './privacy.ts';
import { queryInt } from './query-params.ts';

/**
 * The privacy notice edited in the console (docs/decisions/0092): one draft in both languages, then
 * "publish", which makes it the next version (an immutable row: number, both texts, who, when). The
 * storefront shows the newest; a consent records it; a customer whose privacy consent names an older
 * one is asked again. No version published yet: the notice the storefront carries in code, whose
 * version is `PRIVACY_NOTICE_VERSION`.
 */

/** What a consent row records for a published version: its number as text ('1', '2', ...). */
export const noticeVersionKey = (version: number | null) =>
  version === null ? PRIVACY_NOTICE_VERSION : String(version);

const rich = requiredText(contentPageLimits.bodyMax, { multiline: true });

/** The draft's two texts, limited HTML (the same tags and sanitizer as the static pages). */
export const staffPrivacyNoticeDraftBody = z.object({ bodyEn: rich, bodyAr: rich });
export type StaffPrivacyNoticeDraft = z.infer<typeof staffPrivacyNoticeDraftBody>;

/** The newest version the editor saw (0: none): another published meanwhile is a 409. */
export const staffPrivacyNoticePublishBody = z.object({
  basedOn: queryInt((n) => n.min(0).max(2_147_483_647)),
});

export const privacyNoticeVersionParams = z.object({
  version: queryInt((n) => n.min(1).max(2_147_483_647)),
});

const versionSummary = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  staffName: z.string(),
});
export const staffPrivacyNoticeVersionSchema = versionSummary.extend({
  bodyEn: z.string(),
  bodyAr: z.string(),
});
export type StaffPrivacyNoticeVersion = z.infer<typeof staffPrivacyNoticeVersionSchema>;

export const staffPrivacyNoticeSchema = z.object({
  /** The draft of the next version, or null (the editor starts from the newest version). */
  draft: z
    .object({ bodyEn: z.string(), bodyAr: z.string(), savedAt: z.string(), staffName: z.string() })
    .nullable(),
  /** The newest published version, or null (the storefront shows the code's notice). */
  current: staffPrivacyNoticeVersionSchema.nullable(),
  /** Every published version, newest first, without their texts. */
  versions: z.array(versionSummary),
});
export type StaffPrivacyNotice = z.infer<typeof staffPrivacyNoticeSchema>;
export const staffPrivacyNoticeResponse = envelope(staffPrivacyNoticeSchema);
export const staffPrivacyNoticeVersionResponse = envelope(
  z.object({ version: staffPrivacyNoticeVersionSchema }),
);

/** What a shopper reads: the newest published version in the request's language, or null. */
export const privacyNoticeSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  /** Sanitized HTML of `richTextTags` only. */
  body: z.string(),
});
export type PublishedPrivacyNotice = z.infer<typeof privacyNoticeSchema>;
export const privacyNoticeResponse = envelope(z.object({ notice: privacyNoticeSchema.nullable() }));
