import {
  type ConsentChannel,
  checkoutLimit,
  checkoutProblem,
  type Lang,
  linesSaleProblem,
  type MessageKey,
  type PrescriptionStatus,
  piastersToPounds,
  priceCart,
  type StaffMember,
  seesBranch,
} from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { findAddressRow, formatAddress } from '../addresses/index.ts';
import { writeAudit } from '../audit/audit-log.ts';
import { type CartLimits, deliveryAt, isAllowedQuantity, toMilli } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { cancellationReasons, paymentTypes, prescriptions } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { type PlaceOrderInput, placeOrder } from '../orders/index.ts';
import { hasCurrentConsent, recordConsent } from '../privacy/index.ts';
import type { Attachments, StoredUpload } from '../storage/index.ts';
import { findOwnPrescription, type PrescriptionRow, quoteLines } from './prescription-queries.ts';
import {
  customerMayAnswerQuote,
  customerMayCancel,
  customerMayDelete,
  staffMayAnswer,
} from './prescription-rules.ts';

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

const statusOf = (row: PrescriptionRow) => row.status as PrescriptionStatus;

/** A new prescription for the user's branch and one of their addresses, with its (already stored) files. */
export async function sendPrescription(
  db: Db,
  files: Attachments,
  input: {
    userId: number;
    branchId: number;
    lang: Lang;
    addressId: number;
    description: string | undefined;
    uploads: readonly StoredUpload[];
    /** The form's health-data box was ticked (needed while no health_data consent is current). */
    healthConsent: boolean;
    consentChannel: ConsentChannel;
  },
): Promise<number> {
  if (input.uploads.length === 0) throw invalid('upload.required');
  const address = await findAddressRow(db, input.userId, input.addressId);
  if (!address) throw notFound('address.notFound');
  return db.transaction(async (tx) => {
    // A prescription is health data: explicit consent first (Law 151/2020, docs/decisions/0074),
    // recorded with the prescription, so neither is kept without the other.
    if (!(await hasCurrentConsent(tx, input.userId, 'health_data'))) {
      if (!input.healthConsent) throw invalid('prescription.healthConsentRequired');
      await recordConsent(tx, input.userId, 'health_data', true, input.consentChannel);
    }
    const [row] = await tx
      .insert(prescriptions)
      .values({
        userId: input.userId,
        branchId: input.branchId,
        addressId: address.id,
        addressText: formatAddress(address, input.lang),
        description: input.description ?? '',
      })
      .returning({ id: prescriptions.id });
    await files.save(tx, input.userId, { prescriptionId: row!.id }, input.uploads);
    return row!.id;
  });
}

/** Runs `change` on the user's prescription under its row lock (someone else's: 404). */
async function withOwn<T>(
  db: Db,
  userId: number,
  id: number,
  change: (tx: Db, row: PrescriptionRow) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const row = await findOwnPrescription(tx, userId, id, true);
    if (!row) throw notFound('prescription.notFound');
    return change(tx, row);
  });
}

export async function cancelPrescription(db: Db, input: { userId: number; id: number; reasonId: number }) {
  await withOwn(db, input.userId, input.id, async (tx, row) => {
    if (statusOf(row) === 'cancelled') return;
    if (!customerMayCancel(statusOf(row))) throw invalid('prescription.cancelNotAllowed');
    const [reason] = await tx
      .select({ id: cancellationReasons.id })
      .from(cancellationReasons)
      // The customers' list only: the store's own reasons are staff's.
      .where(and(eq(cancellationReasons.id, input.reasonId), eq(cancellationReasons.kind, 'customer')));
    if (!reason) throw invalid('order.cancelReasonNotFound');
    await tx
      .update(prescriptions)
      .set({ status: 'cancelled', cancellationReasonId: reason.id, cancelledAt: new Date() })
      .where(eq(prescriptions.id, row.id));
  });
}

export async function declineQuote(db: Db, input: { userId: number; id: number }) {
  await withOwn(db, input.userId, input.id, async (tx, row) => {
    if (statusOf(row) === 'declined') return;
    if (!customerMayAnswerQuote(statusOf(row))) throw invalid('prescription.notQuoted');
    await tx.update(prescriptions).set({ status: 'declined' }).where(eq(prescriptions.id, row.id));
  });
}

/** Deletes the prescription and, once that commits, its files (by the job runner). */
export async function deletePrescription(db: Db, files: Attachments, input: { userId: number; id: number }) {
  await withOwn(db, input.userId, input.id, async (tx, row) => {
    if (!customerMayDelete(statusOf(row))) throw invalid('prescription.deleteNotAllowed');
    await files.removeFilesOf(tx, 'prescriptionId', row.id);
    await tx.delete(prescriptions).where(eq(prescriptions.id, row.id));
  });
}

/**
 * Turns the quote into an order through the cart's placement code (`placeOrder` with the quote as its
 * source): the same stock locks, checks, pricing, payment and jobs. The prescription's id is the
 * idempotency key, so confirming twice (a double tap, a retry after a lost answer, two tabs) returns
 * the one order. The prescription row is locked inside the order's transaction, so a cancel waits
 * for the confirmation and then finds an order made.
 */
export async function confirmQuote(
  db: Db,
  limits: CartLimits,
  input: {
    userId: number;
    id: number;
    lang: Lang;
    paymentTypeId: number;
    comment: string | undefined;
    orderFrom: string;
    afterPlaced?: PlaceOrderInput['afterPlaced'];
  },
): Promise<{ orderId: number; placed: boolean }> {
  const row = await findOwnPrescription(db, input.userId, input.id);
  if (!row) throw notFound('prescription.notFound');
  const [paymentType] = await db
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(eq(paymentTypes.id, input.paymentTypeId));
  if (!paymentType) throw invalid('payment.typeNotFound');
  return placeOrder(
    db,
    limits,
    input.userId,
    { lang: input.lang, branchId: row.branchId },
    {
      comment: input.comment,
      orderFrom: input.orderFrom,
      idempotencyKey: `prescription:${row.id}`,
      prescriptionId: row.id,
      quotedFromPrescription: true,
      source: {
        choices: { addressId: row.addressId, paymentTypeId: paymentType.id, promoCodeId: null },
        async lines(tx) {
          const locked = (await findOwnPrescription(tx, input.userId, row.id, true))!;
          if (!locked || !customerMayAnswerQuote(statusOf(locked)) || !locked.quoteItems)
            throw invalid('prescription.notQuoted');
          return quoteLines(tx, locked.quoteItems, locked.branchId, input.lang);
        },
      },
      async afterPlaced(tx, order) {
        await input.afterPlaced?.(tx, order);
        await tx
          .update(prescriptions)
          .set({ status: 'confirmed', orderId: order.orderId })
          .where(eq(prescriptions.id, row.id));
      },
    },
  );
}

// --- the pharmacist's answers ---------------------------------------------------------------------------

/** Runs `change` on a prescription of the member's branches, under its row lock (another branch's: 404). */
async function withBranchPrescription<T>(
  db: Db,
  actor: StaffMember,
  id: number,
  change: (tx: Db, row: PrescriptionRow) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(prescriptions).where(eq(prescriptions.id, id)).for('update');
    if (!row || !seesBranch(actor, row.branchId)) throw notFound('prescription.notFound');
    if (!staffMayAnswer(statusOf(row))) throw invalid('prescription.answerClosed');
    const result = await change(tx, row);
    const [after] = await tx.select().from(prescriptions).where(eq(prescriptions.id, id));
    await writeAudit(tx, {
      staffId: actor.id,
      action: `prescription.${after!.status}`,
      entity: 'prescription',
      entityId: id,
      before: { status: row.status, quoteItems: row.quoteItems },
      after: {
        status: after!.status,
        quoteItems: after!.quoteItems,
        rejectionReason: after!.rejectionReason,
      },
      at: new Date(),
    });
    return result;
  });
}

/**
 * A quote: products of the catalogue the branch sells, each in one of its allowed quantities, worth
 * at least the minimum order (the confirmation would refuse less). Prices are not stored: the
 * customer sees, and pays, the branch's price of the day, as with a cart.
 */
export async function quotePrescription(
  db: Db,
  limits: CartLimits,
  input: {
    actor: StaffMember;
    id: number;
    items: { productId: number; quantity: number }[];
    note?: string | undefined;
    lang: Lang;
  },
) {
  await withBranchPrescription(db, input.actor, input.id, async (tx, row) => {
    const items = input.items.map((item) => ({
      productId: item.productId,
      quantityMilli: toMilli(item.quantity),
    }));
    const lines = await quoteLines(tx, items, row.branchId, input.lang);
    const known = new Set(lines.map((line) => line.productId));
    if (items.some((item) => !known.has(item.productId))) throw invalid('error.productNotFound');
    for (const line of lines) {
      if (line.price === null) throw invalid('cart.notInBranchNamed', { name: line.name });
      if (!isAllowedQuantity(line.quantities, line.quantityMilli)) throw invalid('cart.quantityNotAllowed');
    }
    // A quote is an order to be: no controlled medicine, no more than an order may take (decision 0054).
    const refusal = linesSaleProblem(lines);
    if (refusal) throw invalid(refusal.key, refusal.params);
    // The branch's delivery settings and minimum order (docs/decisions/0072).
    const at = await deliveryAt(tx, row.branchId, limits);
    const priced = priceCart({
      lines: lines.map((line) => ({ ...line, unitPrice: line.price })),
      ...at.pricing,
      promo: null,
    });
    const problem = checkoutProblem(
      { itemCount: lines.length, subtotal: priced.totals.subtotal, hasAddress: true, hasPayment: true },
      at.limits,
    );
    if (problem) {
      const limit = checkoutLimit(problem, at.limits);
      throw invalid(problem, limit === null ? {} : { amount: piastersToPounds(limit) });
    }
    await tx
      .update(prescriptions)
      .set({
        status: 'quoted',
        quoteItems: items,
        quoteNote: input.note ?? '',
        quotedAt: new Date(),
        answeredBy: input.actor.id,
        rejectionReason: null,
      })
      .where(eq(prescriptions.id, row.id));
  });
}

export async function rejectPrescription(db: Db, input: { actor: StaffMember; id: number; reason: string }) {
  await withBranchPrescription(db, input.actor, input.id, async (tx, row) => {
    await tx
      .update(prescriptions)
      .set({ status: 'rejected', rejectionReason: input.reason, answeredBy: input.actor.id })
      .where(eq(prescriptions.id, row.id));
  });
}

/** The prescription for a staff member of its branch (another branch's, or none: null). */
export async function findBranchPrescription(db: Db, actor: StaffMember, id: number) {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
  return row && seesBranch(actor, row.branchId) ? row : null;
}
