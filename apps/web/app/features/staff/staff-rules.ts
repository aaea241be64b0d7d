import {
  asciiDigits,
  orderStatusIds,
  paidAtDoorPaymentTypeIds,
  roleMay,
  type StaffAction,
  staffMayCancel,
} from '@store/contract';

/**
 * What the console offers each role is the API's own permission table (contract staff-permissions.ts):
 * the API stays the judge; this only keeps buttons a role cannot use off its screen.
 */
export const staffMay = roleMay;
export type { StaffAction };

/** A branch by its name in the page's language (its number if the list does not have it). */
export function branchName(
  branches: readonly { id: number; name: string }[],
  id: number,
  fallback: (id: number) => string,
): string {
  return branches.find((branch) => branch.id === id)?.name ?? fallback(id);
}

/** Staff may cancel until the order is delivered (the contract's rule, as the API applies it). */
export const cancellable = staffMayCancel;

/** An order can be handed to a courier (or another one) until it is delivered or cancelled (0043). */
export function courierAssignable(statusId: number): boolean {
  return amendable(statusId) || statusId === orderStatusIds.outForDelivery;
}

/** Substitutes are offered while the order is being prepared. */
export function amendable(statusId: number): boolean {
  return statusId === orderStatusIds.placed || statusId === orderStatusIds.inProcess;
}

/** Weights are entered before the order is delivered. */
export function weighable(statusId: number): boolean {
  return amendable(statusId) || statusId === orderStatusIds.outForDelivery;
}

/** Moving to delivered records what was taken at the door, for cash and card-reader orders. */
export function needsAmountCollected(paymentTypeId: number, nextStatusId: number): boolean {
  return nextStatusId === orderStatusIds.delivered && paidAtDoorPaymentTypeIds.includes(paymentTypeId);
}

/**
 * Until when a move to `next` waits for the customer's choice of substitutes (the API's rule,
 * apps/api/src/staff/staff-rules.ts `statusChangeBlocker`): the deadline while it is ahead, else null.
 */
export function dispatchWaitsUntil(
  next: number,
  substitutions: { until: string | null },
  now: number,
): string | null {
  if (next !== orderStatusIds.outForDelivery || substitutions.until === null) return null;
  return Date.parse(substitutions.until) > now ? substitutions.until : null;
}

/**
 * The reasons a staff cancel offers: the store's own always; the customer's (asked for by
 * phone) only before dispatch, as the API allows.
 */
export function offeredReasons<R extends { kind: 'staff' | 'customer' }>(
  reasons: readonly R[],
  dispatched: boolean,
): R[] {
  return reasons.filter((reason) => reason.kind === 'staff' || !dispatched);
}

/** The statuses the board filters by, in the order an order goes through them (scheduled first). */
export const boardStatuses = [
  orderStatusIds.subscribed,
  orderStatusIds.placed,
  orderStatusIds.inProcess,
  orderStatusIds.outForDelivery,
  orderStatusIds.delivered,
  orderStatusIds.completed,
  orderStatusIds.cancelled,
] as const;

/**
 * A whole number typed on any keyboard (Arabic-Indic digits too), within [min, max]; anything else
 * is left out (undefined), so a hand-edited address shows the board unfiltered rather than failing.
 */
export function wholeNumber(value: string | null | undefined, min = 1, max = 2_147_483_647) {
  if (!value) return undefined;
  const text = asciiDigits(value).trim();
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/** A calendar day as the API takes it (YYYY-MM-DD), Arabic-Indic digits read as ASCII. */
export function isoDay(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const text = asciiDigits(value).trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? undefined : text;
}

export interface BoardFilter {
  status?: number;
  branchId?: number;
  from?: string;
  to?: string;
  page?: number;
  /** The search box: an order number or a customer's phone, as typed (the API reads the digits). */
  q?: string;
}

/** The board's filters from its address (`?status=&branchId=&from=&to=&page=&q=`). */
export function boardFilter(search: URLSearchParams): BoardFilter {
  const status = wholeNumber(search.get('status'), 1, 99);
  return {
    status:
      status !== undefined && (boardStatuses as readonly number[]).includes(status) ? status : undefined,
    branchId: wholeNumber(search.get('branchId')),
    from: isoDay(search.get('from')),
    to: isoDay(search.get('to')),
    page: wholeNumber(search.get('page'), 1, 10_000),
    q: search.get('q')?.trim().slice(0, 40) || undefined,
  };
}

/** The board's address for a filter (page 1 is left out). */
export function boardSearch(filter: BoardFilter): string {
  const search = new URLSearchParams();
  if (filter.status) search.set('status', String(filter.status));
  if (filter.branchId) search.set('branchId', String(filter.branchId));
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (filter.q) search.set('q', filter.q);
  if (filter.page && filter.page > 1) search.set('page', String(filter.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The tab's title with the count of new orders in front: `(3) Orders — Staff`. */
export function titleWithCount(title: string, count: number, format: (n: number) => string = String): string {
  const bare = title.replace(/^\([^)]*\)\s*/, '');
  return count > 0 ? `(${format(count)}) ${bare}` : bare;
}
