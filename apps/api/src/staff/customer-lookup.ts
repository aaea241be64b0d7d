import {
  type Lang,
  localPhone,
  piastersToPounds,
  type StaffCustomer,
  type StaffPhoneConflict,
} from '@store/contract';
import { and, asc, desc, eq, exists, inArray, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatAddress } from '../addresses/index.ts';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import {
  addresses,
  orderStatuses,
  orderStatusTranslations,
  orders,
  phoneDuplicates,
  supportIssues,
  users,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { customerLookup, lookupPhoneDigits } from './customer-lookup-rules.ts';
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

const holders = alias(users, 'holder');
/** A conflict lists at most this many: staff work through them oldest first. */
const phoneConflictsShown = 100;

const summaryOf = (row: {
  id: number;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
}) => ({
  id: row.id,
  name: nameOf(row),
  phone: localPhone(row.phone),
  email: row.email,
});

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

    /**
     * The numbers migration 0051 left for staff (docs/decisions/0073), not yet resolved, of the
     * member's branches' customers, oldest first; each listing audited like a lookup.
     */
    async phoneConflicts(actor: StaffMember, tx: Db = db): Promise<StaffPhoneConflict[]> {
      const account = {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        email: users.email,
      };
      const rows = await tx
        .select({
          id: phoneDuplicates.id,
          reason: phoneDuplicates.reason,
          foundAt: phoneDuplicates.foundAt,
          customer: account,
          holder: {
            id: holders.id,
            firstName: holders.firstName,
            lastName: holders.lastName,
            phone: holders.phone,
            email: holders.email,
          },
        })
        .from(phoneDuplicates)
        .innerJoin(users, eq(users.id, phoneDuplicates.userId))
        .leftJoin(holders, eq(holders.id, phoneDuplicates.holderId))
        .where(and(isNull(phoneDuplicates.resolvedAt), withinScope(tx, branchScope(actor))))
        .orderBy(asc(phoneDuplicates.foundAt), asc(phoneDuplicates.id))
        .limit(phoneConflictsShown);
      return rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        customer: summaryOf(row.customer),
        holder: row.holder ? summaryOf(row.holder) : null,
        foundAt: row.foundAt.toISOString(),
      }));
    },

    /** Marks one resolved with what was done (audited); another branch's customer, or done already: 404. */
    async resolvePhoneConflict(actor: StaffMember, id: number, note: string) {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            id: phoneDuplicates.id,
            userId: phoneDuplicates.userId,
            phone: phoneDuplicates.phone,
            reason: phoneDuplicates.reason,
            holderId: phoneDuplicates.holderId,
          })
          .from(phoneDuplicates)
          .innerJoin(users, eq(users.id, phoneDuplicates.userId))
          .where(
            and(
              eq(phoneDuplicates.id, id),
              isNull(phoneDuplicates.resolvedAt),
              withinScope(tx, branchScope(actor)),
            ),
          )
          .for('update', { of: phoneDuplicates });
        if (!found) throw notFound('customer.phoneConflictNotFound');
        const at = new Date();
        await tx.update(phoneDuplicates).set({ resolvedAt: at }).where(eq(phoneDuplicates.id, id));
        await writeAudit(tx, {
          staffId: actor.id,
          action: 'customer.phoneResolved',
          entity: 'customer',
          entityId: found.userId,
          before: { conflict: id, phone: found.phone, reason: found.reason, holderId: found.holderId },
          after: { resolved: true, note },
          at,
        });
        return this.phoneConflicts(actor, tx);
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
