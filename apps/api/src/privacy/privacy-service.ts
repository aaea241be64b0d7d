import type { Readable } from 'node:stream';
import { orderStatusIds } from '@store/contract';
import { and, eq, inArray, isNotNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Db } from '../db/client.ts';
import {
  addresses,
  attachments,
  cartItems,
  carts,
  contactMessages,
  dataRequests,
  favorites,
  jobs,
  notificationDevices,
  notificationSettings,
  notifications,
  orderItems,
  orders,
  outboxMessages,
  paymentLedger,
  payments,
  prescriptions,
  pushSubscriptions,
  rateLimits,
  returnItems,
  returnRequests,
  sessions,
  signUps,
  subscriptions,
  supportIssues,
  supportReplies,
  userIdentities,
  users,
  verificationCodes,
} from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { Attachments } from '../storage/attachments.ts';
import { consentHistory } from './consents.ts';
import { recordAutomaticRequest } from './privacy-requests.ts';

/** An order still on its way: not delivered, completed or cancelled (an unpaid online checkout counts too). */
const finishedStatuses = [orderStatusIds.delivered, orderStatusIds.completed, orderStatusIds.cancelled];

async function readAll(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** A file's name in the ZIP: its storage key's last part (keys are the store's own, never the customer's). */
const fileName = (key: string) => key.split('/').pop() ?? key;

export function createPrivacyService(deps: { db: Db; files: Attachments }) {
  const { db, files } = deps;

  return {
    /**
     * The data download (docs/decisions/0067): a ZIP of JSON files, one per category, and the
     * prescription and support files as they were uploaded. Only the caller's rows; the request is
     * logged in data_requests.
     */
    async exportZip(userId: number): Promise<Uint8Array> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new ApiError(401, 'error.loginFirst');
      const { passwordHash: _secret, ...profile } = user;
      const myAddresses = await db.select().from(addresses).where(eq(addresses.userId, userId));
      const myOrders = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
      const orderIds = myOrders.map((o) => o.id);
      const lines = orderIds.length
        ? await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds))
        : [];
      const myPayments = orderIds.length
        ? await db.select().from(payments).where(inArray(payments.orderId, orderIds))
        : [];
      const ledger = orderIds.length
        ? await db.select().from(paymentLedger).where(inArray(paymentLedger.orderId, orderIds))
        : [];
      const myPrescriptions = await db.select().from(prescriptions).where(eq(prescriptions.userId, userId));
      const issues = await db.select().from(supportIssues).where(eq(supportIssues.userId, userId));
      const replies = issues.length
        ? await db
            .select({
              id: supportReplies.id,
              issueId: supportReplies.issueId,
              fromStaff: isNotNull(supportReplies.staffId),
              comment: supportReplies.comment,
              createdAt: supportReplies.createdAt,
            })
            .from(supportReplies)
            .where(
              inArray(
                supportReplies.issueId,
                issues.map((i) => i.id),
              ),
            )
        : [];
      // Returns (docs/decisions/0085, 0090): the requests with their lines and steps; which staff member
      // took a step is the store's record, not the customer's data (as support replies name no one).
      const myReturns = await db
        .select({
          id: returnRequests.id,
          orderId: returnRequests.orderId,
          status: returnRequests.status,
          reason: returnRequests.reason,
          comment: returnRequests.comment,
          decisionNote: returnRequests.decisionNote,
          pickupNote: returnRequests.pickupNote,
          refundAmount: returnRequests.refundAmount,
          refundMethod: returnRequests.refundMethod,
          createdAt: returnRequests.createdAt,
          decidedAt: returnRequests.decidedAt,
          pickupAt: returnRequests.pickupAt,
          receivedAt: returnRequests.receivedAt,
          refundedAt: returnRequests.refundedAt,
        })
        .from(returnRequests)
        .where(eq(returnRequests.userId, userId))
        .orderBy(returnRequests.id);
      const returnLines = myReturns.length
        ? await db
            .select()
            .from(returnItems)
            .where(
              inArray(
                returnItems.returnId,
                myReturns.map((r) => r.id),
              ),
            )
        : [];
      const myFiles = await db.select().from(attachments).where(eq(attachments.userId, userId));
      const inbox = await db.select().from(notifications).where(eq(notifications.userId, userId));
      const history = await consentHistory(db, userId);

      const zip: Zippable = {
        'profile.json': json(profile),
        'addresses.json': json(myAddresses),
        'orders.json': json(
          myOrders.map((order) => ({
            ...order,
            lines: lines.filter((l) => l.orderId === order.id),
            payments: myPayments.filter((p) => p.orderId === order.id),
            ledger: ledger.filter((l) => l.orderId === order.id),
          })),
        ),
        'prescriptions.json': json(
          myPrescriptions.map((p) => ({
            ...p,
            files: myFiles
              .filter((f) => f.prescriptionId === p.id)
              .map((f) => `files/prescriptions/${p.id}/${fileName(f.storageKey)}`),
          })),
        ),
        'support.json': json(
          issues.map((issue) => ({
            ...issue,
            replies: replies.filter((r) => r.issueId === issue.id).map(({ issueId: _i, ...r }) => r),
            files: myFiles
              .filter((f) => f.supportIssueId === issue.id)
              .map((f) => `files/support/${issue.id}/${fileName(f.storageKey)}`),
          })),
        ),
        'returns.json': json(
          myReturns.map((request) => ({
            ...request,
            items: returnLines
              .filter((line) => line.returnId === request.id)
              .map(({ returnId: _r, ...line }) => line),
            files: myFiles
              .filter((f) => f.returnRequestId === request.id)
              .map((f) => `files/returns/${request.id}/${fileName(f.storageKey)}`),
          })),
        ),
        'notifications.json': json(inbox),
        'consents.json': json(history),
      };
      for (const file of myFiles) {
        const stored = await files.storage.get(file.storageKey);
        if (!stored) continue;
        const folder = file.prescriptionId
          ? `files/prescriptions/${file.prescriptionId}`
          : file.returnRequestId
            ? `files/returns/${file.returnRequestId}`
            : `files/support/${file.supportIssueId}`;
        // Photos and PDFs are compressed already: stored as they are.
        zip[`${folder}/${fileName(file.storageKey)}`] = [await readAll(stored.body), { level: 0 }];
      }
      await db.transaction(async (tx) => {
        await tx.insert(dataRequests).values({ userId, kind: 'export' });
        await recordAutomaticRequest(tx, userId, 'access');
      });
      return zipSync(zip, { level: 6 });
    },

    /** Whether an order of the user is still on its way (the deletion waits for it). */
    async hasOpenOrder(userId: number): Promise<boolean> {
      const [open] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            notInArray(orders.statusId, finishedStatuses),
            sql`${orders.cancelledAt} is null`,
          ),
        )
        .limit(1);
      return open !== undefined;
    },

    /**
     * Deletes an account (docs/decisions/0067), in one transaction: every session ends, subscriptions
     * are cancelled, the cart emptied; addresses, devices, favourites, prescriptions and support issues
     * (their files go once it commits) are deleted; the orders keep their amounts, dates and lines with
     * no person in them; the user row stays, with no name, phone, e-mail or password, so the phone and
     * e-mail can register again.
     */
    async deleteAccount(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw new ApiError(401, 'error.loginFirst');
        const [open] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.userId, userId),
              notInArray(orders.statusId, finishedStatuses),
              sql`${orders.cancelledAt} is null`,
            ),
          )
          .limit(1);
        if (open) throw new ApiError(422, 'privacy.orderOpen', {}, ['privacy.orderOpen']);

        await files.removeFilesOfUser(tx, userId);
        const contacts: string[] = [user.phone, user.email].filter((v): v is string => !!v);
        const toThem = (column: typeof outboxMessages.recipient | typeof verificationCodes.sentTo): SQL =>
          contacts.length ? inArray(column, contacts) : sql`false`;

        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
        await tx
          .delete(verificationCodes)
          .where(or(eq(verificationCodes.userId, userId), toThem(verificationCodes.sentTo)));
        await tx.delete(outboxMessages).where(toThem(outboxMessages.recipient));
        // The messages sent to them (queued or done) and the limits counted by their number or address.
        for (const contact of contacts) {
          await tx.delete(jobs).where(sql`${jobs.payload}->>'to' = ${contact}`);
          await tx.delete(rateLimits).where(sql`position(${contact} in ${rateLimits.key}) > 0`);
        }
        if (user.phone || user.email) {
          const sameContact: SQL[] = [];
          if (user.phone) sameContact.push(eq(signUps.phone, user.phone));
          if (user.email) sameContact.push(eq(signUps.email, user.email));
          await tx.delete(signUps).where(or(...sameContact));
          const sameSender: SQL[] = [];
          if (user.phone) sameSender.push(eq(contactMessages.mobile, user.phone));
          if (user.email) sameSender.push(eq(contactMessages.email, user.email));
          await tx.delete(contactMessages).where(or(...sameSender));
        }
        await tx
          .update(subscriptions)
          .set({ status: 'cancelled', comment: '' })
          .where(eq(subscriptions.userId, userId));
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
        await tx.delete(carts).where(eq(carts.userId, userId));
        await tx.delete(favorites).where(eq(favorites.userId, userId));
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        await tx.delete(notificationDevices).where(eq(notificationDevices.userId, userId));
        await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
        await tx.delete(notifications).where(eq(notifications.userId, userId));
        await tx.delete(attachments).where(eq(attachments.userId, userId));
        await tx.delete(prescriptions).where(eq(prescriptions.userId, userId));
        await tx.delete(supportIssues).where(eq(supportIssues.userId, userId));
        // Returns stay with their orders for the accounts and the ledgers, without what the customer
        // wrote or where the items were picked up (their photos went with the attachments above).
        await tx
          .update(returnRequests)
          .set({ comment: '', pickupNote: null })
          .where(eq(returnRequests.userId, userId));
        // The orders stay for the accounts, with no person: no address, no comment.
        await tx
          .update(orders)
          .set({ addressText: '', comment: '', cancellationComment: null, addressId: null })
          .where(eq(orders.userId, userId));
        await tx.delete(addresses).where(eq(addresses.userId, userId));
        await tx
          .update(users)
          .set({
            firstName: '',
            lastName: '',
            email: null,
            phone: null,
            phoneVerifiedAt: null,
            passwordHash: null,
            isSocial: false,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
        await tx.insert(dataRequests).values({ userId, kind: 'delete' });
        await recordAutomaticRequest(tx, userId, 'deletion');
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
