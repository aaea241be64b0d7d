import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { queryInt } from './query-params.ts';

/**
 * The store's static pages (about, FAQ, terms), edited in the staff console in both languages as
 * limited HTML, sanitized by the API on save, and versioned (docs/decisions/0077): every save is a
 * new version, a restore is a new version copying an older one, and the storefront shows the newest.
 * A page with no version yet shows the text the storefront carries in code.
 */

export const contentPageSlugs = ['about', 'faq', 'terms'] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

export const contentPageLimits = { titleMax: 120, bodyMax: 60_000, versionsShown: 50 } as const;

/**
 * The tags the editor offers and the sanitizer keeps (the API drops everything else, with its text
 * kept): paragraphs, two heading levels, lists, emphasis, links, and question/answer blocks
 * (`details`/`summary`: an accordion without scripts, how the FAQ is written).
 */
export const richTextTags = [
  'p',
  'br',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'details',
  'summary',
] as const;

/** The newest of a page's versions (the one the storefront shows), or undefined when none is stored. */
export function newestVersion<T extends { version: number }>(versions: readonly T[]): T | undefined {
  let newest: T | undefined;
  for (const row of versions) if (!newest || row.version > newest.version) newest = row;
  return newest;
}

/** The number a new version of a page gets: one more than the newest (1 for the first). */
export function nextVersion(versions: readonly { version: number }[]): number {
  return (newestVersion(versions)?.version ?? 0) + 1;
}

export const contentPageParams = z.object({ slug: z.enum(contentPageSlugs) });
export const contentPageVersionParams = contentPageParams.extend({
  version: queryInt((n) => n.min(1).max(2_147_483_647)),
});

/** The version the edit started from (0: none stored yet): a newer one saved meanwhile is a 409. */
const basedOn = queryInt((n) => n.min(0).max(2_147_483_647));

const rich = requiredText(contentPageLimits.bodyMax, { multiline: true });
export const staffContentPageBody = z.object({
  titleEn: requiredText(contentPageLimits.titleMax),
  titleAr: requiredText(contentPageLimits.titleMax),
  bodyEn: rich,
  bodyAr: rich,
  basedOn,
});
export type StaffContentPageEdit = z.infer<typeof staffContentPageBody>;

export const staffContentPreviewBody = staffContentPageBody.omit({ basedOn: true });
export const staffContentRestoreBody = z.object({ basedOn });

/** What a shopper reads: the newest version in the request's language, or null (the code's text). */
export const contentPageSchema = z.object({
  slug: z.enum(contentPageSlugs),
  version: z.number().int(),
  title: z.string(),
  /** Sanitized HTML of `richTextTags` only. */
  body: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponse = envelope(z.object({ page: contentPageSchema.nullable() }));

export const staffContentVersionSchema = z.object({
  version: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  /** The version it copies (a restore), or null. */
  restoredFrom: z.number().int().nullable(),
  staffName: z.string(),
  at: z.string(),
});
export type StaffContentVersion = z.infer<typeof staffContentVersionSchema>;

export const staffContentPagesResponse = envelope(
  z.object({
    pages: z.array(
      z.object({
        slug: z.enum(contentPageSlugs),
        /** The newest version's, or null when the page still shows the code's text. */
        current: staffContentVersionSchema.omit({ bodyEn: true, bodyAr: true }).nullable(),
      }),
    ),
  }),
);

export const staffContentPageResponse = envelope(
  z.object({
    slug: z.enum(contentPageSlugs),
    current: staffContentVersionSchema.nullable(),
    /** Newest first, at most `contentPageLimits.versionsShown`, without their bodies. */
    versions: z.array(staffContentVersionSchema.omit({ bodyEn: true, bodyAr: true })),
  }),
);
export const staffContentVersionResponse = envelope(z.object({ version: staffContentVersionSchema }));
export const staffContentPreviewResponse = envelope(
  z.object({ titleEn: z.string(), titleAr: z.string(), bodyEn: z.string(), bodyAr: z.string() }),
);
