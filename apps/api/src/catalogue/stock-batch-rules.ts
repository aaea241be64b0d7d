import type { BatchWithdrawal, MessageKey } from '@store/contract';

/**
 * The rules of batches and expiry (docs/decisions/0075), pure. Days are Cairo calendar days written
 * YYYY-MM-DD; quantities milli-units.
 */

const dayMs = 24 * 3600_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** A batch expires at the end of its expiry day: on that day it is still in date, the day after expired. */
export function isExpired(expiry: string, today: string): boolean {
  return expiry < today;
}

/**
 * Whether a batch with this expiry may be sold online today: more than `cutoffDays` days of life left.
 * With a cut-off of 90 days, a batch expiring on day today+90 is already out of sale; an expired one
 * always (also with a cut-off of 0).
 */
export function sellableOnline(expiry: string, today: string, cutoffDays: number): boolean {
  return daysBetween(today, expiry) > cutoffDays && !isExpired(expiry, today);
}

/** Why a batch is out of sale today, or null while it is sold: recalled stays recalled. */
export function withdrawalOf(
  batch: { expiry: string; withdrawn: BatchWithdrawal | null },
  today: string,
  cutoffDays: number,
): BatchWithdrawal | null {
  if (batch.withdrawn === 'recalled') return 'recalled';
  return sellableOnline(batch.expiry, today, cutoffDays) ? null : 'expiring';
}

export interface BatchStock {
  id: number;
  expiry: string;
  quantityMilli: number;
  withdrawn: BatchWithdrawal | null;
}

/**
 * What customers can buy of a product with batches: the units of the batches for sale plus the units
 * that came in without a batch. The stock row keeps this number (`branch_products.stock_milli`).
 */
export function sellableMilli(batches: readonly BatchStock[], unbatchedMilli: number): number {
  return batches.reduce((sum, b) => sum + (b.withdrawn === null ? b.quantityMilli : 0), unbatchedMilli);
}

/**
 * First expiry first out: the batches `needMilli` is taken from, earliest expiry first (ties by id,
 * the earlier received), among the batches for sale. What they cannot cover is `shortMilli` (units
 * without a batch). The database's trigger (drizzle/0056) applies the same rule when stock goes out.
 */
export function fefoTake<B extends BatchStock>(
  batches: readonly B[],
  needMilli: number,
): { takes: { batch: B; quantityMilli: number }[]; shortMilli: number } {
  const order = batches
    .filter((b) => b.withdrawn === null && b.quantityMilli > 0)
    .sort((a, b) => (a.expiry === b.expiry ? a.id - b.id : a.expiry < b.expiry ? -1 : 1));
  const takes: { batch: B; quantityMilli: number }[] = [];
  let need = needMilli;
  for (const batch of order) {
    if (need <= 0) break;
    const take = Math.min(need, batch.quantityMilli);
    takes.push({ batch, quantityMilli: take });
    need -= take;
  }
  return { takes, shortMilli: Math.max(0, need) };
}

/** The cut-off in days from the store setting's text: the default when unset or not a sane number. */
export function cutoffDaysOf(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return fallback;
  const days = Number(value);
  return days <= max ? days : fallback;
}

export type Receipt =
  | { ok: false; key: MessageKey; params: Record<string, string> }
  | { ok: true; forSale: boolean; adds: boolean };

/**
 * Whether units may be received into a batch, and whether they are for sale (docs/decisions/0075,
 * 0079): the receive form and the bulk import judge by this one rule. An expired batch is refused; the
 * same number again adds to that batch when its expiry matches and it is not recalled; a new batch
 * within the cut-off is recorded but not sold; units added to a batch take its state.
 */
export function judgeReceipt(
  existing: { expiry: string; withdrawn: BatchWithdrawal | null } | undefined,
  input: { batch: string; expiry: string },
  today: string,
  cutoffDays: number,
): Receipt {
  if (isExpired(input.expiry, today))
    return { ok: false, key: 'batches.expired', params: { batch: input.batch, expiry: input.expiry } };
  if (existing?.withdrawn === 'recalled')
    return { ok: false, key: 'batches.isRecalled', params: { batch: input.batch } };
  if (existing && existing.expiry !== input.expiry)
    return {
      ok: false,
      key: 'batches.expiryMismatch',
      params: { batch: input.batch, expiry: existing.expiry },
    };
  return existing
    ? { ok: true, forSale: existing.withdrawn === null, adds: true }
    : { ok: true, forSale: sellableOnline(input.expiry, today, cutoffDays), adds: false };
}
