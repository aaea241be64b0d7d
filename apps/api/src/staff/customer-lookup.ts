import { type Lang, localPhone, piastersToPounds, type StaffCustomer } from '@store/contract';
import { and, asc, desc, eq, exists, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { formatAddress } from '../addresses/index.ts';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import {
  addresses,
  orderStatuses,
  orderStatusTranslations,
  orders,
  supportIssues,
  users,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { customerLookup, lookupPhoneDigits } from './people-rules.ts';
import { branchScope, type StaffMember } from './staff-rules.ts';

/** A lookup lists at most this many customers: it finds someone, it does not browse the customer base. */
export const customerLookupLimit = 20;
/** The customer view's latest orders. */
const ordersShown = 20;

/**
 * The customers a member may look up: anyone for an admin; otherwise those of their branches (home
 * branch, or an order or issue there). A customer of another branch only is someone else's: 404.
 */
function withinScope(db: Db, scope: readonly number[] | null): SQL | undefined {
  if (scope === null) return undefined;
  const branchIds = [...scope, -1];
  return or(
    inArray(users.branchId, branchIds),
    exists(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.userId, users.id), inArray(orders.branchId, branchIds))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(supportIssues)
        .where(and(eq(supportIssues.userId, users.id), inArray(supportIssues.branchId, branchIds))),
    ),
  );
}

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/**
 * Support and pharmacists' customer lookup: read-only, and each search and each customer
 * opened is a row of the staff audit log (orders can be health data), in the same transaction as
 * the read so no lookup goes unrecorded.
 */
export function createCustomerLookup(db: Db) {
  return {
    async search(actor: StaffMember, text: string) {
      const lookup = customerLookup(text);
      if (!lookup)
        throw new ApiError(422, 'customer.searchTooShort', { min: lookupPhoneDigits }, [
          'customer.searchTooShort',
        ]);
      const either: SQL[] = [];
      if (lookup.email) either.push(eq(sql`lower(${users.email})`, lookup.email));
      // Phones are kept as +201XXXXXXXXX (decision 0073): the digits after the national 0 match.
      if (lookup.phoneDigits) either.push(like(users.phone, `%${lookup.phoneDigits}%`));
      if (lookup.orderId !== null)
        either.push(
          inArray(
            users.id,
            db.select({ id: orders.userId }).from(orders).where(eq(orders.id, lookup.orderId)),
          ),
        );
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            phone: users.phone,
            email: users.email,
          })
          .from(users)
          .where(and(or(...either), withinScope(tx, branchScope(actor))))
          .orderBy(asc(users.id))
          .limit(customerLookupLimit);
        const customers = rows.map((row) => ({
          id: row.id,
          name: nameOf(row),
          phone: localPhone(row.phone),
          email: row.email,
        }));
        await writeAudit(tx, {
          staffId: actor.id,
          action: 'customer.search',
          entity: 'customer',
          // One customer found: the row is theirs; else 0 and the ids in `after`.
          entityId: customers.length === 1 ? customers[0]!.id : 0,
          before: null,
          after: { q: text, found: customers.map((customer) => customer.id) },
          at: new Date(),
        });
        return customers;
      });
    },

    async view(actor: StaffMember, id: number, lang: Lang): Promise<StaffCustomer> {
      const scope = branchScope(actor);
      const branchIds = scope === null ? null : [...scope, -1];
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), withinScope(tx, scope)));
        if (!user) throw notFound('customer.notFound');
        // One after another: a transaction is one connection.
        const orderRows = await tx
          .select({
            order: orders,
            statusName: orderStatusTranslations.name,
            statusColor: orderStatuses.color,
          })
          .from(orders)
          .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
          .innerJoin(orderStatusTranslations, inLang(orderStatusTranslations, orderStatuses.id, lang))
          .where(
            and(
              eq(orders.userId, id),
              eq(orders.awaitingPayment, false),
              branchIds ? inArray(orders.branchId, branchIds) : undefined,
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ordersShown);
        const addressRows = await tx
          .select()
          .from(addresses)
          .where(eq(addresses.userId, id))
          .orderBy(asc(addresses.id));
        const issueRows = await tx
          .select()
          .from(supportIssues)
          .where(
            and(
              eq(supportIssues.userId, id),
              ne(supportIssues.status, 'closed'),
              branchIds ? inArray(supportIssues.branchId, branchIds) : undefined,
            ),
          )
          .orderBy(desc(supportIssues.createdAt), desc(supportIssues.id));
        await writeAudit(tx, {
          staffId: actor.id,
          action: 'customer.view',
          entity: 'customer',
          entityId: id,
          before: null,
          after: null,
          at: new Date(),
        });
        return {
          id: user.id,
          name: nameOf(user),
          phone: localPhone(user.phone),
          email: user.email,
          createdAt: user.createdAt.toISOString(),
          orders: orderRows.map(({ order, statusName, statusColor }) => ({
            id: order.id,
            branchId: order.branchId,
            createdAt: order.createdAt.toISOString(),
            status: { id: order.statusId, name: statusName, color: statusColor },
            total: piastersToPounds(order.total),
          })),
          addresses: addressRows.map((row) => ({ id: row.id, text: formatAddress(row, lang) })),
          issues: issueRows.map((row) => ({
            id: row.id,
            branchId: row.branchId,
            orderId: row.orderId,
            status: row.status,
            comment: row.comment,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      });
    },
  };
}
