import { z } from 'zod';
import { envelope } from './envelope.ts';
import { optionalQueryInt } from './query-params.ts';

/**
 * Reports (docs/decisions/0055): how a branch, or the chain, did over a period of Cairo
 * days, against the period of the same length just before. Unlike the rest of the API, money here is
 * integer piasters (fields ending in `Piasters`): sums of many orders stay exact, and the console
 * formats them once.
 */

/** The longest period one report covers (a year, a leap one included). */
export const reportMaxDays = 366;

const reportDay = z.iso.date({ error: 'staff.dateInvalid' });

export const staffReportQuery = z
  .object({
    /** Cairo days, both included. */
    from: reportDay,
    to: reportDay,
    /** One branch; absent: every branch the staff member sees (the chain, for an admin). */
    branchId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
  })
  .refine((q) => q.from <= q.to, { message: 'reports.periodReversed', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < reportMaxDays, {
    message: 'reports.periodTooLong',
    path: ['to'],
  });
export type StaffReportQuery = z.infer<typeof staffReportQuery>;

const count = z.number().int();
const piasters = z.number().int();

/** The headline figures of a period (the report's and the one before). */
export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Orders placed and not cancelled (online checkouts still waiting for their payment are not orders yet). */
  orders: count,
  /** What those orders came to (their totals, delivery included). */
  revenuePiasters: piasters,
  /** Revenue per order, rounded to the piaster; 0 without orders. */
  averageBasketPiasters: piasters,
  /** Orders placed in the period and cancelled since. */
  cancelled: count,
  /** Customers with an order in the period whose first order in the store is in it. */
  newCustomers: count,
  /** Customers with an order in the period who had ordered before it. */
  returningCustomers: count,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const staffReportSchema = z.object({
  /** The branch the report is about; null: every branch the staff member sees. */
  branchId: z.number().int().nullable(),
  current: reportSummarySchema,
  previous: reportSummarySchema,
  /** Every day of the period, days without orders included. */
  days: z.array(z.object({ date: z.string(), orders: count, revenuePiasters: piasters })),
  /** Hours of the Cairo day, 0 to 23, all of them. */
  hours: z.array(z.object({ hour: count, orders: count, revenuePiasters: piasters })),
  paymentTypes: z.array(z.object({ id: count, name: z.string(), orders: count, revenuePiasters: piasters })),
  /** By reason and by who cancelled (customer, staff, system). */
  cancellations: z.array(
    z.object({ reasonId: count.nullable(), reason: z.string(), cancelledBy: z.string(), orders: count }),
  ),
  /** Items the branch could not supply in the period's orders, and what the customers did. */
  substitutions: z.object({
    offered: count,
    /** The customer chose a substitute. */
    accepted: count,
    /** The customer removed the item. */
    refused: count,
    /** Not answered in time: dropped, never substituted without consent. */
    expired: count,
    pending: count,
  }),
  /** Prescriptions sent to the branch in the period, and how quickly a pharmacist answered them. */
  prescriptions: z.object({
    received: count,
    /** Answered with a priced quote (whatever the customer did with it). */
    quoted: count,
    /** The pharmacist could not fill it. */
    rejected: count,
    /** Not answered yet. */
    waiting: count,
    /** Minutes from sending to the first answer (quote or rejection), the median; null: none answered. */
    medianMinutesToAnswer: count.nullable(),
  }),
  /**
   * The products that brought in most in the period's orders (at most 10): their lines' amounts
   * (before the order's discount and delivery), the quantity (pieces, or kg for weighed goods) and
   * the orders that had them.
   */
  topProducts: z.array(
    z.object({ id: count, name: z.string(), quantity: z.number(), orders: count, revenuePiasters: piasters }),
  ),
  /** The same by the products' top-level category (at most 10). */
  topCategories: z.array(z.object({ id: count, name: z.string(), orders: count, revenuePiasters: piasters })),
  /** The words customers searched for that found nothing, most searched first (at most 20). */
  searchesWithoutResults: z.array(z.object({ words: z.string(), lang: z.string(), searches: count })),
  /**
   * What each courier took at the door for the orders they delivered in the period: the amount due
   * (the orders' totals) against what was recorded as collected, cash and card reader apart.
   */
  couriers: z.array(
    z.object({
      id: count,
      name: z.string(),
      delivered: count,
      duePiasters: piasters,
      cashPiasters: piasters,
      cardReaderPiasters: piasters,
      /** Collected (cash and card reader) less due: negative is money missing. */
      differencePiasters: piasters,
    }),
  ),
  /**
   * The delivery time promise (docs/decisions/0088): per branch and Cairo day of delivery, the
   * instant orders delivered that had one, and those delivered by their acceptance plus its minutes.
   * Days and branches with none delivered are left out.
   */
  promiseKept: z.array(
    z.object({
      date: z.string(),
      branchId: count,
      branch: z.string(),
      delivered: count,
      kept: count,
      /** kept / delivered, a whole percentage. */
      keptPercent: count,
    }),
  ),
});
export type StaffReport = z.infer<typeof staffReportSchema>;
export const staffReportResponse = envelope(z.object({ report: staffReportSchema }));
