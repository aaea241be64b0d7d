import {
  type BatchDisposal,
  type BatchWithdrawal,
  cairoDay,
  expiryCutoffSettingKey,
  type Lang,
  localPhone,
  type NearExpiryRow,
  orderStatusIds,
  type RecallRecipient,
  type StaffMember,
  type StockBatch,
  seesBranch,
  stockBatchLimits,
} from '@store/contract';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit } from '../audit/audit-log.ts';
import { type Db, queryRows } from '../db/client.ts';
import {
  branchProducts,
  dispensedPacks,
  orders,
  productTranslations,
  staff,
  stockBatchAllocations,
  stockBatches,
  stockMovements,
  storeSettings,
  users,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { JobRunner } from '../jobs/index.ts';
import { addStock, lockBranchStock } from '../orders/index.ts';
import { notifyCatalogueChange } from './catalogue-changes.ts';
import { addDays, cutoffDaysOf, daysBetween, fefoTake, judgeReceipt } from './stock-batch-rules.ts';

/**
 * Batches and expiry (docs/decisions/0075): receiving by batch, the batches of a product at a branch,
 * the near-expiry report, recalls, FEFO picking and the hourly cut-off job. The level customers buy
 * stays `branch_products.stock_milli`; every change to it here goes through `addStock` with a batch
 * reason, so the ledger says who, when and which batch.
 */

const entity = 'branch_product';
/** The staff table again, for who wrote a batch off (beside who received it). */
const writers = alias(staff, 'writers');
const units = (milli: number) => milli / 1000;

/** The store's expiry cut-off in days (`store_settings`, default 90). */
export async function expiryCutoffDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.key, expiryCutoffSettingKey));
  return cutoffDaysOf(row?.value, stockBatchLimits.defaultCutoffDays, stockBatchLimits.cutoffMaxDays);
}

/** The branch's stock row of the product, locked; another branch's or none: 404. */
async function lockRow(tx: Db, member: StaffMember, target: { branchId: number; productId: number }) {
  if (!seesBranch(member, target.branchId)) throw notFound('staffCatalogue.productNotFound');
  const row = (await lockBranchStock(tx, target.branchId, [target.productId])).get(target.productId);
  if (!row) throw notFound('staffCatalogue.productNotFound');
  return row;
}

const batchWhere = (target: { branchId: number; productId: number }, batch: string) =>
  and(
    eq(stockBatches.branchId, target.branchId),
    eq(stockBatches.productId, target.productId),
    eq(stockBatches.batch, batch),
  );

/**
 * Stock received by batch. A new batch number is a new batch; the same number again adds to it (its
 * expiry must match, and it must not be recalled). An expired batch is refused; one within the cut-off
 * is recorded but not for sale. Returns whether the units are for sale.
 */
export async function receiveBatch(
  db: Db,
  member: StaffMember,
  target: { branchId: number; productId: number },
  input: { batch: string; expiry: string; quantity: number; note?: string | undefined },
  now: Date,
): Promise<{ forSale: boolean; cutoffDays: number }> {
  const cutoffDays = await expiryCutoffDays(db);
  const milli = Math.round(input.quantity * 1000);
  return db.transaction(async (tx) => {
    const { forSale } = await receiveIntoBatch(tx, member, target, { ...input, milli }, now, cutoffDays);
    return { forSale, cutoffDays };
  });
}

/**
 * Receiving inside the caller's transaction: the receive form's and the bulk import's one writer
 * (docs/decisions/0079). The stock row is locked first (as every writer of stock and batches locks
 * it), the receipt judged by `judgeReceipt` (a refusal is a 422), the batch written, the level raised
 * through `addStock` when the units are for sale (ledger `batch_received`, who, batch and note), and a
 * staff audit row. `notify: false` when the caller sends one `NOTIFY` for many rows.
 */
export async function receiveIntoBatch(
  tx: Db,
  member: StaffMember,
  target: { branchId: number; productId: number },
  input: { batch: string; expiry: string; milli: number; note?: string | undefined },
  now: Date,
  cutoffDays: number,
  options: { notify: boolean } = { notify: true },
): Promise<{ forSale: boolean }> {
  const { milli } = input;
  const row = await lockRow(tx, member, target);
  const [existing] = await tx
    .select()
    .from(stockBatches)
    .where(batchWhere(target, input.batch))
    .for('update');
  const judged = judgeReceipt(
    existing && { expiry: existing.expiry, withdrawn: existing.withdrawn as BatchWithdrawal | null },
    input,
    cairoDay(now),
    cutoffDays,
  );
  if (!judged.ok) throw new ApiError(422, judged.key, judged.params, [judged.key]);
  const { forSale } = judged;
  if (existing) {
    await tx
      .update(stockBatches)
      .set({
        quantityMilli: sql`${stockBatches.quantityMilli} + ${milli}`,
        receivedMilli: sql`${stockBatches.receivedMilli} + ${milli}`,
      })
      .where(eq(stockBatches.id, existing.id));
  } else {
    await tx.insert(stockBatches).values({
      branchId: target.branchId,
      productId: target.productId,
      batch: input.batch,
      expiry: input.expiry,
      receivedMilli: milli,
      quantityMilli: milli,
      withdrawn: forSale ? null : 'expiring',
      withdrawnAt: forSale ? null : now,
      receivedBy: member.id,
      receivedAt: now,
    });
  }
  if (forSale)
    await addStock(tx, target.branchId, target.productId, milli, {
      reason: 'batch_received',
      staffId: member.id,
      note: [`${input.batch} (${input.expiry})`, input.note].filter(Boolean).join(': '),
    });
  await writeAudit(tx, {
    staffId: member.id,
    action: 'stock.receiveBatch',
    entity,
    entityId: target.productId,
    before: { branchId: target.branchId, stockMilli: row.stockMilli },
    after: {
      branchId: target.branchId,
      stockMilli: row.stockMilli + (forSale ? milli : 0),
      batch: input.batch,
      expiry: input.expiry,
      quantityMilli: milli,
      forSale,
      note: input.note ?? null,
    },
    at: now,
  });
  if (forSale && options.notify) await notifyCatalogueChange(tx, target);
  return { forSale };
}

/** One receipt of many, judged already (the import's dry run under the branch rows' lock). */
export interface JudgedReceipt {
  branchId: number;
  productId: number;
  batch: string;
  expiry: string;
  milli: number;
  forSale: boolean;
}

/**
 * Many receipts at once, set-based, inside the caller's transaction (the bulk import's apply,
 * docs/decisions/0084), writing what `receiveIntoBatch` writes row by row: the batches (new, or
 * added to), the level raised by what is for sale, one ledger row per receipt (`batch_received`,
 * who, batch, expiry and note, the level after it in file order) and one staff audit row per
 * receipt. The caller has locked the branch rows (`FOR UPDATE`, key order) and judged every receipt
 * with `judgeReceipt` under that lock, and sends one `NOTIFY`. A fixed number of statements, whatever
 * the number of rows: the level update tells the ledger trigger its rows are written here.
 */
export async function receiveJudged(
  tx: Db,
  member: StaffMember,
  receipts: readonly JudgedReceipt[],
  note: string,
  now: Date,
): Promise<void> {
  if (receipts.length === 0) return;
  const rows = receipts.map((r, ord) => ({
    ord,
    branch_id: r.branchId,
    product_id: r.productId,
    batch: r.batch,
    expiry: r.expiry,
    milli: r.milli,
    for_sale: r.forSale,
  }));
  await tx.execute(sql`
    insert into ${stockBatches} (branch_id, product_id, batch, expiry, received_milli, quantity_milli,
      withdrawn, withdrawn_at, received_by, received_at)
    select v.branch_id, v.product_id, v.batch, v.expiry::date, v.milli, v.milli,
      case when v.for_sale then null else 'expiring' end, case when v.for_sale then null else ${now}::timestamptz end,
      ${member.id}, ${now}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(ord int, branch_id int, product_id int, batch text, expiry text, milli int, for_sale boolean)
    order by v.ord
    on conflict (branch_id, product_id, batch) do update
      set quantity_milli = ${stockBatches}.quantity_milli + excluded.quantity_milli,
        received_milli = ${stockBatches}.received_milli + excluded.received_milli`);
  // The levels as they are now (after the caller's own writes), then each receipt's level in turn.
  const pairs = [...new Map(receipts.map((r) => [`${r.branchId}:${r.productId}`, r])).values()];
  const levels = await queryRows<{ branch_id: number; product_id: number; stock_milli: number }>(
    tx,
    sql`select b.branch_id, b.product_id, b.stock_milli from ${branchProducts} b
      join unnest(${`{${pairs.map((p) => p.branchId).join(',')}}`}::int[],
        ${`{${pairs.map((p) => p.productId).join(',')}}`}::int[]) as wanted(branch_id, product_id)
        on b.branch_id = wanted.branch_id and b.product_id = wanted.product_id`,
  );
  const level = new Map(levels.map((l) => [`${l.branch_id}:${l.product_id}`, l.stock_milli]));
  const movements: { branch_id: number; product_id: number; delta: number; level: number; note: string }[] =
    [];
  const audits: { entity_id: number; before: unknown; after: unknown }[] = [];
  for (const r of receipts) {
    const key = `${r.branchId}:${r.productId}`;
    const before = level.get(key) ?? 0;
    const after = before + (r.forSale ? r.milli : 0);
    level.set(key, after);
    if (r.forSale)
      movements.push({
        branch_id: r.branchId,
        product_id: r.productId,
        delta: r.milli,
        level: after,
        note: [`${r.batch} (${r.expiry})`, note].filter(Boolean).join(': '),
      });
    audits.push({
      entity_id: r.productId,
      before: { branchId: r.branchId, stockMilli: before },
      after: {
        branchId: r.branchId,
        stockMilli: after,
        batch: r.batch,
        expiry: r.expiry,
        quantityMilli: r.milli,
        forSale: r.forSale,
        note: note || null,
      },
    });
  }
  if (movements.length > 0) {
    const raised = [...level.entries()].map(([key, milli]) => {
      const [branchId, productId] = key.split(':').map(Number);
      return { branch_id: branchId, product_id: productId, stock_milli: milli };
    });
    // The ledger rows are written below, one per receipt: the trigger's one row per product would
    // carry one note for several batches.
    await tx.execute(sql`select set_config('store.stock_ledger', 'written', true)`);
    await tx.execute(sql`
      update ${branchProducts} b set stock_milli = v.stock_milli
      from jsonb_to_recordset(${JSON.stringify(raised)}::jsonb) as v(branch_id int, product_id int, stock_milli int)
      where b.branch_id = v.branch_id and b.product_id = v.product_id and b.stock_milli <> v.stock_milli`);
    await tx.execute(sql`select set_config('store.stock_ledger', '', true)`);
    await tx.execute(sql`
      insert into ${stockMovements} (branch_id, product_id, delta_milli, level_milli, reason, staff_id, note)
      select v.branch_id, v.product_id, v.delta, v.level, 'batch_received', ${member.id}, v.note
      from jsonb_to_recordset(${JSON.stringify(movements.map((m, ord) => ({ ord, ...m })))}::jsonb)
        as v(ord int, branch_id int, product_id int, delta int, level int, note text)
      order by v.ord`);
  }
  await tx.execute(sql`
    insert into staff_audit_log (staff_id, action, entity, entity_id, before, after, at)
    select ${member.id}, 'stock.receiveBatch', ${entity}, e.entity_id, e.before, e.after, ${now}
    from jsonb_to_recordset(${JSON.stringify(audits.map((a, ord) => ({ ord, ...a })))}::jsonb)
      as e(ord int, entity_id int, before jsonb, after jsonb)
    order by e.ord`);
}

/** The batches of a product at a branch, earliest expiry first, with the level and what has no batch. */
export async function listBatches(
  db: Db,
  member: StaffMember,
  target: { branchId: number; productId: number },
  now: Date,
) {
  if (!seesBranch(member, target.branchId)) throw notFound('staffCatalogue.productNotFound');
  const [row] = await db
    .select({ stockMilli: branchProducts.stockMilli })
    .from(branchProducts)
    .where(and(eq(branchProducts.branchId, target.branchId), eq(branchProducts.productId, target.productId)));
  if (!row) throw notFound('staffCatalogue.productNotFound');
  const today = cairoDay(now);
  const rows = await db
    .select({ batch: stockBatches, receivedBy: staff.name, writtenOffBy: writers.name })
    .from(stockBatches)
    .leftJoin(staff, eq(staff.id, stockBatches.receivedBy))
    .leftJoin(writers, eq(writers.id, stockBatches.writtenOffBy))
    .where(and(eq(stockBatches.branchId, target.branchId), eq(stockBatches.productId, target.productId)))
    .orderBy(asc(stockBatches.expiry), asc(stockBatches.id));
  const batches: StockBatch[] = rows.map(({ batch, receivedBy, writtenOffBy }) => ({
    id: batch.id,
    batch: batch.batch,
    expiry: batch.expiry,
    received: units(batch.receivedMilli),
    quantity: units(batch.quantityMilli),
    withdrawn: batch.withdrawn as BatchWithdrawal | null,
    withdrawnAt: batch.withdrawnAt?.toISOString() ?? null,
    daysLeft: daysBetween(today, batch.expiry),
    receivedBy,
    receivedAt: batch.receivedAt.toISOString(),
    writtenOff:
      batch.writtenOffAt === null
        ? null
        : {
            quantity: units(batch.writtenOffMilli),
            disposal: batch.writeOffDisposal as BatchDisposal,
            at: batch.writtenOffAt.toISOString(),
            by: writtenOffBy,
            note: batch.writeOffNote ?? '',
          },
  }));
  const inBatches = rows.reduce(
    (sum, r) => sum + (r.batch.withdrawn === null ? r.batch.quantityMilli : 0),
    0,
  );
  return {
    branchId: target.branchId,
    productId: target.productId,
    cutoffDays: await expiryCutoffDays(db),
    sellable: units(row.stockMilli),
    unbatched: units(Math.max(0, row.stockMilli - inBatches)),
    batches,
  };
}

/** What of a branch expires by today + `days` (expired included) with units left, earliest first. */
export async function nearExpiry(
  db: Db,
  member: StaffMember,
  branchId: number,
  days: number,
  lang: Lang,
  now: Date,
) {
  if (!seesBranch(member, branchId)) throw notFound('error.notFound');
  const today = cairoDay(now);
  const rows = await db
    .select({ batch: stockBatches, name: productTranslations.name })
    .from(stockBatches)
    .innerJoin(productTranslations, inLang(productTranslations, stockBatches.productId, lang))
    .where(
      and(
        eq(stockBatches.branchId, branchId),
        lte(stockBatches.expiry, addDays(today, days)),
        sql`${stockBatches.quantityMilli} > 0`,
        sql`${stockBatches.withdrawn} is distinct from 'recalled'`,
      ),
    )
    .orderBy(asc(stockBatches.expiry), asc(stockBatches.id))
    .limit(1000);
  const batches: NearExpiryRow[] = rows.map(({ batch, name }) => ({
    batchId: batch.id,
    productId: batch.productId,
    name,
    batch: batch.batch,
    expiry: batch.expiry,
    daysLeft: daysBetween(today, batch.expiry),
    quantity: units(batch.quantityMilli),
    withdrawn: batch.withdrawn as BatchWithdrawal | null,
  }));
  return { branchId, days, cutoffDays: await expiryCutoffDays(db), batches };
}

/** Orders placed, in process or scheduled: still at the branch, holding stock (docs/decisions/0046). */
const atBranchStatuses: readonly number[] = [
  orderStatusIds.placed,
  orderStatusIds.inProcess,
  orderStatusIds.subscribed,
];
const atBranch = (statusId: number) => atBranchStatuses.includes(statusId);

/**
 * Open orders that hold units of a recalled batch take them from the batches for sale instead,
 * earliest expiry first (then from the units without a batch, as far as the level goes); the
 * recalled units so freed go back to the batch (quarantined). What they take leaves the level: one
 * ledger row. Returns the milli-units taken from the level.
 */
async function repickOpenOrders(
  tx: Db,
  target: { branchId: number; productId: number },
  recalledId: number,
  open: readonly { orderId: number; quantityMilli: number }[],
  levelMilli: number,
  why: { staffId: number; note: string },
): Promise<number> {
  if (open.length === 0) return 0;
  const forSale = await tx
    .select({ id: stockBatches.id, expiry: stockBatches.expiry, quantityMilli: stockBatches.quantityMilli })
    .from(stockBatches)
    .where(
      and(
        eq(stockBatches.branchId, target.branchId),
        eq(stockBatches.productId, target.productId),
        isNull(stockBatches.withdrawn),
      ),
    )
    .for('update');
  const batches = forSale.map((b) => ({ ...b, withdrawn: null as BatchWithdrawal | null }));
  let unbatched = Math.max(0, levelMilli - batches.reduce((sum, b) => sum + b.quantityMilli, 0));
  let takenMilli = 0;
  for (const order of open) {
    const { takes, shortMilli } = fefoTake(batches, order.quantityMilli);
    for (const take of takes) {
      take.batch.quantityMilli -= take.quantityMilli;
      await tx
        .update(stockBatches)
        .set({ quantityMilli: sql`${stockBatches.quantityMilli} - ${take.quantityMilli}` })
        .where(eq(stockBatches.id, take.batch.id));
      await tx
        .insert(stockBatchAllocations)
        .values({ orderId: order.orderId, batchId: take.batch.id, quantityMilli: take.quantityMilli })
        .onConflictDoUpdate({
          target: [stockBatchAllocations.orderId, stockBatchAllocations.batchId],
          set: { quantityMilli: sql`${stockBatchAllocations.quantityMilli} + ${take.quantityMilli}` },
        });
    }
    const fromUnbatched = Math.min(shortMilli, unbatched);
    unbatched -= fromUnbatched;
    const moved = order.quantityMilli - shortMilli + fromUnbatched;
    takenMilli += moved;
    if (moved === 0) continue;
    // What found no other stock stays on the recalled batch: the picking list says so, and a cancel
    // gives it back there (out of sale), never to the level.
    const where = and(
      eq(stockBatchAllocations.orderId, order.orderId),
      eq(stockBatchAllocations.batchId, recalledId),
    );
    if (moved === order.quantityMilli) await tx.delete(stockBatchAllocations).where(where);
    else
      await tx
        .update(stockBatchAllocations)
        .set({ quantityMilli: order.quantityMilli - moved })
        .where(where);
    await tx
      .update(stockBatches)
      .set({ quantityMilli: sql`${stockBatches.quantityMilli} + ${moved}` })
      .where(eq(stockBatches.id, recalledId));
  }
  if (takenMilli > 0)
    await addStock(tx, target.branchId, target.productId, -takenMilli, {
      reason: 'batch_recalled',
      staffId: why.staffId,
      note: why.note,
    });
  return takenMilli;
}

/**
 * Recalls a batch at a branch: out of sale at once (the level goes down by what is left of it, ledger
 * reason `batch_recalled`), every order that received it found (packs scanned at dispensing, or its
 * FEFO allocation) and its customer told through the notifications outbox, in one transaction. A batch
 * never received by batch but dispensed (packs scanned) is recorded as recalled with nothing left.
 */
export async function recallBatch(
  db: Db,
  member: StaffMember,
  target: { branchId: number; productId: number },
  input: { batch: string; note: string },
  now: Date,
) {
  return db.transaction((tx) => recallAtBranch(tx, member, target, input, now));
}

/** A branch's recall inside the caller's transaction: the branch's and the chain's one writer. */
async function recallAtBranch(
  tx: Db,
  member: StaffMember,
  target: { branchId: number; productId: number },
  input: { batch: string; note: string },
  now: Date,
) {
  const row = await lockRow(tx, member, target);

  let [batch] = await tx.select().from(stockBatches).where(batchWhere(target, input.batch)).for('update');
  const packs = await tx
    .select({
      orderId: dispensedPacks.orderId,
      packs: sql<number>`count(*)::int`,
      expiry: sql<string>`min(${dispensedPacks.expiry})::text`,
    })
    .from(dispensedPacks)
    .where(
      and(
        eq(dispensedPacks.branchId, target.branchId),
        eq(dispensedPacks.productId, target.productId),
        sql`upper(${dispensedPacks.batch}) = ${input.batch}`,
      ),
    )
    .groupBy(dispensedPacks.orderId);
  if (!batch) {
    if (packs.length === 0) throw notFound('batches.notFound');
    [batch] = await tx
      .insert(stockBatches)
      .values({
        branchId: target.branchId,
        productId: target.productId,
        batch: input.batch,
        expiry: packs[0]!.expiry,
        receivedMilli: 0,
        quantityMilli: 0,
        withdrawn: 'recalled',
        withdrawnAt: now,
      })
      .returning();
  } else if (batch.withdrawn === 'recalled')
    throw new ApiError(422, 'batches.alreadyRecalled', {}, ['batches.alreadyRecalled']);
  const found = batch!;
  // What was for sale leaves the level now; a batch already out of sale (the cut-off) left it then.
  const withdrawnMilli = found.withdrawn === null ? Math.min(found.quantityMilli, row.stockMilli) : 0;
  await tx
    .update(stockBatches)
    .set({ withdrawn: 'recalled', withdrawnAt: now, recalledBy: member.id, recallNote: input.note })
    .where(eq(stockBatches.id, found.id));
  if (withdrawnMilli > 0)
    await addStock(tx, target.branchId, target.productId, -withdrawnMilli, {
      reason: 'batch_recalled',
      staffId: member.id,
      note: `${found.batch}: ${input.note}`,
    });

  const allocated = await tx
    .select({
      orderId: stockBatchAllocations.orderId,
      quantityMilli: stockBatchAllocations.quantityMilli,
      statusId: orders.statusId,
    })
    .from(stockBatchAllocations)
    .innerJoin(orders, eq(orders.id, stockBatchAllocations.orderId))
    .where(eq(stockBatchAllocations.batchId, found.id));
  // Orders still at the branch have not received it: they are picked again from the batches for sale.
  const repickedMilli = await repickOpenOrders(
    tx,
    target,
    found.id,
    allocated.filter((a) => atBranch(a.statusId)),
    row.stockMilli - withdrawnMilli,
    { staffId: member.id, note: `${found.batch}: ${input.note}` },
  );
  const byOrder = new Map<number, { quantityMilli: number; source: 'dispensed' | 'allocated' }>();
  for (const a of allocated) byOrder.set(a.orderId, { quantityMilli: a.quantityMilli, source: 'allocated' });
  // Packs scanned say what the customer really received: they win over the allocation.
  for (const p of packs) byOrder.set(p.orderId, { quantityMilli: p.packs * 1000, source: 'dispensed' });
  const orderIds = [...byOrder.keys()];
  const people =
    orderIds.length === 0
      ? []
      : await tx
          .select({
            orderId: orders.id,
            statusId: orders.statusId,
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            phone: users.phone,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(inArray(orders.id, orderIds))
          .orderBy(asc(orders.id));
  const names = await tx
    .select({ lang: productTranslations.lang, name: productTranslations.name })
    .from(productTranslations)
    .where(eq(productTranslations.ownerId, target.productId));
  const name = Object.fromEntries(names.map((n) => [n.lang, n.name]));
  const data = { batch: found.batch, productId: target.productId, name };
  const recipients: RecallRecipient[] = [];
  let notified = 0;
  for (const person of people) {
    const got = byOrder.get(person.orderId)!;
    const received = got.source === 'dispensed' || !atBranch(person.statusId);
    recipients.push({
      orderId: person.orderId,
      customerId: person.userId,
      customerName: `${person.firstName} ${person.lastName}`.trim(),
      phone: localPhone(person.phone ?? null),
      quantity: units(got.quantityMilli),
      source: got.source,
      received,
    });
    if (!received) continue;
    notified += 1;
    // The outbox (docs/decisions/0030): one notification per order and batch, sent in the customer's
    // language by the fan-out job on whichever instance claims it.
    await tx.execute(sql`select store_add_notification(${person.userId}, 'order.batchRecalled', ${person.orderId},
      null, null, ${`batch_recall:${found.id}:${person.orderId}`}, ${JSON.stringify(data)}::jsonb)`);
  }
  await writeAudit(tx, {
    staffId: member.id,
    action: 'stock.recallBatch',
    entity,
    entityId: target.productId,
    before: {
      branchId: target.branchId,
      stockMilli: row.stockMilli,
      batch: found.batch,
      withdrawn: found.withdrawn,
    },
    after: {
      branchId: target.branchId,
      stockMilli: row.stockMilli - withdrawnMilli - repickedMilli,
      batch: found.batch,
      withdrawn: 'recalled',
      note: input.note,
      orders: orderIds,
    },
    at: now,
  });
  await notifyCatalogueChange(tx, target);
  return {
    batchId: found.id,
    batch: found.batch,
    withdrawn: units(withdrawnMilli),
    recipients,
    notified,
  };
}

/**
 * A recall at every branch that has the batch (received, or packs of it dispensed), admins only, in
 * one transaction (docs/decisions/0079): all branches or none, each branch's stock row locked in
 * branch order (the order imports lock them; an order locks one branch only). A branch that recalled
 * it already is listed as such and left alone; none left to recall: 422, none has it: 404.
 */
export async function recallBatchChain(
  db: Db,
  member: StaffMember,
  productId: number,
  input: { batch: string; note: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const found = await queryRows<{ branch_id: number; id: number | null; withdrawn: string | null }>(
      tx,
      sql`select w.branch_id, s.id, s.withdrawn
        from (
          select branch_id from ${stockBatches} where product_id = ${productId} and batch = ${input.batch}
          union
          select branch_id from ${dispensedPacks} where product_id = ${productId} and upper(batch) = ${input.batch}
        ) w
        left join ${stockBatches} s on s.branch_id = w.branch_id and s.product_id = ${productId}
          and s.batch = ${input.batch}
        order by w.branch_id`,
    );
    if (found.length === 0) throw notFound('batches.notFound');
    if (found.every((b) => b.withdrawn === 'recalled'))
      throw new ApiError(422, 'batches.alreadyRecalled', {}, ['batches.alreadyRecalled']);
    const branches = [];
    for (const b of found) {
      if (b.withdrawn === 'recalled') {
        branches.push({
          branchId: b.branch_id,
          status: 'already' as const,
          batchId: b.id!,
          withdrawn: 0,
          recipients: [],
          notified: 0,
        });
        continue;
      }
      const result = await recallAtBranch(tx, member, { branchId: b.branch_id, productId }, input, now);
      branches.push({
        branchId: b.branch_id,
        status: 'recalled' as const,
        batchId: result.batchId,
        withdrawn: result.withdrawn,
        recipients: result.recipients,
        notified: result.notified,
      });
    }
    return {
      batch: input.batch,
      branches,
      notified: branches.reduce((sum, b) => sum + b.notified, 0),
    };
  });
}

/**
 * Writes off what is left of a batch out of sale (expiring or expired, or recalled): destroyed or
 * returned to the supplier (docs/decisions/0079). The batch's units go to zero; the level does not
 * move (they left it when the batch was withdrawn), so the ledger row carries a zero change with the
 * reason `batch_written_off`, who, and the units and why in its note; a staff audit row too. Branch
 * managers of the branch and admins (`catalogue.edit`); the stock row locked first, as every writer.
 */
export async function writeOffBatch(
  db: Db,
  member: StaffMember,
  target: { branchId: number; productId: number },
  input: { batch: string; disposal: BatchDisposal; note: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, member, target);
    const [batch] = await tx.select().from(stockBatches).where(batchWhere(target, input.batch)).for('update');
    if (!batch) throw notFound('batches.notFound');
    if (batch.withdrawn === null)
      throw new ApiError(422, 'batches.notWithdrawn', {}, ['batches.notWithdrawn']);
    if (batch.quantityMilli <= 0)
      throw new ApiError(422, 'batches.nothingToWriteOff', {}, ['batches.nothingToWriteOff']);
    const milli = batch.quantityMilli;
    await tx
      .update(stockBatches)
      .set({
        quantityMilli: 0,
        writtenOffMilli: sql`${stockBatches.writtenOffMilli} + ${milli}`,
        writtenOffAt: now,
        writtenOffBy: member.id,
        writeOffDisposal: input.disposal,
        writeOffNote: input.note,
      })
      .where(eq(stockBatches.id, batch.id));
    await tx.insert(stockMovements).values({
      branchId: target.branchId,
      productId: target.productId,
      deltaMilli: 0,
      levelMilli: row.stockMilli,
      reason: 'batch_written_off',
      staffId: member.id,
      note: `${batch.batch} (${batch.expiry}): ${units(milli)} ${input.disposal}: ${input.note}`,
      at: now,
    });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'stock.writeOffBatch',
      entity,
      entityId: target.productId,
      before: {
        branchId: target.branchId,
        batch: batch.batch,
        quantityMilli: milli,
        withdrawn: batch.withdrawn,
      },
      after: {
        branchId: target.branchId,
        batch: batch.batch,
        quantityMilli: 0,
        writtenOffMilli: milli,
        disposal: input.disposal,
        note: input.note,
      },
      at: now,
    });
    return { batch: batch.batch, quantity: units(milli) };
  });
}

export const expiryCutoffJobName = 'stock.expiryCutoff';

/**
 * Applies the cut-off as of `now`: takes out of sale every batch whose expiry is now within it (or
 * past), and puts back on sale a batch taken out by a cut-off since lowered. Each batch in its own
 * short transaction, the stock row locked first as every order locks it, the level moved by what is
 * left of the batch (ledger reasons `batch_expiring`, `batch_readmitted`). Safe on two instances at
 * once: each batch is read again under its lock and skipped when already done.
 */
export async function applyExpiryCutoff(
  db: Db,
  now: Date,
  signal?: AbortSignal,
): Promise<{ withdrawn: number; readmitted: number }> {
  const cutoffDays = await expiryCutoffDays(db);
  const limitDay = addDays(cairoDay(now), cutoffDays);
  const outOfSale = and(isNull(stockBatches.withdrawn), lte(stockBatches.expiry, limitDay));
  const backOnSale = and(eq(stockBatches.withdrawn, 'expiring'), gt(stockBatches.expiry, limitDay));
  const result = { withdrawn: 0, readmitted: 0 };
  for (const pass of ['withdrawn', 'readmitted'] as const) {
    const which = pass === 'withdrawn' ? outOfSale : backOnSale;
    for (;;) {
      const due = await db
        .select({ id: stockBatches.id, branchId: stockBatches.branchId, productId: stockBatches.productId })
        .from(stockBatches)
        .where(which)
        .orderBy(asc(stockBatches.id))
        .limit(200);
      if (due.length === 0 || signal?.aborted) break;
      for (const b of due) {
        await db.transaction(async (tx) => {
          const row = (await lockBranchStock(tx, b.branchId, [b.productId])).get(b.productId);
          const [batch] = await tx
            .select()
            .from(stockBatches)
            .where(and(eq(stockBatches.id, b.id), which))
            .for('update');
          if (!batch) return;
          await tx
            .update(stockBatches)
            .set(
              pass === 'withdrawn'
                ? { withdrawn: 'expiring', withdrawnAt: now }
                : { withdrawn: null, withdrawnAt: null },
            )
            .where(eq(stockBatches.id, batch.id));
          const milli =
            pass === 'withdrawn'
              ? -Math.min(batch.quantityMilli, row?.stockMilli ?? 0)
              : row
                ? batch.quantityMilli
                : 0;
          if (milli !== 0) {
            await addStock(tx, b.branchId, b.productId, milli, {
              reason: pass === 'withdrawn' ? 'batch_expiring' : 'batch_readmitted',
              note: `${batch.batch} (${batch.expiry})`,
            });
            await notifyCatalogueChange(tx, { branchId: b.branchId, productId: b.productId });
          }
          result[pass] += 1;
        });
      }
    }
  }
  return result;
}

/**
 * Sets the store's cut-off (admins), audited, and applies it at once rather than at the next hourly
 * run: batches now within it leave sale, batches now outside it come back.
 */
export async function setExpiryCutoff(db: Db, member: StaffMember, days: number, now: Date) {
  const before = await expiryCutoffDays(db);
  await db.transaction(async (tx) => {
    await tx
      .insert(storeSettings)
      .values({ key: expiryCutoffSettingKey, value: String(days) })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: String(days) } });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'stock.expiryCutoff',
      entity: 'store_setting',
      entityId: 0,
      before: { key: expiryCutoffSettingKey, days: before },
      after: { key: expiryCutoffSettingKey, days },
      at: now,
    });
  });
  return { cutoffDays: days, ...(await applyExpiryCutoff(db, now)) };
}

/** The cut-off job on the store's runner: every hour across all instances, so a new Cairo day or a changed setting takes effect within the hour. */
export function defineExpiryCutoffJob(
  jobs: JobRunner,
  deps: { db: Db; log: { info(object: object, message: string): void } },
) {
  return jobs.defineRecurring(
    expiryCutoffJobName,
    async (_payload, { signal }) => {
      const moved = await applyExpiryCutoff(deps.db, jobs.clock.now(), signal);
      if (moved.withdrawn + moved.readmitted > 0) deps.log.info(moved, 'batches moved by the expiry cut-off');
    },
    { everyMs: 3600_000, offsetMs: 5 * 60_000, maxAttempts: 3, timeoutMs: 60_000 },
  );
}
