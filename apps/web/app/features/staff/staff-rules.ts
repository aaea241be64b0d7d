import { asciiDigits, orderStatusIds, paidAtDoorPaymentTypeIds, type StaffRole } from '@store/contract';

/**
 * What the console offers each role: the API's rules (apps/api/src/staff/staff-rules.ts) seen from
 * the screen. The API stays the judge; this only keeps buttons a role cannot use off its screen.
 */
export type ConsoleAction =
  | 'changeStatus'
  | 'cancel'
  | 'amend'
  | 'audit'
  /** The prescription queue (health data: those who dispense) and answering it. */
  | 'prescriptions'
  | 'answerPrescriptions'
  /** The support inbox, and replying to or closing an issue. */
  | 'support'
  | 'answerSupport'
  /** Search synonyms: what the whole store's search understands (admins, as the API). */
  | 'synonyms'
  /** Couriers (docs/decisions/0043): handing orders out, the cash per courier, a courier's own list. */
  | 'assignCourier'
  | 'courierCash'
  | 'deliver'
  /** The order board and order pages (everyone but couriers, who see only their own list). */
  | 'board'
  /** Staff accounts (issue 28): admins, and branch managers for their branches' people. */
  | 'people'
  /** Customer lookup (issue 28): read-only, audited. */
  | 'customers'
  /** Prices and stock per branch (issue 28): read by the branch's staff, edited by managers and admins. */
  | 'catalogue'
  | 'editCatalogue';

const allowed: Record<StaffRole, readonly ConsoleAction[]> = {
  admin: [
    'changeStatus',
    'cancel',
    'amend',
    'audit',
    'prescriptions',
    'answerPrescriptions',
    'support',
    'answerSupport',
    'synonyms',
    'assignCourier',
    'courierCash',
    'board',
    'people',
    'customers',
    'catalogue',
    'editCatalogue',
  ],
  branch_manager: [
    'changeStatus',
    'cancel',
    'amend',
    'prescriptions',
    'answerPrescriptions',
    'support',
    'answerSupport',
    'assignCourier',
    'courierCash',
    'board',
    'people',
    'customers',
    'catalogue',
    'editCatalogue',
  ],
  // The pharmacist reads the branch's support issues (as the API lets them) but the support team answers.
  pharmacist: [
    'changeStatus',
    'cancel',
    'amend',
    'prescriptions',
    'answerPrescriptions',
    'support',
    'assignCourier',
    'board',
    'customers',
    'catalogue',
  ],
  // Support: the inbox, orders read-only, the customer lookup and the catalogue read-only.
  support: ['support', 'answerSupport', 'board', 'customers', 'catalogue'],
  // A courier: their own deliveries, on a phone.
  courier: ['deliver'],
};

export function staffMay(role: StaffRole, action: ConsoleAction): boolean {
  return allowed[role].includes(action);
}

/** A branch by its name in the page's language (its number if the list does not have it). */
export function branchName(
  branches: readonly { id: number; name: string }[],
  id: number,
  fallback: (id: number) => string,
): string {
  return branches.find((branch) => branch.id === id)?.name ?? fallback(id);
}

/** Staff may cancel until the order is delivered (a dispatched one too: the driver brings it back). */
export function cancellable(statusId: number): boolean {
  return !(
    [orderStatusIds.delivered, orderStatusIds.completed, orderStatusIds.cancelled] as number[]
  ).includes(statusId);
}

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
 * The reasons a staff cancel offers (issue 25): the store's own always; the customer's (asked for by
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
