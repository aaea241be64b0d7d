import { keptPercent, promiseKept } from '@store/contract';

/**
 * Reports' pure rules (docs/decisions/0055): the period before a period, and the figures the SQL
 * leaves out (days and hours without orders) put back as zeros.
 */

const dayMs = 86_400_000;

/** Days from `from` to `to`, both included (ISO dates, calendar days: no clock, no zone). */
export function periodLength(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = periodLength(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** Every day of the period, in order, with the figures found (zeros for the others). */
export function everyDay<T extends { date: string }>(
  from: string,
  to: string,
  found: readonly T[],
  empty: (date: string) => T,
): T[] {
  const byDay = new Map(found.map((row) => [row.date, row]));
  return Array.from({ length: periodLength(from, to) }, (_, i) => {
    const date = addDays(from, i);
    return byDay.get(date) ?? empty(date);
  });
}

/** The 24 hours of the day, with the figures found (zeros for the others). */
export function everyHour<T extends { hour: number }>(found: readonly T[], empty: (hour: number) => T): T[] {
  const byHour = new Map(found.map((row) => [row.hour, row]));
  return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? empty(hour));
}

/** Revenue per order, rounded to the piaster; 0 without orders. */
export function averageBasket(revenuePiasters: number, orders: number): number {
  return orders === 0 ? 0 : Math.round(revenuePiasters / orders);
}

/** A delivered instant order with a promise: where and when, accepted, delivered, its minutes. */
export interface PromisedDelivery {
  branchId: number;
  branch: string;
  /** The Cairo day it was delivered (YYYY-MM-DD). */
  date: string;
  acceptedAt: Date;
  deliveredAt: Date;
  promiseMinutes: number;
}

/**
 * How often the delivery time promise was kept (docs/decisions/0088): per branch and day, the
 * orders delivered and those delivered within their promise (`promiseKept`, the order page's rule),
 * by day then branch name.
 */
export function promiseKeptByDay(deliveries: readonly PromisedDelivery[]) {
  const groups = new Map<
    string,
    { date: string; branchId: number; branch: string; delivered: number; kept: number }
  >();
  for (const d of deliveries) {
    const key = `${d.date}:${d.branchId}`;
    const group = groups.get(key) ?? {
      date: d.date,
      branchId: d.branchId,
      branch: d.branch,
      delivered: 0,
      kept: 0,
    };
    group.delivered += 1;
    if (promiseKept(d.acceptedAt, d.deliveredAt, d.promiseMinutes)) group.kept += 1;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort(
      (a, b) => a.date.localeCompare(b.date) || a.branch.localeCompare(b.branch) || a.branchId - b.branchId,
    )
    .map((g) => ({ ...g, keptPercent: keptPercent(g.kept, g.delivered) ?? 0 }));
}
