import { z } from 'zod';
import { envelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { queryInt } from './query-params.ts';

/**
 * The catalogue's categories (three levels) and brands, edited by admins from the staff console
 * (docs/decisions/0071): both names, the order among siblings, the parent, hidden or shown; deleted
 * only when nothing is in them. Every edit carries the version it started from (409 otherwise).
 */

export const staffTaxonomyLimits = { nameMax: 120, searchMax: 100, brandsShown: 200 } as const;

/**
 * A category's or brand's uploaded picture (docs/decisions/0083), stored as product pictures are
 * (0070): the storefront draws them at most 300 px wide (the home's category tiles; the categories
 * page and the type-ahead smaller), so one WebP copy fitted in a 300 square.
 */
export const taxonomyPictureLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  sizes: [300] as const,
  /** A smaller picture looks blurred on the home's tiles. */
  minSide: 100,
} as const;

/** Where a category's or brand's uploaded picture is served (the key's file name changes with it). */
export function taxonomyPicturePath(kind: 'category' | 'brand', id: number, key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1).replace(/\.[a-z]+$/, '');
  return `/api/media/${kind === 'category' ? 'category-pictures' : 'brand-pictures'}/${id}-${name}.webp`;
}

const id = queryInt((n) => n.min(1).max(2_147_483_647));
const version = id;

/** A checkbox of a form ("on") or a boolean. */
const flag = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value === 'false' || value === '' ? false : value),
  z.boolean(),
);

const names = {
  nameEn: requiredText(staffTaxonomyLimits.nameMax),
  nameAr: requiredText(staffTaxonomyLimits.nameMax),
};

/** A new category: level 1 without a parent, else one level below its parent (level 2 or 3). */
export const staffCategoryCreateBody = z.object({
  ...names,
  /** Empty or absent: a top (level-1) category. */
  parentId: z.preprocess((value) => (value === '' || value === null ? undefined : value), id.optional()),
  hidden: flag.optional(),
});
export type StaffCategoryCreate = z.infer<typeof staffCategoryCreateBody>;

/** Names and parent (a move keeps the level: a level-3 category only under a level-2 one). */
export const staffCategoryEditBody = staffCategoryCreateBody.omit({ hidden: true }).extend({ version });
export type StaffCategoryEdit = z.infer<typeof staffCategoryEditBody>;

export const staffVisibilityBody = z.object({ version, hidden: flag });
export const staffCategoryOrderBody = z.object({ version, direction: z.enum(['up', 'down']) });
export const staffVersionBody = z.object({ version });
/** Every product of a level-3 category, or of a brand, moved to another (`to`), so the emptied one can go. */
export const staffMoveProductsBody = z.object({ version, to: id });

/**
 * A new picture (base64: the console's server action reads the uploaded file), or `remove` to show
 * the drawn one again; from `version`.
 */
export const staffTaxonomyPictureBody = z
  .object({
    version,
    picture: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .string()
        .max(Math.ceil((taxonomyPictureLimits.maxFileBytes * 4) / 3) + 4, {
          error: 'productPictures.tooLarge',
        })
        .regex(/^[A-Za-z0-9+/=\r\n]*$/, { error: 'productPictures.unreadable' })
        .optional(),
    ),
    remove: flag.optional(),
  })
  .refine((body) => body.picture !== undefined || body.remove === true, {
    path: ['picture'],
    error: 'productPictures.fileRequired',
  });
export type StaffTaxonomyPicture = z.infer<typeof staffTaxonomyPictureBody>;

export const staffCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  sort: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  hidden: z.boolean(),
  version: z.number().int(),
  /** Products whose category (at any level) this is. */
  products: z.number().int(),
  /** The uploaded picture the storefront shows (docs/decisions/0083); null: the drawn one. */
  picture: z.string().nullable(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const staffCategoriesResponse = envelope(
  /** Every category, level by level, each level in its order among siblings. */
  z.object({ categories: z.array(staffCategorySchema) }),
);
export const staffCategoryResponse = envelope(z.object({ category: staffCategorySchema }), z.number().int());

export const staffBrandsQuery = z.object({
  /** Part of a name, in either language. */
  q: optionalText(staffTaxonomyLimits.searchMax),
});

export const staffBrandSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  hidden: z.boolean(),
  version: z.number().int(),
  products: z.number().int(),
  /** The uploaded picture the storefront shows (docs/decisions/0083); null: the drawn one. */
  picture: z.string().nullable(),
});
export type StaffBrand = z.infer<typeof staffBrandSchema>;

export const staffBrandsResponse = envelope(
  /** By English name; at most `staffTaxonomyLimits.brandsShown` (a search narrows them). */
  z.object({ brands: z.array(staffBrandSchema), more: z.boolean() }),
);
export const staffBrandCreateBody = z.object({ ...names, hidden: flag.optional() });
export const staffBrandEditBody = z.object({ ...names, version });
export const staffBrandResponse = envelope(z.object({ brand: staffBrandSchema }), z.number().int());
export const staffTaxonomyDeleteResponse = envelope(z.object({ deleted: z.number().int() }));
export const staffMoveProductsResponse = envelope(z.object({ moved: z.number().int() }));
