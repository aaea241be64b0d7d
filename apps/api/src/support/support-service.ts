import {
  customerService,
  type Lang,
  type MessageKey,
  type StaffMember,
  type SupportIssue,
  type SupportStatus,
  seesBranch,
  supportReportHours,
  translate,
} from '@store/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import {
  contactMessages,
  orderEvents,
  orders,
  supportIssues,
  supportIssueTypes,
  supportIssueTypeTranslations,
  supportReplies,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { customerOf } from '../prescriptions/index.ts';
import type { Attachments, StoredUpload } from '../storage/index.ts';
import { statusAfterReply, tooLateToReport } from './support-rules.ts';

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

type IssueRow = typeof supportIssues.$inferSelect;

export async function issueTypes(db: Db, lang: Lang) {
  return db
    .select({ id: supportIssueTypes.id, name: supportIssueTypeTranslations.name })
    .from(supportIssueTypes)
    .innerJoin(supportIssueTypeTranslations, inLang(supportIssueTypeTranslations, supportIssueTypes.id, lang))
    .orderBy(asc(supportIssueTypes.sort), asc(supportIssueTypes.id));
}

/** The user's order a problem is about, with when it was delivered (someone else's: 404). */
async function reportedOrder(db: Db, userId: number, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, branchId: orders.branchId, statusId: orders.statusId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('order.notFound');
  const events = await db
    .select({ type: orderEvents.type, at: orderEvents.at })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        inArray(orderEvents.type, ['order.delivered', 'order.completed']),
      ),
    )
    .orderBy(asc(orderEvents.at));
  const at = (type: string) => events.find((event) => event.type === type)?.at ?? null;
  return { ...order, deliveredAt: at('order.delivered'), completedAt: at('order.completed') };
}

/** A new issue, with its (already stored) files; about an order only within 24 hours of its delivery. */
export async function openIssue(
  db: Db,
  files: Attachments,
  input: {
    userId: number;
    branchId: () => Promise<number>;
    typeId: number;
    comment: string;
    orderId?: number | undefined;
    uploads: readonly StoredUpload[];
    now: Date;
  },
): Promise<number> {
  const [type] = await db
    .select({ id: supportIssueTypes.id })
    .from(supportIssueTypes)
    .where(eq(supportIssueTypes.id, input.typeId));
  if (!type) throw invalid('support.typeNotFound');
  const order = input.orderId === undefined ? null : await reportedOrder(db, input.userId, input.orderId);
  if (order && tooLateToReport(order, input.now))
    throw invalid('support.tooLate', { hours: supportReportHours, hotline: customerService.hotline });
  const branchId = order?.branchId ?? (await input.branchId());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportIssues)
      .values({
        userId: input.userId,
        branchId,
        typeId: type.id,
        orderId: order?.id ?? null,
        comment: input.comment,
      })
      .returning({ id: supportIssues.id });
    await files.save(tx, input.userId, { supportIssueId: row!.id }, input.uploads);
    return row!.id;
  });
}

/** Issues with their type, files and replies, in the given order. */
async function issueViews(db: Db, files: Attachments, rows: IssueRow[], lang: Lang): Promise<SupportIssue[]> {
  const ids = rows.map((row) => row.id);
  const types = new Map((await issueTypes(db, lang)).map((type) => [type.id, type]));
  const attachments = await files.listFor('supportIssueId', ids);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(supportReplies)
          .where(inArray(supportReplies.issueId, ids))
          .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  return rows.map((row) => {
    const status = row.status as SupportStatus;
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      type: types.get(row.typeId) ?? { id: row.typeId, name: '' },
      orderId: row.orderId,
      comment: row.comment,
      status,
      statusName: translate(lang, `support.status.${status}`),
      attachments: attachments.get(row.id) ?? [],
      replies: replies
        .filter((reply) => reply.issueId === row.id)
        .map((reply) => ({
          id: reply.id,
          from: reply.staffId === null ? ('customer' as const) : ('staff' as const),
          comment: reply.comment,
          createdAt: reply.createdAt.toISOString(),
        })),
    };
  });
}

export async function listIssues(db: Db, files: Attachments, userId: number, lang: Lang) {
  const rows = await db
    .select()
    .from(supportIssues)
    .where(eq(supportIssues.userId, userId))
    .orderBy(desc(supportIssues.createdAt), desc(supportIssues.id));
  return issueViews(db, files, rows, lang);
}

export async function findIssue(db: Db, files: Attachments, userId: number, id: number, lang: Lang) {
  const [row] = await db
    .select()
    .from(supportIssues)
    .where(and(eq(supportIssues.id, id), eq(supportIssues.userId, userId)));
  if (!row) throw notFound('support.notFound');
  return (await issueViews(db, files, [row], lang))[0]!;
}

/**
 * A reply on an issue, under the issue's row lock: the customer's on their own issue, a staff
 * member's on an issue of their branches (another's: 404); the status follows.
 */
export async function reply(
  db: Db,
  input: { issueId: number; comment: string } & ({ userId: number } | { actor: StaffMember }),
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supportIssues)
      .where(eq(supportIssues.id, input.issueId))
      .for('update');
    const visible =
      row && ('actor' in input ? seesBranch(input.actor, row.branchId) : row.userId === input.userId);
    if (!row || !visible) throw notFound('support.notFound');
    const from = 'actor' in input ? 'staff' : 'customer';
    const status = statusAfterReply(row.status as SupportStatus, from);
    if (!status) throw invalid('support.closed');
    const staffId = 'actor' in input ? input.actor.id : null;
    await tx.insert(supportReplies).values({ issueId: row.id, staffId, comment: input.comment });
    await tx.update(supportIssues).set({ status }).where(eq(supportIssues.id, row.id));
    if (staffId !== null) await audit(tx, staffId, row, status);
  });
}

async function audit(tx: Db, staffId: number, row: IssueRow, status: SupportStatus) {
  await writeAudit(tx, {
    staffId,
    action: `support.${status}`,
    entity: 'support_issue',
    entityId: row.id,
    before: { status: row.status },
    after: { status },
    at: new Date(),
  });
}

export async function closeIssue(db: Db, input: { actor: StaffMember; issueId: number }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supportIssues)
      .where(eq(supportIssues.id, input.issueId))
      .for('update');
    if (!row || !seesBranch(input.actor, row.branchId)) throw notFound('support.notFound');
    if (row.status === 'closed') return;
    await tx
      .update(supportIssues)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(supportIssues.id, row.id));
    await audit(tx, input.actor.id, row, 'closed');
  });
}

export const staffSupportPageSize = 20;

export async function listStaffIssues(
  db: Db,
  files: Attachments,
  filter: { branchIds: readonly number[] | null; status?: SupportStatus | undefined; page: number },
  lang: Lang,
) {
  const conditions: SQL[] = [];
  if (filter.branchIds) conditions.push(inArray(supportIssues.branchId, [...filter.branchIds, 0]));
  if (filter.status) conditions.push(eq(supportIssues.status, filter.status));
  const rows = await db
    .select()
    .from(supportIssues)
    .where(and(...conditions))
    .orderBy(desc(supportIssues.createdAt), desc(supportIssues.id))
    .limit(staffSupportPageSize)
    .offset((filter.page - 1) * staffSupportPageSize);
  return staffViews(db, files, rows, lang);
}

async function staffViews(db: Db, files: Attachments, rows: IssueRow[], lang: Lang) {
  const views = await issueViews(db, files, rows, lang);
  const result = [];
  for (const [index, view] of views.entries()) {
    const row = rows[index]!;
    result.push({ ...view, branchId: row.branchId, customer: await customerOf(db, row.userId) });
  }
  return result;
}

export async function findStaffIssue(db: Db, files: Attachments, actor: StaffMember, id: number, lang: Lang) {
  const [row] = await db.select().from(supportIssues).where(eq(supportIssues.id, id));
  if (!row || !seesBranch(actor, row.branchId)) throw notFound('support.notFound');
  return (await staffViews(db, files, [row], lang))[0]!;
}

/** The contact form's messages (they name no branch), newest first. */
export async function listContactMessages(db: Db, page: number) {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(staffSupportPageSize)
    .offset((page - 1) * staffSupportPageSize);
  return rows.map(({ deviceId: _deviceId, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
  }));
}
