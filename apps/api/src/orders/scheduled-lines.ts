import type { Lang, MessageKey } from '@store/contract';
import { saleProblem, storeTimeZone, timeLocaleOf } from '@store/contract';
import { eq } from 'drizzle-orm';
import { isAllowedQuantity, productAtBranch, toMilli } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { productCuttingTypes } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { ScheduleSettings } from './schedule-rules.ts';
import { editCutoff } from './schedule-rules.ts';

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

export interface ScheduledLineInput {
  productId: number;
  quantity: number;
  cuttingTypeId?: number | undefined;
}

/**
 * What a scheduled delivery brings, checked as the cart checks an addition: the product sold at the
 * branch, an allowed quantity, an allowed cutting type (the product's first when none is given).
 * Used by a subscription's items and a scheduled order's items. Stock is the caller's business; a
 * controlled medicine, or more of one than an order may take, is refused as the cart refuses it.
 */
export async function checkedScheduledLines(
  tx: Db,
  branchId: number,
  input: ScheduledLineInput[],
  lang: Lang,
) {
  const lines = [];
  const wanted = new Map<number, number>();
  for (const entry of input) {
    const quantityMilli = toMilli(entry.quantity);
    const product = await productAtBranch(tx, entry.productId, branchId, lang);
    if (!product) throw notFound('error.productNotFound');
    if (product.price === null) throw invalid('error.productNotInBranch');
    wanted.set(entry.productId, (wanted.get(entry.productId) ?? 0) + quantityMilli);
    const problem = saleProblem(product, wanted.get(entry.productId)!);
    if (problem) throw invalid(problem.key, problem.params);
    if (!isAllowedQuantity(product.quantities, quantityMilli)) throw invalid('cart.quantityNotAllowed');
    const allowed = await tx
      .select({ id: productCuttingTypes.cuttingTypeId })
      .from(productCuttingTypes)
      .where(eq(productCuttingTypes.productId, entry.productId))
      .orderBy(productCuttingTypes.sort, productCuttingTypes.cuttingTypeId);
    if (entry.cuttingTypeId !== undefined && !allowed.some((type) => type.id === entry.cuttingTypeId))
      throw invalid('cart.cuttingTypeNotAllowed');
    lines.push({
      productId: entry.productId,
      quantityMilli,
      weighted: product.weighted,
      unitPrice: product.price,
      cuttingTypeId: entry.cuttingTypeId ?? allowed[0]?.id ?? null,
    });
  }
  return lines;
}

/** The refusal once a delivery's changes have closed, naming when they closed, in the page's language. */
export function cutoffPassed(day: string, settings: ScheduleSettings, lang: 'en' | 'ar') {
  return invalid('subscription.cutoffPassed', {
    // As pages write a day and time (the time: the contract's timeOfDayFormat).
    time: editCutoff(day, settings).toLocaleString(timeLocaleOf(lang), {
      timeZone: storeTimeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
  });
}
