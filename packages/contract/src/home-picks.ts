import { z } from 'zod';
import { envelope } from './envelope.ts';
import { idList, queryInt } from './query-params.ts';

/**
 * What the home page shows besides its carousel, chosen in the console (docs/decisions/0086): the
 * popular categories grid's categories and the 'Deals recommended for you' slider's products, each an
 * ordered list for the whole chain. No products picked: the slider keeps the branch's best deals.
 */

export const homePicksLimits = {
  /** The grid shows two rows of six on a desktop. */
  categoriesMax: 12,
  /** As many as the slider gets when the store picks them itself. */
  productsMax: 15,
} as const;

/** An ordered list of picked ids: none twice, at most `max`. */
const pickList = (max: number, tooMany: 'homePicks.tooManyCategories' | 'homePicks.tooManyProducts') =>
  idList(100)
    .transform((ids) => ids ?? [])
    .superRefine((ids, ctx) => {
      if (ids.length > max) ctx.addIssue({ code: 'custom', message: tooMany });
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'homePicks.duplicate' });
    });

/**
 * The list's version the screen was opened with (docs/decisions/0092): every save raises it, and a
 * save based on another number is refused (409 `homePicks.conflict`), so a screen left open does not
 * undo another's change.
 */
const version = queryInt((n) => n.min(0).max(2_147_483_647));

export const staffFeaturedCategoriesBody = z.object({
  categoryIds: pickList(homePicksLimits.categoriesMax, 'homePicks.tooManyCategories'),
  version,
});
export const staffDealProductsBody = z.object({
  productIds: pickList(homePicksLimits.productsMax, 'homePicks.tooManyProducts'),
  version,
});

const picked = z.object({ id: z.number().int(), name: z.string() });
export const staffHomePicksSchema = z.object({
  /** The grid's categories in order, named in the member's language. */
  categories: z.array(picked.extend({ level: z.number().int() })),
  /** The slider's products in order (empty: the branch's best deals). */
  products: z.array(picked),
  /** Each list's version, sent back with its next save. */
  categoriesVersion: z.number().int(),
  productsVersion: z.number().int(),
});
export type StaffHomePicks = z.infer<typeof staffHomePicksSchema>;
export const staffHomePicksResponse = envelope(staffHomePicksSchema);

/**
 * The list a form's ticks make: the ones kept in their saved order, then the newly ticked in the order
 * the form posted them (each once).
 */
export function keepPickOrder(saved: readonly number[], ticked: readonly number[]): number[] {
  const kept = saved.filter((id) => ticked.includes(id));
  const added = ticked.filter((id, index) => !saved.includes(id) && ticked.indexOf(id) === index);
  return [...kept, ...added];
}

/** The list with `id` swapped with its neighbour before or after it (unchanged at either end). */
export function movePick(list: readonly number[], id: number, direction: 'up' | 'down'): number[] {
  const order = [...list];
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
