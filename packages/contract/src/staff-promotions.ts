import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { idList, optionalQueryInt, queryInt } from './query-params.ts';
import { dateField } from './schedule.ts';

/**
 * Promotions edited in the staff console (docs/decisions/0076): automatic (no code) or by code; a
 * percent or pounds off the order or off chosen products, categories or brands, or free delivery;
 * with a minimum order, Cairo days it runs from and to (both included), use limits, branches, first
 * order only, and whether it combines with others. Ended, never deleted: placed orders name them.
 */

export const staffPromotionLimits = {
  nameMax: 120,
  codeMax: 40,
  percentMax: 100,
  amountMax: 1_000_000,
} as const;

export const promotionKinds = ['percent', 'fixed', 'freeDelivery', 'buyXGetY'] as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A checkbox of a form ("on") or a boolean; absent: false. */
const flag = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value === 'false' || value === '' ? false : value),
  z.boolean().default(false),
);

/** A number typed in any digits, at most two decimals (pounds, or a whole percent checked below); empty: none. */
const optionalAmount = z.preprocess((value) => {
  const text = withAsciiDigits(value);
  if (text === '' || text === null || text === undefined) return undefined;
  if (typeof text === 'number') return text;
  return typeof text === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(text) ? Number(text) : text;
}, z
  .number({ error: 'staffPromotions.amountInvalid' })
  .min(0, { error: 'staffPromotions.amountInvalid' })
  .max(staffPromotionLimits.amountMax, { error: 'staffPromotions.amountInvalid' })
  .optional());

const limit = optionalQueryInt((n) => n.min(1).max(1_000_000));

const promotionFields = z.object({
  nameEn: requiredText(staffPromotionLimits.nameMax),
  nameAr: requiredText(staffPromotionLimits.nameMax),
  /** Empty: automatic. Letters and digits, kept in capitals. */
  code: z.preprocess(
    (value) =>
      typeof value === 'string' ? value.trim().toUpperCase() || undefined : emptyToUndefined(value),
    z
      .string()
      .max(staffPromotionLimits.codeMax, { error: 'staffPromotions.codeInvalid' })
      .regex(/^[A-Z0-9_-]+$/, { error: 'staffPromotions.codeInvalid' })
      .optional(),
  ),
  kind: z.enum(promotionKinds, { error: 'staffPromotions.kindInvalid' }),
  /** A whole percent (1-100), or pounds off; not used for free delivery. */
  value: optionalAmount,
  /** Pounds; empty: none. */
  minimumOrder: optionalAmount,
  startsOn: z.preprocess(emptyToUndefined, dateField.optional()),
  endsOn: z.preprocess(emptyToUndefined, dateField.optional()),
  maxUses: limit,
  maxUsesPerUser: limit,
  /** Buy X get Y: pieces to buy, and pieces got (the value is the percent off those; empty: free). */
  buyQuantity: optionalQueryInt((n) => n.min(1).max(100)),
  getQuantity: optionalQueryInt((n) => n.min(1).max(100)),
  firstOrderOnly: flag,
  combinable: flag,
  /** Off the lines of these (all empty: off the order). */
  productIds: idList(200),
  categoryIds: idList(200),
  brandIds: idList(200),
  /** Where it runs (empty: every branch; a branch manager's: some of their branches). */
  branchIds: idList(50),
});

type PromotionFields = z.infer<typeof promotionFields>;

/** What the fields must agree on: a percent from 1 to 100, an amount above 0, an end after the start. */
function checkPromotion(body: PromotionFields, ctx: z.RefinementCtx) {
  const value = body.value ?? 0;
  // Buy X get Y: the percent off the pieces got, 100 (free) when left empty.
  const percent = body.kind === 'percent' || (body.kind === 'buyXGetY' && body.value !== undefined);
  if (percent && (!Number.isInteger(value) || value < 1 || value > 100))
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'staffPromotions.percentInvalid' });
  if (body.kind === 'fixed' && value <= 0)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'staffPromotions.amountInvalid' });
  if (body.startsOn && body.endsOn && body.endsOn < body.startsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'staffPromotions.endBeforeStart' });
  const targeted = [body.productIds, body.categoryIds, body.brandIds].some((ids) => (ids ?? []).length > 0);
  if (body.kind === 'freeDelivery' && targeted)
    ctx.addIssue({ code: 'custom', path: ['kind'], message: 'staffPromotions.freeDeliveryOrderOnly' });
}

export const staffPromotionCreateBody = promotionFields.superRefine(checkPromotion);
export type StaffPromotionCreate = z.infer<typeof staffPromotionCreateBody>;

export const staffPromotionEditBody = promotionFields
  .extend({ version: queryInt((n) => n.min(1).max(2_147_483_647)) })
  .superRefine(checkPromotion);
export type StaffPromotionEdit = z.infer<typeof staffPromotionEditBody>;
export const staffPromotionEndBody = z.object({ version: queryInt((n) => n.min(1).max(2_147_483_647)) });

export const staffPromotionSchema = z.object({
  id: z.number().int(),
  /** Null: automatic. */
  code: z.string().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  kind: z.enum(promotionKinds),
  /** A whole percent, or pounds; 0 for free delivery. */
  value: z.number(),
  minimumOrder: z.number(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerUser: z.number().int().nullable(),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  combinable: z.boolean(),
  active: z.boolean(),
  version: z.number().int(),
  productIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  brandIds: z.array(z.number().int()),
  branchIds: z.array(z.number().int()),
  /** Orders placed with it, not cancelled. */
  uses: z.number().int(),
});
export type StaffPromotion = z.infer<typeof staffPromotionSchema>;

export const staffPromotionsResponse = envelope(z.object({ promotions: z.array(staffPromotionSchema) }));
export const staffPromotionResponse = envelope(
  z.object({ promotion: staffPromotionSchema }),
  z.number().int(),
);

const usageFigures = {
  orders: z.number().int(),
  /** Pounds taken off (at placement). */
  discount: z.number(),
  /** Pounds: the orders' totals. */
  revenue: z.number(),
  deliverySaved: z.number(),
};
export const staffPromotionUsageSchema = z.object({
  ...usageFigures,
  byBranch: z.array(z.object({ branchId: z.number().int(), name: z.string(), ...usageFigures })),
});
export type StaffPromotionUsage = z.infer<typeof staffPromotionUsageSchema>;
export const staffPromotionUsageResponse = envelope(z.object({ usage: staffPromotionUsageSchema }));
