import {
  type BreachCustomer,
  type breachCreateBody,
  breachDeadline,
  cairoTime,
  isOverdue,
  localPhone,
  type MyPrivacyRequest,
  normalizePhone,
  type PrivacyHoliday,
  privacyDeadline,
  type privacyRequestBody,
  queueOrder,
  type StaffBreach,
  type StaffPrivacyRequest,
  type staffPrivacyAnswerBody,
  type staffRecordPrivacyRequestBody,
} from '@store/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import {
  dataBreachCustomers,
  dataBreaches,
  orders,
  privacyHolidays,
  privacyRequests,
  staff,
  users,
} from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * Privacy requests and the breach register (docs/decisions/0081). The deadlines are the contract's
 * rules (`privacyDeadline`, `breachDeadline`) read against the holidays' table on every list, so a
 * holiday added later moves the open requests' deadlines.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface Actor {
  id: number;
}

/** The self-service download or deletion, recorded answered at once in the caller's transaction. */
export async function recordAutomaticRequest(tx: Db | Tx, userId: number, kind: 'access' | 'deletion') {
  const now = new Date();
  await tx
    .insert(privacyRequests)
    .values({ userId, kind, automatic: true, status: 'answered', receivedAt: now, answeredAt: now });
}

export async function listHolidays(db: Db): Promise<PrivacyHoliday[]> {
  const rows = await db.select().from(privacyHolidays).orderBy(asc(privacyHolidays.day));
  return rows.map((row) => ({ day: row.day, name: row.name }));
}

const holidayDays = async (db: Db) => (await listHolidays(db)).map((h) => h.day);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

type RequestRow = typeof privacyRequests.$inferSelect;

function mine(row: RequestRow, holidays: readonly string[]): MyPrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    details: row.details,
    status: row.status,
    automatic: row.automatic,
    receivedAt: row.receivedAt.toISOString(),
    deadline: privacyDeadline(row.receivedAt, holidays).toISOString(),
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
  };
}

export async function myRequests(db: Db, userId: number): Promise<MyPrivacyRequest[]> {
  const [rows, holidays] = await Promise.all([
    db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.userId, userId))
      .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id))
      .limit(100),
    holidayDays(db),
  ]);
  return rows.map((row) => mine(row, holidays));
}

export async function createWrittenRequest(
  db: Db,
  userId: number,
  body: z.infer<typeof privacyRequestBody>,
): Promise<MyPrivacyRequest> {
  const [row] = await db
    .insert(privacyRequests)
    .values({ userId, kind: body.kind, details: body.details })
    .returning();
  return mine(row!, await holidayDays(db));
}

/** The staff member who recorded a request, beside the one who answered it. */
const recorders = alias(staff, 'recorders');

/** How many decided requests the queue shows under the open ones. */
const decidedShown = 200;

async function staffRows(db: Db, where: ReturnType<typeof eq> | undefined, limit: number) {
  return db
    .select({
      request: privacyRequests,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      lang: users.lang,
      handledBy: staff.name,
      recordedBy: recorders.name,
    })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .leftJoin(staff, eq(staff.id, privacyRequests.handledBy))
    .leftJoin(recorders, eq(recorders.id, privacyRequests.recordedBy))
    .where(where)
    .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id))
    .limit(limit);
}

function staffView(
  row: Awaited<ReturnType<typeof staffRows>>[number],
  holidays: readonly string[],
  now: Date,
): StaffPrivacyRequest {
  const base = mine(row.request, holidays);
  return {
    ...base,
    customerId: row.request.userId,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    phone: localPhone(row.phone),
    lang: row.lang === 'ar' ? 'ar' : 'en',
    overdue: isOverdue(new Date(base.deadline), base.status !== 'open', now),
    handledBy: row.handledBy,
    version: row.request.version,
    channel: row.request.channel as StaffPrivacyRequest['channel'],
    recordedBy: row.recordedBy,
  };
}

/** The queue: every open request, then the latest decided ones; overdue first (`queueOrder`). */
export async function staffRequests(db: Db, now = new Date()): Promise<StaffPrivacyRequest[]> {
  const [open, decided, holidays] = await Promise.all([
    staffRows(db, eq(privacyRequests.status, 'open'), 10_000),
    staffRows(db, sql`${privacyRequests.status} <> 'open'` as ReturnType<typeof eq>, decidedShown),
    holidayDays(db),
  ]);
  return queueOrder(
    [...open, ...decided].map((row) => staffView(row, holidays, now)),
    now,
  );
}

export async function staffRequest(db: Db, id: number, now = new Date()): Promise<StaffPrivacyRequest> {
  const [row] = await staffRows(db, eq(privacyRequests.id, id), 1);
  if (!row) throw new ApiError(404, 'privacyRequests.notFound');
  return staffView(row, await holidayDays(db), now);
}

/**
 * Answers or refuses an open request, in one transaction: the answer kept with who gave it, the
 * customer told through the notifications outbox (in their language, once per request), audited.
 */
export async function answerRequest(
  db: Db,
  member: Actor,
  id: number,
  input: z.infer<typeof staffPrivacyAnswerBody>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    if (!row) throw new ApiError(404, 'privacyRequests.notFound');
    if (input.version !== undefined && input.version !== row.version)
      throw new ApiError(409, 'privacyRequests.conflict');
    if (row.status !== 'open')
      throw new ApiError(422, 'privacyRequests.alreadyDecided', {}, ['privacyRequests.alreadyDecided']);
    const now = new Date();
    await tx
      .update(privacyRequests)
      .set({
        status: input.outcome,
        answer: input.answer,
        answeredAt: now,
        handledBy: member.id,
        version: row.version + 1,
      })
      .where(eq(privacyRequests.id, id));
    const data = { kind: row.kind, outcome: input.outcome, answer: input.answer };
    await tx.execute(sql`select store_add_notification(${row.userId}, 'privacy.answered', null, null, null,
      ${`privacy_request:${id}`}, ${JSON.stringify(data)}::jsonb)`);
    await writeAudit(tx, {
      staffId: member.id,
      action: 'privacy.answerRequest',
      entity: 'privacy_request',
      entityId: id,
      before: { status: row.status },
      after: { status: input.outcome, answer: input.answer, customerId: row.userId },
      at: now,
    });
  });
}

/**
 * A request that arrived outside the app (e-mail, letter, phone, a branch), recorded by staff
 * (docs/decisions/0089): the customer found by their phone number or e-mail address, exactly; its
 * received time the start of the Cairo day given, so the deadline counts from that day as for any
 * other request. Then it is in the queue like the others. Audited in the same transaction.
 */
export async function recordRequest(
  db: Db,
  member: Actor,
  input: z.infer<typeof staffRecordPrivacyRequestBody>,
  now = new Date(),
): Promise<number> {
  const receivedAt = cairoTime(input.receivedOn, '00:00');
  if (receivedAt.getTime() > now.getTime())
    throw new ApiError(422, 'privacyRequests.receivedInFuture', {}, ['privacyRequests.receivedInFuture']);
  const phone = normalizePhone(input.customer);
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      phone ? eq(users.phone, phone) : eq(sql`lower(${users.email})`, input.customer.trim().toLowerCase()),
    )
    .limit(1);
  if (!customer)
    throw new ApiError(422, 'privacyRequests.customerNotFound', {}, ['privacyRequests.customerNotFound']);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        userId: customer.id,
        kind: input.kind,
        details: input.note,
        receivedAt,
        channel: input.channel,
        recordedBy: member.id,
      })
      .returning({ id: privacyRequests.id });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'privacy.recordRequest',
      entity: 'privacy_request',
      entityId: row!.id,
      before: null,
      after: {
        customerId: customer.id,
        kind: input.kind,
        channel: input.channel,
        receivedOn: input.receivedOn,
        note: input.note,
      },
      at: now,
    });
    return row!.id;
  });
}

/** A holiday's audit row names it by its day as a number (20261206). */
const dayNumber = (day: string) => Number(day.replaceAll('-', ''));

export async function addHoliday(db: Db, member: Actor, day: string, name: string | undefined) {
  await db.transaction(async (tx) => {
    await tx
      .insert(privacyHolidays)
      .values({ day, name: name ?? '' })
      .onConflictDoUpdate({ target: privacyHolidays.day, set: { name: name ?? '' } });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'privacy.addHoliday',
      entity: 'privacy_holiday',
      entityId: dayNumber(day),
      before: null,
      after: { day, name: name ?? '' },
      at: new Date(),
    });
  });
}

export async function removeHoliday(db: Db, member: Actor, day: string) {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(privacyHolidays).where(eq(privacyHolidays.day, day)).returning();
    if (removed.length === 0) throw new ApiError(404, 'privacyRequests.holidayNotFound');
    await writeAudit(tx, {
      staffId: member.id,
      action: 'privacy.removeHoliday',
      entity: 'privacy_holiday',
      entityId: dayNumber(day),
      before: { day, name: removed[0]!.name },
      after: null,
      at: new Date(),
    });
  });
}

// The breach register.

type BreachRow = typeof dataBreaches.$inferSelect;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function breachView(row: BreachRow, affected: number, recordedBy: string, now: Date): StaffBreach {
  const deadline = breachDeadline(row.discoveredAt);
  return {
    id: row.id,
    description: row.description,
    discoveredAt: row.discoveredAt.toISOString(),
    deadline: deadline.toISOString(),
    categories: row.categories as StaffBreach['categories'],
    filter: row.filter,
    affected,
    unmatchedPhones: row.unmatchedPhones,
    reportedAt: iso(row.reportedAt),
    customersNotifiedAt: iso(row.customersNotifiedAt),
    overdue: isOverdue(deadline, row.reportedAt !== null, now),
    recordedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function breachRows(db: Db, id?: number) {
  return db
    .select({
      breach: dataBreaches,
      recordedBy: staff.name,
      affected: sql<number>`(select count(*)::int from ${dataBreachCustomers} where ${dataBreachCustomers.breachId} = ${dataBreaches.id})`,
    })
    .from(dataBreaches)
    .innerJoin(staff, eq(staff.id, dataBreaches.recordedBy))
    .where(id === undefined ? undefined : eq(dataBreaches.id, id))
    .orderBy(desc(dataBreaches.discoveredAt), desc(dataBreaches.id))
    .limit(200);
}

export async function listBreaches(db: Db, now = new Date()): Promise<StaffBreach[]> {
  const rows = await breachRows(db);
  return rows.map((row) => breachView(row.breach, Number(row.affected), row.recordedBy, now));
}

export async function breach(db: Db, id: number, now = new Date()): Promise<StaffBreach> {
  const [row] = await breachRows(db, id);
  if (!row) throw new ApiError(404, 'breaches.notFound');
  return breachView(row.breach, Number(row.affected), row.recordedBy, now);
}

/** The phone numbers typed, one a line or separated by commas, each read in any spelling and digits. */
export function typedPhones(text: string | undefined): { phones: string[]; unreadable: string[] } {
  const phones: string[] = [];
  const unreadable: string[] = [];
  for (const part of (text ?? '').split(/[\n\r,،;]+/)) {
    const typed = part.trim();
    if (!typed) continue;
    const phone = normalizePhone(typed);
    if (phone) {
      if (!phones.includes(phone)) phones.push(phone);
    } else unreadable.push(typed);
  }
  return { phones, unreadable };
}

/**
 * Records a breach and its affected customers (the phone numbers given, and the customers with
 * orders at the branch between the two Cairo days, both included), audited, in one transaction.
 */
export async function createBreach(
  db: Db,
  member: Actor,
  input: z.infer<typeof breachCreateBody>,
): Promise<number> {
  const { phones, unreadable } = typedPhones(input.phones);
  if (phones.length === 0 && unreadable.length === 0 && input.branchId === undefined)
    throw new ApiError(422, 'breaches.customersRequired', {}, ['breaches.customersRequired']);
  const discoveredAt = cairoTime(input.discoveredOn, input.discoveredTime);
  if (discoveredAt.getTime() > Date.now() + 60_000)
    throw new ApiError(422, 'breaches.discoveredInFuture', {}, ['breaches.discoveredInFuture']);
  return db.transaction(async (tx) => {
    const byPhone =
      phones.length === 0
        ? []
        : await tx
            .select({ id: users.id, phone: users.phone })
            .from(users)
            .where(inArray(users.phone, phones));
    const found = new Set(byPhone.map((u) => u.phone));
    const unmatched = [...unreadable, ...phones.filter((p) => !found.has(p)).map((p) => localPhone(p))];
    const byOrders =
      input.branchId !== undefined && input.ordersFrom && input.ordersTo
        ? await tx
            .selectDistinct({ id: orders.userId })
            .from(orders)
            .where(
              and(
                eq(orders.branchId, input.branchId),
                isNotNull(orders.userId),
                gte(orders.createdAt, cairoTime(input.ordersFrom, '00:00')),
                lt(orders.createdAt, cairoTime(addDays(input.ordersTo, 1), '00:00')),
              ),
            )
        : [];
    const ids = [...new Set([...byPhone.map((u) => u.id), ...byOrders.map((o) => o.id!)])];
    const filter = {
      phones: phones.map((p) => localPhone(p)),
      branchId: input.branchId ?? null,
      ordersFrom: input.ordersFrom ?? null,
      ordersTo: input.ordersTo ?? null,
    };
    const [row] = await tx
      .insert(dataBreaches)
      .values({
        description: input.description,
        discoveredAt,
        categories: input.categories,
        filter,
        unmatchedPhones: unmatched,
        recordedBy: member.id,
      })
      .returning({ id: dataBreaches.id });
    const breachId = row!.id;
    if (ids.length > 0)
      await tx.insert(dataBreachCustomers).values(ids.map((userId) => ({ breachId, userId })));
    await writeAudit(tx, {
      staffId: member.id,
      action: 'privacy.recordBreach',
      entity: 'data_breach',
      entityId: breachId,
      before: null,
      after: {
        description: input.description,
        discoveredAt: discoveredAt.toISOString(),
        categories: input.categories,
        filter,
        affected: ids.length,
      },
      at: new Date(),
    });
    return breachId;
  });
}

/** Records when the Data Protection Centre was told (a Cairo day and time), audited. */
export async function markReported(db: Db, member: Actor, id: number, day: string, time: string) {
  const reportedAt = cairoTime(day, time);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataBreaches).where(eq(dataBreaches.id, id)).for('update');
    if (!row) throw new ApiError(404, 'breaches.notFound');
    if (reportedAt.getTime() < row.discoveredAt.getTime())
      throw new ApiError(422, 'breaches.reportedBeforeDiscovery', {}, ['breaches.reportedBeforeDiscovery']);
    if (reportedAt.getTime() > Date.now() + 60_000)
      throw new ApiError(422, 'breaches.reportedInFuture', {}, ['breaches.reportedInFuture']);
    await tx.update(dataBreaches).set({ reportedAt }).where(eq(dataBreaches.id, id));
    await writeAudit(tx, {
      staffId: member.id,
      action: 'privacy.breachReported',
      entity: 'data_breach',
      entityId: id,
      before: { reportedAt: iso(row.reportedAt) },
      after: { reportedAt: reportedAt.toISOString() },
      at: new Date(),
    });
  });
}

export async function breachCustomers(db: Db, id: number): Promise<BreachCustomer[]> {
  await breach(db, id);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      lang: users.lang,
    })
    .from(dataBreachCustomers)
    .innerJoin(users, eq(users.id, dataBreachCustomers.userId))
    .where(eq(dataBreachCustomers.breachId, id))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: localPhone(row.phone),
    email: row.email,
    lang: row.lang === 'ar' ? 'ar' : 'en',
  }));
}

/**
 * Tells every affected customer through the notifications outbox, each in their language: once (the
 * source key is the breach and the customer, and a second call is refused), audited.
 */
export async function notifyBreachCustomers(db: Db, member: Actor, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataBreaches).where(eq(dataBreaches.id, id)).for('update');
    if (!row) throw new ApiError(404, 'breaches.notFound');
    if (row.customersNotifiedAt)
      throw new ApiError(422, 'breaches.alreadyNotified', {}, ['breaches.alreadyNotified']);
    const people = await tx
      .select({ userId: dataBreachCustomers.userId })
      .from(dataBreachCustomers)
      .where(eq(dataBreachCustomers.breachId, id));
    const data = { categories: row.categories, discoveredAt: row.discoveredAt.toISOString() };
    for (const person of people)
      await tx.execute(sql`select store_add_notification(${person.userId}, 'privacy.breach', null, null, null,
        ${`breach:${id}:${person.userId}`}, ${JSON.stringify(data)}::jsonb)`);
    const now = new Date();
    await tx.update(dataBreaches).set({ customersNotifiedAt: now }).where(eq(dataBreaches.id, id));
    await writeAudit(tx, {
      staffId: member.id,
      action: 'privacy.breachCustomersNotified',
      entity: 'data_breach',
      entityId: id,
      before: { customersNotifiedAt: null },
      after: { customersNotifiedAt: now.toISOString(), notified: people.length },
      at: now,
    });
    return people.length;
  });
}
