import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import type { Lang } from './lang.ts';
import { queryInt } from './query-params.ts';
import { dateField } from './schedule.ts';

/**
 * The home carousel edited in the console (docs/decisions/0082): each slide shows on the English
 * home, the Arabic home, or both; from a first to a last Cairo day (both included, empty: open) unless
 * hidden; in the console's order. An uploaded picture replaces the drawn banner, stored as product
 * pictures are (0070) with the one WebP width the storefront draws the carousel at.
 */

export const carouselLimits = {
  titleMax: 80,
  subtitleMax: 160,
  urlMax: 300,
  maxFileBytes: 10 * 1024 * 1024,
  /** The storefront draws the carousel 1200 x 400 (3:1); one WebP copy, fitted in a 1200 square. */
  sizes: [1200] as const,
  /** A narrower picture looks blurred across a desktop's home page. */
  minSide: 300,
} as const;

/** Where a slide shows: one language's home or both. */
export const carouselAudiences = ['both', 'en', 'ar'] as const;
export type CarouselAudience = (typeof carouselAudiences)[number];

export type CarouselStatus = 'live' | 'scheduled' | 'ended' | 'hidden';

/** What a slide is on `today` (a Cairo day, YYYY-MM-DD): shown, yet to start, over, or hidden. */
export function carouselStatus(
  slide: { hidden: boolean; startsOn: string | null; endsOn: string | null },
  today: string,
): CarouselStatus {
  if (slide.hidden) return 'hidden';
  if (slide.startsOn !== null && slide.startsOn > today) return 'scheduled';
  if (slide.endsOn !== null && slide.endsOn < today) return 'ended';
  return 'live';
}

/** Whether a slide is on the home page in `lang` on `today`. */
export function carouselShows(
  slide: { audience: CarouselAudience; hidden: boolean; startsOn: string | null; endsOn: string | null },
  lang: Lang,
  today: string,
): boolean {
  return (slide.audience === 'both' || slide.audience === lang) && carouselStatus(slide, today) === 'live';
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A Cairo day typed in any digits; empty: open. */
const day = z.preprocess((value) => emptyToUndefined(withAsciiDigits(value)), dateField.optional());

/**
 * A path of the store without its language (`/deals`, `/category/...`): the storefront puts the
 * home's language in front. Another site is no slide's link (nor a protocol-relative `//host`, nor a
 * scheme: the first character is '/', so `javascript:` or `https:` never starts one).
 */
const link = z
  .string()
  .trim()
  .max(carouselLimits.urlMax, { error: 'staffCarousel.urlInvalid' })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .regex(/^\/([^/\\\u0000-\u001f][^\u0000-\u001f]*)?$/, { error: 'staffCarousel.urlInvalid' })
  // Nowhere a '//' or a backslash (browsers read '\' as '/'), nor either written as %2F / %5C: a
  // path that a later rewrite or decoding could turn into another host (docs/decisions/0092).
  .refine((url) => !/\/\/|\\|%2f|%5c/i.test(url), { error: 'staffCarousel.urlInvalid' });

const version = queryInt((n) => n.min(1).max(2_147_483_647));

const slideFields = z.object({
  titleEn: requiredText(carouselLimits.titleMax),
  titleAr: requiredText(carouselLimits.titleMax),
  subtitleEn: requiredText(carouselLimits.subtitleMax),
  subtitleAr: requiredText(carouselLimits.subtitleMax),
  url: link,
  audience: z.enum(carouselAudiences, { error: 'staffCarousel.audienceInvalid' }).default('both'),
  startsOn: day,
  endsOn: day,
  /** A new picture, base64 (the console's server action reads the uploaded file); absent: unchanged. */
  picture: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(Math.ceil((carouselLimits.maxFileBytes * 4) / 3) + 4, { error: 'productPictures.tooLarge' })
      .regex(/^[A-Za-z0-9+/=\r\n]*$/, { error: 'productPictures.unreadable' })
      .optional(),
  ),
  /** Drop the uploaded picture: the drawn banner shows again. */
  removePicture: z.preprocess(
    (value) => value === 'on' || value === 'true' || value === true,
    z.boolean().default(false),
  ),
});

function checkDays(body: { startsOn?: string; endsOn?: string }, ctx: z.RefinementCtx) {
  if (body.startsOn && body.endsOn && body.endsOn < body.startsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'staffCarousel.endBeforeStart' });
}

export const staffCarouselCreateBody = slideFields.superRefine(checkDays);
export type StaffCarouselCreate = z.infer<typeof staffCarouselCreateBody>;
export const staffCarouselEditBody = slideFields.extend({ version }).superRefine(checkDays);
export type StaffCarouselEdit = z.infer<typeof staffCarouselEditBody>;
export const staffCarouselMoveBody = z.object({ version, direction: z.enum(['up', 'down']) });
export const staffCarouselVisibilityBody = z.object({
  version,
  hidden: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()),
});
export const staffCarouselDeleteBody = z.object({ version });

export const staffCarouselSlideSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  position: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  subtitleEn: z.string(),
  subtitleAr: z.string(),
  url: z.string(),
  audience: z.enum(carouselAudiences),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  hidden: z.boolean(),
  status: z.enum(['live', 'scheduled', 'ended', 'hidden']),
  /** The picture the storefront shows in each language (uploaded, else drawn). */
  imageEn: z.string(),
  imageAr: z.string(),
  uploaded: z.boolean(),
});
export type StaffCarouselSlide = z.infer<typeof staffCarouselSlideSchema>;
export const staffCarouselResponse = envelope(z.object({ slides: z.array(staffCarouselSlideSchema) }));
