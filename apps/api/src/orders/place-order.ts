import {
  branchTakes,
  checkoutLimit,
  checkoutProblem,
  closedMessage,
  type Lang,
  languages,
  linesSaleProblem,
  type MessageKey,
  needsPrescription,
  onlinePaymentTypeIds,
  openState,
  orderStatusIds,
  piastersToPounds,
  prescriptionProblem,
  priceCart,
  slotWithinHours,
} from '@store/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { findAddressRow, formatAddress, pinOf } from '../addresses/index.ts';
import { outsideBranchZone } from '../branches/index.ts';
import {
  type CartChoices,
  type CartLimits,
  type CartLine,
  cartChoices,
  cartFingerprint,
  cartLines,
  deliveryAt,
  needsConfirmationCall,
} from '../cart/index.ts';
import { productNamesInEveryLanguage } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  cartItems,
  carts,
  cuttingTypeTranslations,
  orderItems,
  orderItemTranslations,
  orders,
  prescriptions,
  products,
  staff,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { Shop } from '../http/request-context.ts';
import { lineTargets, promotionOffers, recordOrderPromotions } from '../promotions/index.ts';
import { addStock, lockBranchStock, quantityByProduct } from './branch-stock.ts';
import { slotById } from './schedule-rules.ts';

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

/** The cart's promo code ran out of uses while the customer was checking out (see placeOrder). */
class PromoUsedUp extends Error {
  constructor(
    readonly promoCodeId: number,
    readonly key: 'promo.usedUp' | 'promo.alreadyUsed',
  ) {
    super('promo code used up');
  }
}

export interface PlaceOrderInput {
  comment?: string | undefined;
  orderFrom?: string | undefined;
  /** The same key from the same user returns the first order instead of placing another. */
  idempotencyKey?: string | undefined;
  /** A scheduled order (docs/decisions/0021): status subscribed, delivered on a day and slot. */
  schedule?: ScheduledPlacement | undefined;
  /**
   * In the order's transaction, after it is written: an online order schedules its release if it is
   * not paid in time (docs/decisions/0020).
   */
  afterPlaced?: ((tx: Db, order: { orderId: number; paymentTypeId: number }) => Promise<void>) | undefined;
  /**
   * Lines and choices from elsewhere than the user's cart (a prescription's confirmed quote,
   * docs/decisions/0028): read in the order's transaction after the cart lock, then locked, checked,
   * priced and written like the cart's; the cart itself is left as it is.
   */
  source?: { lines(tx: Db): Promise<CartLine[]>; choices: CartChoices } | undefined;
  /**
   * An online checkout (docs/decisions/0031): the order holds the stock and the promo use but waits
   * for its payment, hidden, and the cart stays as it is. The user's open checkout of this very cart
   * (same fingerprint) is returned instead of placing another.
   */
  awaitingPayment?: boolean | undefined;
  /**
   * One of the user's prescriptions to go with the order (docs/decisions/0061): a cart with a
   * prescription-only medicine is refused without a usable one, and the order waits for a pharmacist.
   */
  prescriptionId?: number | undefined;
  /**
   * The lines are that prescription's quote: the pharmacist who quoted it chose them against it, so
   * the order is placed checked, with them as its pharmacist of record.
   */
  quotedFromPrescription?: boolean | undefined;
  /** The checkout's clock (the branch's opening hours are judged at it); default the time now. */
  now?: Date | undefined;
}

export interface ScheduledPlacement {
  deliveryDate: string;
  slotId: number;
  /** In the order's transaction, before the order is written: refuses a full slot (under a lock). */
  reserve(tx: Db): Promise<void>;
  /** In the order's transaction, after it is written (a subscription is made from it). */
  placed?(tx: Db, orderId: number): Promise<void>;
}

/**
 * Turns the user's cart into an order, in one transaction: the cart row is locked (one checkout per
 * user at a time), the branch's stock rows are locked in product order (no deadlocks between
 * customers), every line is re-priced and checked, stock goes down (never below zero: a short line
 * refuses the whole order), the items are copied with their names in every language, and the cart
 * is cleared. Returns the order id and whether this call placed it.
 */
export async function placeOrder(
  db: Db,
  limits: CartLimits,
  userId: number,
  shop: Shop,
  input: PlaceOrderInput,
): Promise<{ orderId: number; placed: boolean }> {
  try {
    return await placeInTransaction(db, limits, userId, shop, input);
  } catch (error) {
    if (!(error instanceof PromoUsedUp)) throw error;
    // The code will not come back: it leaves the cart, so submitting again places the order at the
    // price the cart then shows (the cart hides a used-up code, and could not offer to remove it).
    await db
      .update(carts)
      .set({ promoCodeId: null })
      .where(and(eq(carts.userId, userId), eq(carts.promoCodeId, error.promoCodeId)));
    throw invalid(error.key);
  }
}

/**
 * The checkout's steps, in the order their locks are taken (cart, stock, promo, slot: the same in
 * every checkout, so none deadlock): lock the cart, answer a repeat, read and lock, price, pass the
 * gate, write the order and take the stock, then clear the cart.
 */
async function placeInTransaction(
  db: Db,
  limits: CartLimits,
  userId: number,
  shop: Shop,
  input: PlaceOrderInput,
): Promise<{ orderId: number; placed: boolean }> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const repeat = await repeatedCheckout(tx, userId, shop.branchId, input);
    if (repeat.orderId !== null) return { orderId: repeat.orderId, placed: false };
    const { fingerprint } = repeat;

    // One after another: a transaction is one connection, which runs one query at a time anyway
    // (node-postgres deprecates queuing several on one client).
    const lines = input.source
      ? await input.source.lines(tx)
      : await cartLines(tx, userId, shop.branchId, shop.lang);
    const choices = input.source?.choices ?? (await cartChoices(tx, userId));
    // The branch's delivery settings as they are now (docs/decisions/0072): the order keeps the
    // charge it is priced with, whatever the branch changes later.
    const at = await deliveryAt(tx, shop.branchId, limits);
    // The gate's first check, early: there is nothing to lock.
    if (lines.length === 0) throw invalid('cart.empty');
    // What a pharmacist allows online (docs/decisions/0054), as the cart checks an addition: a product
    // classified controlled, or given a largest quantity, after it went into the cart stops here.
    const refusal = linesSaleProblem(lines);
    if (refusal) throw invalid(refusal.key, refusal.params);

    const stock = await lockAndCheckStock(tx, shop.branchId, lines);
    const { priced, promo, promotions } = await priceUnderLock(
      tx,
      userId,
      shop.branchId,
      lines,
      stock,
      choices.promoCodeId,
      at.pricing,
    );
    const { addressRow, prescription, promiseMinutes } = await passGate(
      tx,
      at,
      userId,
      lines,
      choices,
      priced,
      input,
      shop,
    );

    // Last of the locks: the slot.
    await input.schedule?.reserve(tx);

    const orderId = await writeOrder(tx, userId, shop, input, {
      lines,
      choices,
      priced,
      promo,
      promotions,
      addressRow,
      prescription,
      promiseMinutes,
      fingerprint,
    });
    // The stock rows are locked and checked above; taken once the order exists, so each ledger row
    // names it (docs/decisions/0046).
    for (const [productId, quantityMilli] of stock.wanted)
      await addStock(tx, shop.branchId, productId, -quantityMilli, { reason: 'order_placed', orderId });
    await insertOrderLines(
      tx,
      orderId,
      lines.map((line, index) => ({
        productId: line.productId,
        quantityMilli: line.quantityMilli,
        weighted: line.weighted,
        unitPrice: stock.byProduct.get(line.productId)!.price,
        amount: priced.lines[index]!.amount,
        cuttingTypeId: line.cuttingTypeId,
      })),
    );
    await input.schedule?.placed?.(tx, orderId);
    await input.afterPlaced?.(tx, { orderId, paymentTypeId: choices.paymentTypeId! });

    // A prescription's quote is not the cart; an online checkout keeps the cart until it is paid.
    if (!input.source && !fingerprint) await clearCart(tx, userId);
    return { orderId, placed: true };
  });
}

/** Writes the order row: its status, delivery, payment, address as text, totals, promo and prescription. */
async function writeOrder(
  tx: Db,
  userId: number,
  shop: Shop,
  input: PlaceOrderInput,
  checkout: Pick<Awaited<ReturnType<typeof passGate>>, 'addressRow' | 'prescription' | 'promiseMinutes'> &
    Awaited<ReturnType<typeof priceUnderLock>> & {
      lines: CartLine[];
      choices: CartChoices;
      fingerprint: string | null;
    },
) {
  const { lines, choices, priced, promo, promotions, addressRow, prescription, promiseMinutes, fingerprint } =
    checkout;
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      branchId: shop.branchId,
      statusId: input.schedule ? orderStatusIds.subscribed : orderStatusIds.placed,
      deliveryDate: input.schedule?.deliveryDate ?? null,
      slotId: input.schedule?.slotId ?? null,
      promiseMinutes,
      paymentTypeId: choices.paymentTypeId!,
      paymentState: onlinePaymentTypeIds.includes(choices.paymentTypeId!) ? 'pending' : 'not_required',
      addressText: formatAddress(addressRow, shop.lang),
      addressId: addressRow.id,
      addressLatitude: addressRow.latitude,
      addressLongitude: addressRow.longitude,
      comment: input.comment ?? '',
      orderFrom: input.orderFrom || 'Web',
      ...priced.totals,
      promoCodeId: promo?.id ?? null,
      promoCode: promo?.code ?? null,
      needsConfirmationCall: needsConfirmationCall(lines),
      idempotencyKey: input.idempotencyKey ?? null,
      awaitingPayment: fingerprint !== null,
      cartFingerprint: fingerprint,
      ...(prescription?.row
        ? {
            prescriptionId: prescription.row.id,
            ...(input.quotedFromPrescription && prescription.row.answeredBy !== null
              ? await checkedBy(tx, prescription.row.answeredBy)
              : { pharmacistCheck: 'pending' as const }),
          }
        : {}),
    })
    .returning({ id: orders.id });
  // The promotions it was placed with: its uses, and what re-pricing applies (docs/decisions/0076).
  await recordOrderPromotions(
    tx,
    { id: order!.id, userId, branchId: shop.branchId },
    priced.applied,
    promotions,
  );
  return order!.id;
}

/** Locks the user's cart row (made if missing): one checkout per user at a time. */
async function lockCart(tx: Db, userId: number) {
  await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } });
}

/**
 * A checkout already done: the order placed with the same idempotency key, or the user's open online
 * checkout of this very cart (its fingerprint, which an online checkout also records).
 */
async function repeatedCheckout(
  tx: Db,
  userId: number,
  branchId: number,
  input: PlaceOrderInput,
): Promise<{ orderId: number | null; fingerprint: string | null }> {
  if (input.idempotencyKey) {
    const [earlier] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotencyKey)));
    if (earlier) return { orderId: earlier.id, fingerprint: null };
  }
  const fingerprint = input.awaitingPayment ? await cartFingerprint(tx, userId, branchId) : null;
  if (!fingerprint) return { orderId: null, fingerprint };
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.awaitingPayment, true),
        eq(orders.cartFingerprint, fingerprint),
        isNull(orders.cancelledAt),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return { orderId: open?.id ?? null, fingerprint };
}

/**
 * Locks the branch's stock rows of the lines (in product order: no deadlocks between customers) and
 * refuses a line not sold here or short of stock, by its name.
 */
async function lockAndCheckStock(tx: Db, branchId: number, lines: CartLine[]) {
  const byProduct = await lockBranchStock(
    tx,
    branchId,
    lines.map((line) => line.productId),
  );
  const wanted = quantityByProduct(lines);
  for (const line of lines) {
    const row = byProduct.get(line.productId);
    if (!row || row.notSold) throw invalid('cart.notInBranchNamed', { name: line.name });
    if (row.stockMilli < (wanted.get(line.productId) ?? 0))
      throw invalid('cart.outOfStockNamed', { name: line.name });
  }
  return { byProduct, wanted };
}

/**
 * The lines at the locked rows' prices through `priceCart`, with the automatic promotions and the
 * cart's promo code where they still apply. Uses of a promotion with max_uses are counted under a
 * lock on its row (all such rows, in id order), taken after the stock
 * rows (the same order in every checkout: no deadlocks). A checkout on any instance that counts after
 * another placed its order waits for that one to commit, and its count (a new statement, a new
 * snapshot) includes it: a code is never used more often than max_uses allows. A per-customer limit
 * needs no lock (the cart row already lets one checkout per customer run at a time), nor does an
 * unlimited code, so popular codes do not queue every checkout of the store.
 */
async function priceUnderLock(
  tx: Db,
  userId: number,
  branchId: number,
  lines: CartLine[],
  stock: Awaited<ReturnType<typeof lockAndCheckStock>>,
  promoCodeId: number | null,
  delivery: { deliveryCharge: number; freeDeliveryFrom: number | null },
) {
  const { offers, promotions } = await promotionOffers(tx, {
    userId,
    branchId,
    codeId: promoCodeId,
    now: new Date(),
    lock: true,
  });
  const priced = priceCart({
    lines: await lineTargets(
      tx,
      lines.map((line) => ({ ...line, unitPrice: stock.byProduct.get(line.productId)!.price })),
    ),
    ...delivery,
    promo: null,
    promotions: offers,
  });
  const promoIssue = priced.promoProblem;
  // The rule: a code used up meanwhile (the customer saw its discount, another checkout took its
  // last use) refuses the order with the promo message rather than charging more than the cart
  // showed. A code that does not apply for another reason (expired, minimum not reached) was
  // already shown without its discount: the order is placed without it, as before. An automatic
  // promotion used up meanwhile is simply not applied (docs/decisions/0076).
  if (promoCodeId !== null && (promoIssue === 'promo.usedUp' || promoIssue === 'promo.alreadyUsed'))
    throw new PromoUsedUp(promoCodeId, promoIssue);
  const promo =
    promotions.find((p) => p.id === promoCodeId && priced.applied.some((a) => a.id === p.id)) ?? null;
  return { priced, promo, promotions };
}

/**
 * The checkout gate (`checkoutProblem`, the same rule the cart page shows) on the priced order: an
 * address, a way of paying, the minimum and maximum, and a usable prescription for a
 * prescription-only medicine, at the branch's minimum; then a way of paying the branch takes, and
 * the branch's opening hours and holidays: an instant order while it is closed, or a scheduled one
 * whose slot is outside that day's hours, is refused (docs/decisions/0072); a pinned address
 * outside the branch's delivery zones too (0091). Answers the address
 * and the prescription the order is written with.
 */
async function passGate(
  tx: Db,
  at: Awaited<ReturnType<typeof deliveryAt>>,
  userId: number,
  lines: CartLine[],
  choices: CartChoices,
  priced: ReturnType<typeof priceCart>,
  input: PlaceOrderInput,
  shop: Shop,
) {
  const { lang } = shop;
  const { limits } = at;
  const addressRow = choices.addressId === null ? null : await findAddressRow(tx, userId, choices.addressId);
  const prescription = await prescriptionFor(tx, limits, userId, lines, input.prescriptionId);
  if (prescription?.problem === 'prescription.expired')
    throw invalid(prescription.problem, { days: limits.prescriptionValidityDays ?? 30 });
  if (prescription?.problem) throw invalid(prescription.problem);
  const problem = checkoutProblem(
    {
      itemCount: lines.length,
      subtotal: priced.totals.subtotal,
      hasAddress: addressRow !== null,
      hasPayment: choices.paymentTypeId !== null,
      needsPrescription: prescription !== null,
      hasPrescription: Boolean(prescription?.row),
    },
    limits,
  );
  if (problem) {
    const limit = checkoutLimit(problem, limits);
    throw invalid(problem, limit === null ? {} : { amount: piastersToPounds(limit) });
  }
  if (!branchTakes(at.delivery, choices.paymentTypeId!)) throw invalid('payment.notAtBranch');
  // A pinned address outside the branch's zones, in the words the cart shows (docs/decisions/0091).
  const outside = await outsideBranchZone(tx, lang, shop.branchId, pinOf(addressRow!));
  if (outside) throw invalid(outside.key, outside.params);
  branchOpenFor(at.delivery, input, lang);
  // An instant order keeps the promise in force now, so a later change does not rewrite it (0088).
  const promiseMinutes = input.schedule ? null : at.delivery.deliveryPromiseMinutes;
  // The gate refuses an order without an address (`hasAddress`).
  return { addressRow: addressRow!, prescription, promiseMinutes };
}

/**
 * The branch's hours and holidays: an instant order needs it open now (the message says when it
 * opens again, in the customer's language); a scheduled one needs its slot within that day's hours.
 */
function branchOpenFor(
  delivery: Awaited<ReturnType<typeof deliveryAt>>['delivery'],
  input: PlaceOrderInput,
  lang: Lang,
) {
  if (input.schedule) {
    const slot = slotById(input.schedule.slotId);
    if (!slot || !slotWithinHours(delivery, input.schedule.deliveryDate, slot.from, slot.to))
      throw invalid('schedule.branchClosed');
    return;
  }
  const now = input.now ?? new Date();
  const state = openState(delivery, now);
  if (state.open) return;
  const { key, params } = closedMessage(lang, state, now);
  throw invalid(key, params);
}

/** Empties the cart after its order: the address and way of paying stay chosen, a promo code is used once. */
async function clearCart(tx: Db, userId: number) {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.update(carts).set({ promoCodeId: null }).where(eq(carts.userId, userId));
}

/**
 * For a cart with a prescription-only medicine (null: it has none), the user's prescription named
 * for it (null `row`: none named) and what stops it going with the order. Someone else's is not found.
 */
async function prescriptionFor(
  tx: Db,
  limits: CartLimits,
  userId: number,
  lines: CartLine[],
  prescriptionId: number | undefined,
) {
  const classes = await tx
    .select({ medicineClass: products.medicineClass })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  if (!classes.some((row) => needsPrescription(row.medicineClass))) return null;
  if (prescriptionId === undefined) return { row: null, problem: null };
  const [row] = await tx
    .select({
      id: prescriptions.id,
      status: prescriptions.status,
      createdAt: prescriptions.createdAt,
      checkedAt: prescriptions.quotedAt,
      answeredBy: prescriptions.answeredBy,
    })
    .from(prescriptions)
    .where(and(eq(prescriptions.id, prescriptionId), eq(prescriptions.userId, userId)));
  if (!row) throw notFound('prescription.notFound');
  return { row, problem: prescriptionProblem(row, new Date(), limits) };
}

/** The columns recording a pharmacist's check: who, their name and licence number now, when. */
export async function checkedBy(tx: Db, staffId: number) {
  const [member] = await tx
    .select({ name: staff.name, licenceNumber: staff.licenceNumber })
    .from(staff)
    .where(eq(staff.id, staffId));
  return {
    pharmacistCheck: 'approved' as const,
    pharmacistId: staffId,
    pharmacistName: member?.name ?? '',
    pharmacistLicence: member?.licenceNumber ?? null,
    pharmacistCheckedAt: new Date(),
  };
}

/** One priced line of an order, as it is written. */
export interface OrderLine {
  productId: number;
  quantityMilli: number;
  weighted: boolean;
  /** Piasters, as all money in the database. */
  unitPrice: number;
  amount: number;
  cuttingTypeId: number | null;
}

/**
 * Writes an order's lines with each one's product and cutting-type names in every language as they
 * are now: the order keeps them whatever the catalogue becomes. Placing, a subscription's order and
 * an edited scheduled order write their lines so.
 */
export async function insertOrderLines(tx: Db, orderId: number, lines: OrderLine[]) {
  const items = await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ orderId, ...line })))
    .returning({
      id: orderItems.id,
      productId: orderItems.productId,
      cuttingTypeId: orderItems.cuttingTypeId,
    });
  await tx.insert(orderItemTranslations).values(await itemNames(tx, items));
}

/** Each item's product and cutting-type names in every language, as they are now. */
async function itemNames(tx: Db, items: { id: number; productId: number; cuttingTypeId: number | null }[]) {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const cuttingIds = [
    ...new Set(items.flatMap((item) => (item.cuttingTypeId === null ? [] : [item.cuttingTypeId]))),
  ];
  // Sequential, as everything on the transaction's one connection (see placeOrder).
  const names = await productNamesInEveryLanguage(tx, productIds);
  const cuts =
    cuttingIds.length === 0
      ? []
      : await tx
          .select({
            id: cuttingTypeTranslations.ownerId,
            lang: cuttingTypeTranslations.lang,
            name: cuttingTypeTranslations.name,
          })
          .from(cuttingTypeTranslations)
          .where(inArray(cuttingTypeTranslations.ownerId, cuttingIds));
  const find = (rows: { id: number; lang: string; name: string }[], id: number | null, lang: string) =>
    rows.find((row) => row.id === id && row.lang === lang)?.name ?? null;
  return items.flatMap((item) =>
    languages.map((lang) => ({
      ownerId: item.id,
      lang,
      name: names.get(item.productId)?.[lang] || names.get(item.productId)?.en || '',
      cuttingType: find(cuts, item.cuttingTypeId, lang),
    })),
  );
}
