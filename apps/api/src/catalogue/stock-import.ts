import { createHash } from 'node:crypto';
import {
  type BatchWithdrawal,
  branchScope,
  cairoDay,
  type Lang,
  type MessageKey,
  orderStatusIds,
  piastersToPounds,
  type StaffMember,
  type StaffRole,
  type StockImport,
  type StockImportChange,
  type StockImportField,
  type StockImportMapping,
  type StockImportStatus,
  seesBranch,
  stockImportLimits,
  translate,
} from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import {
  staff,
  stockBatches,
  stockImportApplications,
  stockImportMappings,
  stockImports,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { JobRunner } from '../jobs/index.ts';
import { explainStock } from '../orders/index.ts';
import { staffBranchIds } from '../staff/index.ts';
import { notifyCatalogueChange } from './catalogue-changes.ts';
import { productsByCode } from './product-codes.ts';
import { judgeReceipt, type Receipt } from './stock-batch-rules.ts';
import { expiryCutoffDays, receiveJudged } from './stock-batches.ts';
import { readSheet } from './stock-import-file.ts';
import {
  type AppliedBefore,
  appliedBeforeParams,
  branchesOf,
  type CheckedRow,
  type CurrentRow,
  checkRows,
  fieldMessage,
  guessMapping,
  missingFields,
  planRow,
  type RowPlan,
  type RowProblem,
  type Sheet,
  unknownColumns,
} from './stock-import-rules.ts';

/**
 * Bulk import of prices and stock per branch (docs/decisions/0053). An import is a row of
 * `stock_imports` moved along by two jobs: `stock-import.check` reads the file and stores the dry
 * run; `stock-import.apply` checks it again against the rows locked in one transaction and writes
 * them, the ledger rows (reason `import`, who) coming from the table's trigger. Both survive a
 * restart: the state is the row, and a job whose worker died is claimed again.
 */

/** Orders whose items still hold stock (as the staff catalogue counts them). */
const openStatuses = [
  orderStatusIds.placed,
  orderStatusIds.inProcess,
  orderStatusIds.subscribed,
  orderStatusIds.outForDelivery,
];

/** What the check stores: problems as message keys, translated when read, in the reader's language. */
interface Report {
  headers: string[];
  mapping: StockImportMapping;
  missing: StockImportField[];
  rows: number;
  summary: StockImport['summary'];
  problems: RowProblem[];
  changes: StockImportChange[];
  applied: StockImport['applied'];
  error: { key: MessageKey; params: Record<string, string> } | null;
  /** The branches the good rows write (docs/decisions/0084); absent in reports stored before. */
  branches?: number[];
}

const emptySummary = { new: 0, changed: 0, unchanged: 0, received: 0, unknown: 0, bad: 0 };

function emptyReport(error: Report['error'] = null): Report {
  return {
    headers: [],
    mapping: {},
    missing: [],
    rows: 0,
    summary: emptySummary,
    problems: [],
    changes: [],
    applied: null,
    error,
  };
}

export interface StockImportJobs {
  check: { enqueue(executor: Db, payload: { importId: number }): Promise<number | null> };
  apply: { enqueue(executor: Db, payload: { importId: number }): Promise<number | null> };
}

async function memberOf(db: Db, staffId: number): Promise<StaffMember> {
  const [row] = await db.select({ role: staff.role }).from(staff).where(eq(staff.id, staffId));
  return {
    id: staffId,
    role: (row?.role ?? 'courier') as StaffRole,
    branchIds: await staffBranchIds(db, staffId),
  };
}

/** An import the member may see (theirs; an admin's any): else 404. */
async function importOf(db: Db, member: StaffMember, id: number) {
  const [row] = await db.select().from(stockImports).where(eq(stockImports.id, id));
  if (!row || (row.staffId !== member.id && member.role !== 'admin')) throw notFound('stockImport.notFound');
  return row;
}

export function defineStockImportJobs(jobs: JobRunner, db: Db): StockImportJobs {
  const options = { maxAttempts: 3, timeoutMs: 120_000 };
  const failOnLast = async (importId: number, attempt: number, max: number, error: unknown) => {
    if (attempt < max) throw error;
    await db
      .update(stockImports)
      .set({
        status: 'failed',
        report: emptyReport({ key: 'stockImport.failed', params: {} }),
        updatedAt: new Date(),
      })
      .where(eq(stockImports.id, importId));
  };
  const check = jobs.define<{ importId: number }>(
    'stock-import.check',
    async ({ importId }, context) => {
      try {
        await checkImport(db, importId, jobs.clock.now());
      } catch (error) {
        await failOnLast(importId, context.attempt, context.maxAttempts, error);
      }
    },
    options,
  );
  const apply = jobs.define<{ importId: number }>(
    'stock-import.apply',
    async ({ importId }, context) => {
      try {
        await applyImport(db, importId, jobs.clock.now());
      } catch (error) {
        await failOnLast(importId, context.attempt, context.maxAttempts, error);
      }
    },
    options,
  );
  return { check, apply };
}

/** Bytes of the base64 content, refused when too large. */
function bytesOf(content: string): Uint8Array {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0)
    throw new ApiError(422, 'stockImport.fileRequired', {}, ['stockImport.fileRequired']);
  if (bytes.length > stockImportLimits.maxFileBytes)
    throw new ApiError(422, 'stockImport.tooLarge', {}, ['stockImport.tooLarge']);
  return bytes;
}

/** Stores the upload and queues its check; the answer is the import as it is (checking). */
export async function createImport(
  db: Db,
  jobs: StockImportJobs,
  member: StaffMember,
  body: {
    fileName: string;
    content: string;
    branchId?: number | undefined;
    mapping?: StockImportMapping | undefined;
  },
  idempotencyKey?: string | undefined,
): Promise<number> {
  if (body.branchId !== undefined && !seesBranch(member, body.branchId))
    throw notFound('error.branchNotFound');
  const contentHash = createHash('sha256').update(bytesOf(body.content)).digest('hex');
  const key = idempotencyKey?.slice(0, 100) || null;
  return db.transaction(async (tx) => {
    // The same Idempotency-Key again (a retried upload) is the import it made: its key is unique per
    // member, so two retries at once on two instances make one row.
    const [row] = await tx
      .insert(stockImports)
      .values({
        staffId: member.id,
        fileName: body.fileName,
        content: body.content,
        branchId: body.branchId ?? null,
        mapping: body.mapping ?? null,
        status: 'checking',
        contentHash,
        idempotencyKey: key,
      })
      .onConflictDoNothing({
        target: [stockImports.staffId, stockImports.idempotencyKey],
        where: sql`${stockImports.idempotencyKey} is not null`,
      })
      .returning({ id: stockImports.id });
    if (!row) {
      const [made] = await tx
        .select({ id: stockImports.id, contentHash: stockImports.contentHash })
        .from(stockImports)
        .where(and(eq(stockImports.staffId, member.id), eq(stockImports.idempotencyKey, key!)));
      if (made?.contentHash !== contentHash)
        throw new ApiError(422, 'stockImport.keyReused', {}, ['stockImport.keyReused']);
      return made.id;
    }
    await jobs.check.enqueue(tx, { importId: row.id });
    return row.id;
  });
}

/** The first application of this file to one of these branches, if any (docs/decisions/0084). */
async function appliedBefore(
  db: Db,
  contentHash: string | null,
  branchIds: readonly number[],
): Promise<AppliedBefore | null> {
  if (!contentHash || branchIds.length === 0) return null;
  const [found] = await queryRows<{ branch_id: number; import_id: number; name: string; applied_at: string }>(
    db,
    sql`select a.branch_id, a.import_id, s.name, a.applied_at
      from ${stockImportApplications} a join ${staff} s on s.id = a.staff_id
      where a.content_hash = ${contentHash} and a.branch_id = any(${`{${branchIds.join(',')}}`}::int[])
      order by a.applied_at, a.branch_id limit 1`,
  );
  return found
    ? {
        branch: String(found.branch_id),
        import: String(found.import_id),
        name: found.name,
        at: new Date(found.applied_at).toISOString(),
      }
    : null;
}

const alreadyAppliedKey = 'stockImport.alreadyApplied' as MessageKey;

function alreadyApplied(lang: Lang, before: AppliedBefore) {
  return new ApiError(409, alreadyAppliedKey, appliedBeforeParams(lang, before), [alreadyAppliedKey]);
}

/** A file applied before, as the apply's transaction found it: the transaction is rolled back. */
class AppliedBeforeError extends Error {
  constructor(readonly before: AppliedBefore) {
    super('the file was applied to this branch before');
  }
}

/** Checks the file again with another column mapping (or branch). */
export async function recheckImport(
  db: Db,
  jobs: StockImportJobs,
  member: StaffMember,
  id: number,
  body: { mapping: StockImportMapping; branchId?: number | undefined },
) {
  const row = await importOf(db, member, id);
  if (body.branchId !== undefined && !seesBranch(member, body.branchId))
    throw notFound('error.branchNotFound');
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(stockImports)
      .set({
        mapping: body.mapping,
        branchId: body.branchId ?? row.branchId,
        status: 'checking',
        progressDone: 0,
        updatedAt: new Date(),
      })
      .where(and(eq(stockImports.id, id), sql`${stockImports.status} in ('checked', 'failed')`))
      .returning({ id: stockImports.id });
    if (!moved) throw notReady(row.status);
    await jobs.check.enqueue(tx, { importId: id });
  });
}

function notReady(status: string) {
  return new ApiError(409, 'stockImport.notReady', { status }, ['stockImport.notReady']);
}

/**
 * Queues the apply of a checked import. Pressed again while it runs, or after (a double click, a
 * retry after a timeout), it queues nothing and the answer is the import as it is. The same file
 * applied to one of its branches before (by another import) is a 409 saying when and by whom.
 */
export async function startApply(db: Db, jobs: StockImportJobs, member: StaffMember, id: number, lang: Lang) {
  const row = await importOf(db, member, id);
  if (row.status === 'applying' || row.status === 'applied') return;
  const report = row.report as Report | null;
  const before = await appliedBefore(db, row.contentHash, report?.branches ?? []);
  if (before) throw alreadyApplied(lang, before);
  await db.transaction(async (tx) => {
    const [moved] =
      report && report.missing.length === 0 && !report.error
        ? await tx
            .update(stockImports)
            .set({ status: 'applying', updatedAt: new Date() })
            .where(and(eq(stockImports.id, id), eq(stockImports.status, 'checked')))
            .returning({ id: stockImports.id })
        : [];
    if (moved) return jobs.apply.enqueue(tx, { importId: id });
    // Moved meanwhile by a press on another instance: that one queued it.
    const [now] = await tx
      .select({ status: stockImports.status })
      .from(stockImports)
      .where(eq(stockImports.id, id));
    if (now?.status === 'applying' || now?.status === 'applied') return null;
    throw notReady(now?.status ?? row.status);
  });
}

/** The member's remembered mapping (their last import's). */
async function rememberedMapping(db: Db, staffId: number): Promise<StockImportMapping | null> {
  const [row] = await db
    .select({ mapping: stockImportMappings.mapping })
    .from(stockImportMappings)
    .where(eq(stockImportMappings.staffId, staffId));
  return (row?.mapping as StockImportMapping | undefined) ?? null;
}

/** The branches a code may name: its number, among the member's. */
async function branchCodes(db: Db, member: StaffMember): Promise<(code: string) => number | null> {
  const scope = branchScope(member);
  const all = await queryRows<{ id: number }>(db, sql`select id from branches`);
  const allowed = new Set(all.map((row) => row.id).filter((id) => scope === null || scope.includes(id)));
  return (code) => {
    const id = /^\d{1,9}$/.test(code) ? Number(code) : Number.NaN;
    return allowed.has(id) ? id : null;
  };
}

/** The branch rows the checked rows name, with what open orders hold; `lock`: FOR UPDATE, in key order. */
async function currentRows(db: Db, rows: readonly CheckedRow[], lock: boolean) {
  const current = new Map<string, CurrentRow>();
  if (rows.length === 0) return current;
  const branchIds = `{${rows.map((row) => row.branchId).join(',')}}`;
  const productIds = `{${rows.map((row) => row.productId).join(',')}}`;
  const found = await queryRows<{
    branch_id: number;
    product_id: number;
    stock_milli: number;
    price: number;
    old_price: number | null;
    version: number;
  }>(
    db,
    sql`select b.branch_id, b.product_id, b.stock_milli, b.price, b.old_price, b.version
      from branch_products b
      join unnest(${branchIds}::int[], ${productIds}::int[]) as wanted(branch_id, product_id)
        on b.branch_id = wanted.branch_id and b.product_id = wanted.product_id
      order by b.branch_id, b.product_id
      ${lock ? sql`for update of b` : sql``}`,
  );
  const held = await queryRows<{ branch_id: number; product_id: number; held: string }>(
    db,
    sql`select o.branch_id, i.product_id, sum(i.quantity_milli) as held
      from order_items i join orders o on o.id = i.order_id
      where o.status_id = any(${`{${openStatuses.join(',')}}`}::int[])
        and o.branch_id = any(${`{${[...new Set(rows.map((row) => row.branchId))].join(',')}}`}::int[])
      group by o.branch_id, i.product_id`,
  );
  const heldBy = new Map(held.map((row) => [`${row.product_id}:${row.branch_id}`, Number(row.held)]));
  for (const row of found) {
    const key = `${row.product_id}:${row.branch_id}`;
    current.set(key, {
      stockMilli: row.stock_milli,
      heldMilli: heldBy.get(key) ?? 0,
      price: row.price,
      oldPrice: row.old_price,
      version: row.version,
    });
  }
  return current;
}

interface Planned {
  row: CheckedRow;
  plan: RowPlan;
  before: CurrentRow | undefined;
  /** A row by batch: its receipt as judged against the branch's batches (docs/decisions/0079). */
  receipt: Extract<Receipt, { ok: true }> | null;
}

/** The batches the file's rows by batch name, as they are: `product:branch:batch` → expiry, withdrawn. */
async function batchesOf(db: Db, rows: readonly CheckedRow[]) {
  const found = new Map<string, { expiry: string; withdrawn: BatchWithdrawal | null }>();
  const named = rows.filter((row) => row.receipt !== null);
  if (named.length === 0) return found;
  const list = (pick: (row: CheckedRow) => string | number) => `{${named.map(pick).join(',')}}`;
  const batches = await queryRows<{
    branch_id: number;
    product_id: number;
    batch: string;
    expiry: string;
    withdrawn: BatchWithdrawal | null;
  }>(
    db,
    sql`select s.branch_id, s.product_id, s.batch, s.expiry::text as expiry, s.withdrawn
      from ${stockBatches} s
      join unnest(${list((r) => r.branchId)}::int[], ${list((r) => r.productId)}::int[],
        ${list((r) => JSON.stringify(r.receipt!.batch))}::text[]) as wanted(branch_id, product_id, batch)
        on s.branch_id = wanted.branch_id and s.product_id = wanted.product_id and s.batch = wanted.batch`,
  );
  for (const b of batches)
    found.set(`${b.product_id}:${b.branch_id}:${b.batch}`, { expiry: b.expiry, withdrawn: b.withdrawn });
  return found;
}

/** The file read and checked, every row planned against the rows as they are. */
async function dryRun(
  db: Db,
  member: StaffMember,
  sheet: Sheet,
  mapping: StockImportMapping,
  defaultBranch: number | null,
  lock: boolean,
  now: Date,
) {
  const skuColumn = sheet.headers.indexOf(mapping.sku ?? '');
  const products = await productsByCode(
    db,
    sheet.rows
      .map((cells) => (cells[skuColumn] ?? '').trim())
      .map((sku) => sku.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))),
  );
  const branchOf = await branchCodes(db, member);
  const checked = checkRows(sheet, mapping, {
    defaultBranch,
    branchOf,
    productOf: (sku) => products.get(sku) ?? null,
  });
  // Locked rows also hold the batches still: receiving, recalls and the cut-off lock the row first.
  const current = await currentRows(db, checked.rows, lock);
  const batches = await batchesOf(db, checked.rows);
  const today = cairoDay(now);
  const cutoffDays = checked.rows.some((row) => row.receipt) ? await expiryCutoffDays(db) : 0;
  const problems = [...checked.problems];
  const planned: Planned[] = [];
  let bad = checked.bad;
  for (const row of checked.rows) {
    const key = `${row.productId}:${row.branchId}`;
    const before = current.get(key);
    const plan = planRow(row, before);
    let receipt: Planned['receipt'] = null;
    let problem = plan.kind === 'problem' ? plan : null;
    if (row.receipt && !problem) {
      const judged = judgeReceipt(batches.get(`${key}:${row.receipt.batch}`), row.receipt, today, cutoffDays);
      if (judged.ok) receipt = judged;
      else problem = { kind: 'problem', key: judged.key, params: judged.params };
    }
    if (problem) {
      bad += 1;
      problems.push({ line: row.line, key: problem.key, params: problem.params });
      continue;
    }
    planned.push({ row, plan, before, receipt });
    // The product's next rows by batch start from this one: the branch row it creates or the prices
    // it sets, and the level its receipt raises (the dry run shows each row's level in turn).
    if (receipt) {
      const base =
        plan.kind === 'new' || plan.kind === 'changed'
          ? {
              heldMilli: 0,
              ...before,
              stockMilli: plan.stockMilli,
              price: plan.price,
              oldPrice: plan.oldPrice,
            }
          : before!;
      const forSaleMilli = receipt.forSale ? (row.quantityMilli ?? 0) : 0;
      current.set(key, { ...base, stockMilli: base.stockMilli + forSaleMilli });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  const summary = { ...emptySummary, unknown: checked.unknown, bad };
  for (const { plan, receipt } of planned) {
    if (receipt) summary.received += 1;
    if (plan.kind === 'new' || plan.kind === 'changed') summary[plan.kind] += 1;
    else if (plan.kind === 'unchanged' && !receipt) summary.unchanged += 1;
  }
  return { planned, problems, summary };
}

const units = (milli: number) => milli / 1000;
const pounds = (piasters: number | null) => (piasters === null ? null : piastersToPounds(piasters));

function changeOf({ row, plan, before, receipt }: Planned): StockImportChange | null {
  if (plan.kind !== 'new' && plan.kind !== 'changed' && !receipt) return null;
  const was = before && {
    stock: units(before.stockMilli),
    price: pounds(before.price),
    oldPrice: pounds(before.oldPrice),
  };
  const set =
    plan.kind === 'new' || plan.kind === 'changed'
      ? { stock: units(plan.stockMilli), price: pounds(plan.price), oldPrice: pounds(plan.oldPrice) }
      : was!;
  // The level after the row: what it sets, plus what the receipt puts on sale.
  const received = receipt?.forSale ? (row.quantityMilli ?? 0) : 0;
  return {
    line: row.line,
    sku: row.sku,
    productId: row.productId,
    branchId: row.branchId,
    kind: plan.kind === 'new' || plan.kind === 'changed' ? plan.kind : 'received',
    before: was ?? null,
    after: { ...set, stock: units(Math.round(set.stock! * 1000) + received) },
    receive:
      receipt && row.receipt
        ? {
            batch: row.receipt.batch,
            expiry: row.receipt.expiry,
            quantity: units(row.quantityMilli ?? 0),
            forSale: receipt.forSale,
            adds: receipt.adds,
          }
        : null,
  };
}

async function setProgress(db: Db, id: number, done: number, total: number) {
  await db
    .update(stockImports)
    .set({ progressDone: done, progressTotal: total, updatedAt: new Date() })
    .where(eq(stockImports.id, id));
}

/** Reads the file, what the mapping or a guess make of its columns, and its dry run. */
async function readImport(
  db: Db,
  row: typeof stockImports.$inferSelect,
  member: StaffMember,
): Promise<{ error: NonNullable<Report['error']> } | { sheet: Sheet; mapping: StockImportMapping }> {
  const sheet = await readSheet(Buffer.from(row.content, 'base64')).catch(() => null);
  if (!sheet) return { error: { key: 'stockImport.unreadable' as MessageKey, params: {} } };
  if (sheet.rows.length === 0) return { error: { key: 'stockImport.empty' as MessageKey, params: {} } };
  if (sheet.rows.length > stockImportLimits.maxRows)
    return {
      error: {
        key: 'stockImport.tooManyRows' as MessageKey,
        params: { max: String(stockImportLimits.maxRows) },
      },
    };
  const given = (row.mapping as StockImportMapping | null) ?? null;
  const mapping = given ?? guessMapping(sheet.headers, await rememberedMapping(db, member.id));
  return { sheet, mapping };
}

/** The check job: the dry run stored in the import, the mapping remembered for next time. */
export async function checkImport(db: Db, importId: number, now = new Date()) {
  const [row] = await db.select().from(stockImports).where(eq(stockImports.id, importId));
  if (row?.status !== 'checking') return;
  const member = await memberOf(db, row.staffId);
  const read = await readImport(db, row, member);
  if ('error' in read) {
    await db
      .update(stockImports)
      .set({ status: 'failed', report: emptyReport(read.error), updatedAt: new Date() })
      .where(eq(stockImports.id, importId));
    return;
  }
  const { sheet, mapping } = read;
  const total = sheet.rows.length;
  await setProgress(db, importId, 0, total);
  const report: Report = { ...emptyReport(), headers: sheet.headers, mapping, rows: total };
  const absent = unknownColumns(sheet.headers, mapping);
  report.missing = missingFields(mapping, row.branchId !== null);
  if (absent.length > 0) report.error = { key: 'stockImport.unknownColumn', params: { column: absent[0]! } };
  if (report.missing.length === 0 && absent.length === 0) {
    const run = await dryRun(db, member, sheet, mapping, row.branchId, false, now);
    report.summary = run.summary;
    report.problems = run.problems.slice(0, stockImportLimits.listedProblems);
    report.changes = run.planned
      .map(changeOf)
      .filter((change) => change !== null)
      .slice(0, stockImportLimits.listedChanges);
    report.branches = branchesOf(run.planned.map((p) => p.row));
    // Said before the apply is pressed: this file went into one of these branches already.
    const before = await appliedBefore(db, row.contentHash, report.branches);
    if (before) report.error = { key: alreadyAppliedKey, params: { ...before } };
    await db
      .insert(stockImportMappings)
      .values({ staffId: member.id, mapping })
      .onConflictDoUpdate({ target: stockImportMappings.staffId, set: { mapping, updatedAt: new Date() } });
  }
  await db
    .update(stockImports)
    // The mapping used is kept, so the apply reads the file as the dry run did.
    .set({
      status: 'checked',
      mapping,
      report,
      progressDone: total,
      progressTotal: total,
      updatedAt: new Date(),
    })
    .where(and(eq(stockImports.id, importId), eq(stockImports.status, 'checking')));
}

/**
 * The apply job, in one transaction: the file checked again against its rows locked (branch, then
 * product order, as orders lock them: an order waiting for a row reads the new level, so no two
 * customers get the same last unit), written with two statements (changed rows, new rows) whose
 * trigger writes the ledger as `import` by the member; an audit row for each changed price and one
 * for the import; one NOTIFY. Rows that turned bad since the dry run are skipped and counted.
 */
export async function applyImport(db: Db, importId: number, clock = new Date()) {
  try {
    await applyInTransaction(db, importId, clock);
  } catch (error) {
    if (!(error instanceof AppliedBeforeError)) throw error;
    // Nothing was written: the import says which application came first.
    const [row] = await db.select().from(stockImports).where(eq(stockImports.id, importId));
    await db
      .update(stockImports)
      .set({
        status: 'failed',
        report: {
          ...(row!.report as Report),
          error: { key: alreadyAppliedKey, params: { ...error.before } },
        },
        updatedAt: new Date(),
      })
      .where(and(eq(stockImports.id, importId), eq(stockImports.status, 'applying')));
  }
}

async function applyInTransaction(db: Db, importId: number, clock: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(stockImports).where(eq(stockImports.id, importId)).for('update');
    if (row?.status !== 'applying') return;
    const member = await memberOf(tx, row.staffId);
    const read = await readImport(tx, row, member);
    if ('error' in read) throw new Error('the file of a checked import can no longer be read');
    const now = clock;
    await tx.execute(
      sql`select ${explainStock({ reason: 'import', staffId: member.id, note: `import ${importId}` })}`,
    );
    const run = await dryRun(tx, member, read.sheet, read.mapping, row.branchId, true, now);
    // The guard (docs/decisions/0084): one row per branch the file writes, keyed by branch and file.
    // A second apply of the same file waits here on the first's rows (or the branch rows locked
    // above) until it commits, then finds them and writes nothing.
    const branchIds = branchesOf(run.planned.map((p) => p.row));
    if (row.contentHash && branchIds.length > 0) {
      const claimed = await tx
        .insert(stockImportApplications)
        .values(
          branchIds.map((branchId) => ({
            branchId,
            contentHash: row.contentHash!,
            importId,
            staffId: member.id,
            appliedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ branchId: stockImportApplications.branchId });
      if (claimed.length < branchIds.length) {
        const before = await appliedBefore(
          tx,
          row.contentHash,
          branchIds.filter((id) => !claimed.some((c) => c.branchId === id)),
        );
        throw new AppliedBeforeError(before!);
      }
    }
    const changed = run.planned.filter((p) => p.plan.kind === 'changed');
    const inserted = run.planned.filter((p) => p.plan.kind === 'new');
    const values = (list: Planned[]) =>
      JSON.stringify(
        list.map(({ row: r, plan }) => {
          const p = plan as Extract<RowPlan, { settingsChanged: boolean }>;
          return {
            branch_id: r.branchId,
            product_id: r.productId,
            stock_milli: p.stockMilli,
            price: p.price,
            old_price: p.oldPrice,
            settings: p.settingsChanged,
          };
        }),
      );
    const recordset = sql`(branch_id int, product_id int, stock_milli int, price int, old_price int, settings boolean)`;
    if (changed.length > 0)
      await tx.execute(sql`
        update branch_products b set stock_milli = v.stock_milli, price = v.price, old_price = v.old_price,
          version = b.version + (case when v.settings then 1 else 0 end)
        from jsonb_to_recordset(${values(changed)}::jsonb) as v${recordset}
        where b.branch_id = v.branch_id and b.product_id = v.product_id`);
    if (inserted.length > 0)
      await tx.execute(sql`
        insert into branch_products (branch_id, product_id, price, old_price, stock_milli, category_id,
          category2_id, category1_id, brand_id, popularity, offer_type_id, hidden)
        select v.branch_id, v.product_id, v.price, v.old_price, v.stock_milli, p.category_id,
          p.category2_id, p.category1_id, p.brand_id, p.popularity, p.offer_type_id,
          -- hidden like refreshHidden (docs/decisions/0071): the product, its brand or a category
          p.hidden or exists (select 1 from brands b where b.id = p.brand_id and b.hidden)
            or exists (select 1 from categories c
              where c.id in (p.category_id, p.category2_id, p.category1_id) and c.hidden)
        from jsonb_to_recordset(${values(inserted)}::jsonb) as v${recordset}
        join products p on p.id = v.product_id
        on conflict do nothing`);
    // Price edits as the console audits them (before/after with the version), so an edit racing
    // the import is refused with what changed.
    const priced = changed.filter((p) => (p.plan as { settingsChanged: boolean }).settingsChanged);
    if (priced.length > 0) {
      const entries = priced.map(({ row: r, plan, before }) => {
        const p = plan as Extract<RowPlan, { settingsChanged: boolean }>;
        const version = before!.version ?? 1;
        return {
          entity_id: r.productId,
          before: { branchId: r.branchId, version, price: before!.price, oldPrice: before!.oldPrice },
          after: {
            branchId: r.branchId,
            version: version + 1,
            price: p.price,
            oldPrice: p.oldPrice,
            importId,
          },
        };
      });
      await tx.execute(sql`
        insert into staff_audit_log (staff_id, action, entity, entity_id, before, after, at)
        select ${member.id}, 'branch_product.import', 'branch_product', e.entity_id, e.before, e.after, ${now}
        from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as e(entity_id int, before jsonb, after jsonb)`);
    }
    // Rows by batch last (the level rows' ledger says `import`): all received at once, judged by the
    // dry run above under the branch rows' lock, written as the receive form writes each
    // (docs/decisions/0079, 0084).
    const receipts = run.planned.filter((p) => p.receipt !== null);
    await receiveJudged(
      tx,
      member,
      receipts.map(({ row: r, receipt }) => ({
        branchId: r.branchId,
        productId: r.productId,
        batch: r.receipt!.batch,
        expiry: r.receipt!.expiry,
        milli: r.quantityMilli ?? 0,
        forSale: receipt!.forSale,
      })),
      `import ${importId}`,
      now,
    );
    const applied = {
      changed: changed.length,
      inserted: inserted.length,
      received: receipts.length,
      skipped: run.summary.bad,
    };
    await writeAudit(tx, {
      staffId: member.id,
      action: 'stock_import.apply',
      entity: 'stock_import',
      entityId: importId,
      before: null,
      after: { fileName: row.fileName, ...applied, unchanged: run.summary.unchanged },
      at: now,
    });
    const first = [...changed, ...inserted, ...receipts][0];
    if (first)
      await notifyCatalogueChange(tx, { branchId: first.row.branchId, productId: first.row.productId });
    const report = { ...(row.report as Report), applied };
    await tx
      .update(stockImports)
      .set({
        status: 'applied',
        report,
        content: '',
        progressDone: read.sheet.rows.length,
        progressTotal: read.sheet.rows.length,
        updatedAt: now,
      })
      .where(eq(stockImports.id, importId));
  });
}

const fieldsOrder: StockImportField[] = ['sku', 'branch', 'quantity', 'price', 'oldPrice', 'batch', 'expiry'];

/** The import as the member reads it, problems in their language. */
export async function readImportFor(
  db: Db,
  member: StaffMember,
  lang: Lang,
  id: number,
): Promise<StockImport> {
  const row = await importOf(db, member, id);
  const report = (row.report as Report | null) ?? emptyReport();
  const say = (key: MessageKey, params: Record<string, string>) =>
    translate(
      lang,
      key,
      Object.fromEntries(
        Object.entries(params).map(([name, value]) => [
          name,
          value.startsWith('stockImport.') ? translate(lang, value as MessageKey) : value,
        ]),
      ),
    );
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status as StockImportStatus,
    progress: { done: row.progressDone, total: row.progressTotal },
    branchId: row.branchId,
    headers: report.headers,
    mapping: report.mapping,
    missing: fieldsOrder.filter((field) => report.missing.includes(field)),
    rows: report.rows,
    // Reports stored before rows by batch (docs/decisions/0079) lack their counts: zero.
    summary: { ...emptySummary, ...report.summary },
    problems: report.problems.map((problem) => ({
      line: problem.line,
      message: say(problem.key, problem.params),
    })),
    changes: report.changes.map((change) => ({ ...change, receive: change.receive ?? null })),
    applied: report.applied && { ...report.applied, received: report.applied.received ?? 0 },
    error: !report.error
      ? null
      : report.error.key === alreadyAppliedKey
        ? translate(
            lang,
            alreadyAppliedKey,
            appliedBeforeParams(lang, report.error.params as unknown as AppliedBefore),
          )
        : say(report.error.key, report.error.params),
  };
}

export const missingMessage = (lang: Lang, field: StockImportField) =>
  translate(lang, 'stockImport.missingColumn', { field: translate(lang, fieldMessage[field]) });

/** The export's columns: the shape the import reads back unchanged. */
export const exportHeaders = ['sku', 'branch', 'quantity', 'price', 'old_price'];

/**
 * A branch's prices and stock in the import's shape: quantity is what is on hand (the level plus
 * what open orders hold), so importing the export back changes nothing.
 */
export async function exportRows(db: Db, branchId: number): Promise<(string | number)[][]> {
  const rows = await queryRows<{
    product_id: number;
    sku: string | null;
    stock_milli: number;
    held: string | null;
    price: number;
    old_price: number | null;
  }>(
    db,
    sql`select b.product_id, p.sku, b.stock_milli, h.held, b.price, b.old_price
      from branch_products b
      join products p on p.id = b.product_id
      left join (
        select i.product_id, sum(i.quantity_milli) as held from order_items i join orders o on o.id = i.order_id
        where o.branch_id = ${branchId} and o.status_id = any(${`{${openStatuses.join(',')}}`}::int[])
        group by i.product_id
      ) h on h.product_id = b.product_id
      where b.branch_id = ${branchId}
      order by b.product_id`,
  );
  // The product's SKU where it has one (the pharmacy system's code), else the store's number.
  return rows.map((row) => [
    row.sku ?? String(row.product_id),
    String(branchId),
    (row.stock_milli + Number(row.held ?? 0)) / 1000,
    (row.price / 100).toFixed(2),
    row.old_price === null ? '' : (row.old_price / 100).toFixed(2),
  ]);
}
