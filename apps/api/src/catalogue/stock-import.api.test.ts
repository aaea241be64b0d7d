import { cairoDay } from '@store/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, products, staffAuditLog, stockBatches, stockMovements } from '../db/schema.ts';
import { build, type TestStore } from '../test/build.ts';
import { caller, type StaffMember, staffMember } from '../test/staff-test-support.ts';
import { addDays } from './stock-batch-rules.ts';
import { writeXlsx } from './stock-import-file.ts';

/**
 * Bulk import of prices and stock per branch from a pharmacy system's export: malformed
 * files are reported row by row in the member's language, applying writes the ledger as `import` by
 * the member, and the same file applied twice changes nothing.
 */
let store: TestStore;
let manager: StaffMember;
let managerAr: StaffMember;
const branch = 1;
let pieces: { id: number; stockMilli: number; price: number }[];

beforeAll(async () => {
  store = await build();
  manager = await staffMember(store, 'branch_manager', [branch]);
  managerAr = await staffMember(store, 'branch_manager', [branch], 'ar');
  pieces = await store.db
    .select({ id: products.id, stockMilli: branchProducts.stockMilli, price: branchProducts.price })
    .from(products)
    .innerJoin(
      branchProducts,
      and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, branch)),
    )
    .where(sql`not ${products.weighted} and ${branchProducts.oldPrice} is null`)
    .orderBy(products.id)
    .limit(8);
});
afterAll(() => store?.close());

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64');

async function upload(member: StaffMember, content: string | Buffer, extra: Record<string, unknown> = {}) {
  const answer = await member.post('/api/staff/catalogue/imports', {
    fileName: 'stock.csv',
    content: b64(content),
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().data.import.status).toBe('checking');
  await store.jobs.runDue();
  const read = await member.get(`/api/staff/catalogue/imports/${answer.json().item}`);
  expect(read.statusCode, read.body).toBe(200);
  return read.json().data.import;
}

describe('the dry run', () => {
  it('lists unknown SKUs, bad numbers, negative stock and duplicates by line, in Arabic', async () => {
    const [a, b] = pieces;
    const csv = [
      'Item Code,Branch,Qty,Price',
      `${a!.id},1,٧,`,
      '999999,1,5,',
      `${b!.id},1,abc,`,
      `${b!.id},1,-3,`,
      `${a!.id},1,8,`,
    ].join('\n');
    const found = await upload(managerAr, csv);
    expect(found.status).toBe('checked');
    expect(found.mapping).toEqual({ sku: 'Item Code', branch: 'Branch', quantity: 'Qty', price: 'Price' });
    expect(found.summary).toMatchObject({ changed: 1, unknown: 1, bad: 4 });
    expect(found.problems.map((p: { line: number }) => p.line)).toEqual([3, 4, 5, 5, 6]);
    expect(found.problems[0].message).toContain('لا يوجد منتج');
    expect(found.problems[0].message).toContain('999999');
  });

  it('asks for the columns it cannot find, and remembers the mapping once chosen', async () => {
    const [a] = pieces;
    const csv = `X,Y,Z\n${a!.id},1,5\n`;
    const first = await upload(manager, csv);
    expect(first.missing).toEqual(['sku', 'branch', 'quantity']);
    expect(first.summary.changed).toBe(0);
    const again = await manager.post(`/api/staff/catalogue/imports/${first.id}/check`, {
      mapping: { sku: 'X', branch: 'Y', quantity: 'Z' },
    });
    expect(again.statusCode, again.body).toBe(200);
    await store.jobs.runDue();
    const checked = (await manager.get(`/api/staff/catalogue/imports/${first.id}`)).json().data.import;
    expect(checked.missing).toEqual([]);
    expect(checked.rows).toBe(1);
    // The next file with those columns is mapped from memory.
    const next = await upload(manager, csv);
    expect(next.mapping).toEqual({ sku: 'X', branch: 'Y', quantity: 'Z' });
  });

  it('reads Windows-1256 Arabic headers, and XLSX', async () => {
    const [a] = pieces;
    const csv = iconv.encode(`كود الصنف,الفرع,الكمية\r\n${a!.id},1,5\r\n`, 'windows-1256');
    const fromCsv = await upload(manager, csv);
    expect(fromCsv.headers).toEqual(['كود الصنف', 'الفرع', 'الكمية']);
    expect(fromCsv.missing).toEqual([]);
    const xlsx = await writeXlsx(['sku', 'branch', 'quantity'], [[String(a!.id), '1', 5]]);
    const fromXlsx = await upload(manager, xlsx, { fileName: 'stock.xlsx' });
    expect(fromXlsx.status).toBe('checked');
    expect(fromXlsx.rows).toBe(1);
    expect(fromXlsx.problems).toEqual([]);
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const found = await upload(manager, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(found.status).toBe('failed');
    expect(found.error).toBe('The file could not be read as CSV or XLSX');
  });

  it("keeps a branch manager to their branches: another branch's rows are bad, its id a 404", async () => {
    const [a] = pieces;
    const found = await upload(manager, `sku,branch,quantity\n${a!.id},2,5\n`);
    expect(found.problems.map((p: { message: string }) => p.message)).toEqual([
      'Branch “2” is not one of your branches',
    ]);
    const refused = await manager.post('/api/staff/catalogue/imports', {
      fileName: 's.csv',
      content: b64('a\n1'),
      branchId: 2,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('applying', () => {
  it('writes good rows through the ledger as an import by the member; the same file again is refused, saying when and by whom', async () => {
    const [, , c, d] = pieces;
    const csv = `sku,branch,quantity,price,old price\n${c!.id},1,40,12.50,15\n${d!.id},1,0,,\n999999,1,1,,\n`;
    const checked = await upload(manager, csv);
    expect(checked.summary).toMatchObject({ changed: 2, unknown: 1, bad: 1 });
    const apply = await manager.post(`/api/staff/catalogue/imports/${checked.id}/apply`);
    expect(apply.statusCode, apply.body).toBe(200);
    // A second press while it is applying queues nothing and answers the import as it is.
    const pressedAgain = await manager.post(`/api/staff/catalogue/imports/${checked.id}/apply`);
    expect(pressedAgain.statusCode, pressedAgain.body).toBe(200);
    expect(pressedAgain.json().data.import.status).toBe('applying');
    await store.jobs.runDue();
    const applied = (await manager.get(`/api/staff/catalogue/imports/${checked.id}`)).json().data.import;
    expect(applied.status).toBe('applied');
    expect(applied.applied).toEqual({ changed: 2, inserted: 0, received: 0, skipped: 1 });
    const [row] = await store.db
      .select()
      .from(branchProducts)
      .where(and(eq(branchProducts.branchId, branch), eq(branchProducts.productId, c!.id)));
    expect(row).toMatchObject({ price: 1250, oldPrice: 1500 });
    const movements = await store.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.branchId, branch), eq(stockMovements.productId, d!.id)))
      .orderBy(stockMovements.id);
    expect(movements.at(-1)).toMatchObject({ reason: 'import', staffId: manager.id, levelMilli: 0 });
    const ledgerRows = (await store.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0]!.n;

    // After it: the same answer, nothing queued.
    const afterwards = await manager.post(`/api/staff/catalogue/imports/${checked.id}/apply`);
    expect(afterwards.json().data.import).toMatchObject({ status: 'applied', applied: applied.applied });

    const again = await upload(manager, csv);
    expect(again.summary).toMatchObject({ changed: 0, unchanged: 2, new: 0 });
    expect(again.error).toMatch(
      new RegExp(
        `^This file was already applied to branch 1 on .+ at \\d\\d:\\d\\d by ${manager.name} \\(import ${checked.id}\\)`,
      ),
    );
    const refused = await manager.post(`/api/staff/catalogue/imports/${again.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(again.error);
    await store.jobs.runDue();
    expect((await store.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0]!.n).toBe(
      ledgerRows,
    );
  });

  it('exports a branch in the shape the import reads back unchanged', async () => {
    const exported = await manager.get(`/api/staff/catalogue/export?branchId=${branch}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('sku,branch,quantity,price,old_price');
    const back = await upload(manager, exported.body);
    expect(back.summary).toMatchObject({ changed: 0, new: 0, bad: 0, unchanged: lines.length - 1 });
    const xlsx = await manager.get(`/api/staff/catalogue/export?branchId=${branch}&format=xlsx`);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("names products by the pharmacy system's SKU or the pack's barcode (a GTIN-14 for the EAN-13), and exports the SKU", async () => {
    const [, , , , e, f] = pieces;
    await store.db.update(products).set({ sku: 'PHX-00123' }).where(eq(products.id, e!.id));
    await store.db
      .update(products)
      .set({ barcodes: ['6221033101234'] })
      .where(eq(products.id, f!.id));
    // A product whose SKU is another product's number: the SKU wins.
    await store.db
      .update(products)
      .set({ sku: String(f!.id) })
      .where(eq(products.id, e!.id));
    const bySku = await upload(manager, `sku,branch,quantity\n${f!.id},1,7\n06221033101234,1,9\n`);
    expect(bySku.summary).toMatchObject({ unknown: 0, bad: 0 });
    expect(bySku.changes.map((change: { productId: number }) => change.productId).sort()).toEqual(
      [e!.id, f!.id].sort(),
    );
    await store.db.update(products).set({ sku: 'PHX-00123' }).where(eq(products.id, e!.id));
    const named = await upload(
      manager,
      `sku,branch,quantity\nPHX-00123,1,7\n6221033101234,1,9\nPHX-404,1,1\n`,
    );
    expect(named.summary).toMatchObject({ unknown: 1 });
    const exported = (await manager.get(`/api/staff/catalogue/export?branchId=${branch}`)).body;
    expect(exported).toContain('\nPHX-00123,1,');
    // The console's list finds them by SKU and by barcode too.
    const search = async (q: string) =>
      (await manager.get(`/api/staff/catalogue/products?branchId=${branch}&q=${encodeURIComponent(q)}`))
        .json()
        .data.products.map((row: { id: number }) => row.id);
    expect(await search('PHX-00123')).toEqual([e!.id]);
    expect(await search('06221033101234')).toEqual([f!.id]);
    expect(await search(String(f!.id))).toEqual([f!.id]);
  });

  it("is someone else's import: 404", async () => {
    const mine = await upload(manager, `sku,branch,quantity\n${pieces[0]!.id},1,5\n`);
    expect((await managerAr.get(`/api/staff/catalogue/imports/${mine.id}`)).statusCode).toBe(404);
    expect((await managerAr.post(`/api/staff/catalogue/imports/${mine.id}/apply`)).statusCode).toBe(404);
  });
});

describe('rows by batch (docs/decisions/0079)', () => {
  const today = cairoDay(new Date());
  const day = (days: number) => addDays(today, days);
  const dmy = (iso: string) => iso.split('-').reverse().join('/');
  const excel = (iso: string) => String(Date.parse(`${iso}T00:00:00Z`) / 86_400_000 + 25569);
  const arabic = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x660 + Number(d)));
  const levelOf = async (productId: number) =>
    (
      await store.db
        .select({ stockMilli: branchProducts.stockMilli })
        .from(branchProducts)
        .where(and(eq(branchProducts.branchId, branch), eq(branchProducts.productId, productId)))
    )[0]!.stockMilli;
  const ledgerSum = async (productId: number) =>
    (
      await store.db
        .select({ total: sql<number>`coalesce(sum(${stockMovements.deltaMilli}), 0)::int` })
        .from(stockMovements)
        .where(and(eq(stockMovements.branchId, branch), eq(stockMovements.productId, productId)))
    )[0]!.total;

  it('receives each row into its batch as the receive form does, with localized row errors, in one apply', async () => {
    const [, , , , , , g, h] = pieces;
    // h has a batch already (HX, received by the form), and a recalled one.
    const form = await manager.post(`/api/staff/catalogue/products/${h!.id}/branches/${branch}/batches`, {
      batch: 'HX',
      expiry: day(300),
      quantity: 2,
    });
    expect(form.statusCode, form.body).toBe(200);
    await store.db.insert(stockBatches).values({
      branchId: branch,
      productId: h!.id,
      batch: 'HR',
      expiry: day(300),
      receivedMilli: 0,
      quantityMilli: 0,
      withdrawn: 'recalled',
      withdrawnAt: new Date(),
    });
    const gBefore = await levelOf(g!.id);
    const hBefore = await levelOf(h!.id);
    const csv = [
      'sku,branch,quantity,price,batch no,expiry date',
      `${g!.id},1,10,,l-a,${dmy(day(200))}`,
      `${g!.id},1,5,,L-B,${excel(day(30))}`,
      `${g!.id},1,3,,L-OLD,${day(-1)}`,
      `${h!.id},1,٤,,HX,${arabic(day(300))}`,
      `${h!.id},1,2,,HN,${arabic(dmy(day(400)))}`,
      `${h!.id},1,1,,HR,${day(300)}`,
      `${h!.id},1,1,,HY,31/02/2030`,
      `${h!.id},1,1,,HZ,${day(100)}`,
    ].join('\n');
    const checked = await upload(manager, csv);
    expect(checked.mapping).toMatchObject({ batch: 'batch no', expiry: 'expiry date' });
    expect(checked.summary).toMatchObject({ received: 5, changed: 0, new: 0, bad: 3 });
    expect(checked.problems).toEqual([
      { line: 4, message: 'This batch has expired: it cannot be received for sale' },
      { line: 7, message: 'Batch HR is recalled: it cannot be received' },
      {
        line: 8,
        message: 'The expiry date “31/02/2030” is not a date (year-month-day, day/month/year or Excel)',
      },
    ]);
    expect(
      checked.changes.map((c: { line: number; kind: string; receive: unknown }) => [
        c.line,
        c.kind,
        c.receive,
      ]),
    ).toEqual([
      [2, 'received', { batch: 'L-A', expiry: day(200), quantity: 10, forSale: true, adds: false }],
      [3, 'received', { batch: 'L-B', expiry: day(30), quantity: 5, forSale: false, adds: false }],
      [5, 'received', { batch: 'HX', expiry: day(300), quantity: 4, forSale: true, adds: true }],
      [6, 'received', { batch: 'HN', expiry: day(400), quantity: 2, forSale: true, adds: false }],
      [9, 'received', { batch: 'HZ', expiry: day(100), quantity: 1, forSale: true, adds: false }],
    ]);
    // The same file in Arabic: the member reads each row's problem in their language.
    const inArabic = await upload(managerAr, csv.replace(/HX,[^\n]+/, `HX,${day(301)}`));
    expect(inArabic.problems.map((p: { line: number; message: string }) => [p.line, p.message])).toEqual([
      [4, 'انتهت صلاحية هذه التشغيلة: لا يمكن استلامها للبيع'],
      [5, `استُلمت التشغيلة HX بتاريخ صلاحية ${day(300)}: من فضلك راجع العبوة`],
      [7, 'التشغيلة HR مسحوبة: لا يمكن استلامها'],
      [8, 'تاريخ الصلاحية «31/02/2030» ليس تاريخًا (سنة-شهر-يوم أو يوم/شهر/سنة أو تاريخ إكسل)'],
    ]);

    expect((await manager.post(`/api/staff/catalogue/imports/${checked.id}/apply`)).statusCode).toBe(200);
    await store.jobs.runDue();
    const applied = (await manager.get(`/api/staff/catalogue/imports/${checked.id}`)).json().data.import;
    expect(applied.applied).toEqual({ changed: 0, inserted: 0, received: 5, skipped: 3 });
    // For sale: L-A (10), not L-B (within the 90-day cut-off: recorded, out of sale).
    expect(await levelOf(g!.id)).toBe(gBefore + 10_000);
    expect(await levelOf(h!.id)).toBe(hBefore + 7_000);
    const gBatches = await store.db
      .select({
        batch: stockBatches.batch,
        quantityMilli: stockBatches.quantityMilli,
        withdrawn: stockBatches.withdrawn,
      })
      .from(stockBatches)
      .where(and(eq(stockBatches.branchId, branch), eq(stockBatches.productId, g!.id)))
      .orderBy(asc(stockBatches.expiry));
    expect(gBatches).toEqual([
      { batch: 'L-B', quantityMilli: 5000, withdrawn: 'expiring' },
      { batch: 'L-A', quantityMilli: 10_000, withdrawn: null },
    ]);
    const [hx] = await store.db
      .select({ quantityMilli: stockBatches.quantityMilli })
      .from(stockBatches)
      .where(and(eq(stockBatches.productId, h!.id), eq(stockBatches.batch, 'HX')));
    expect(hx!.quantityMilli).toBe(6000);
    // The ledger says who received which batch, from which import, and still adds up to the level.
    const ledger = await store.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.branchId, branch), eq(stockMovements.productId, g!.id)))
      .orderBy(asc(stockMovements.id));
    expect(ledger.at(-1)).toMatchObject({
      reason: 'batch_received',
      staffId: manager.id,
      deltaMilli: 10_000,
      note: `L-A (${day(200)}): import ${checked.id}`,
    });
    expect(await ledgerSum(g!.id)).toBe(await levelOf(g!.id));
    expect(await ledgerSum(h!.id)).toBe(await levelOf(h!.id));
    const audits = await store.db
      .select({ after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'stock.receiveBatch'), eq(staffAuditLog.entityId, g!.id)));
    expect(audits.map((a) => (a.after as { batch: string; forSale: boolean }).batch).sort()).toEqual([
      'L-A',
      'L-B',
    ]);
  });

  it('creates the branch row of a product it does not sell yet, its price from the first row', async () => {
    const [, , , , , , g] = pieces;
    await store.db
      .delete(branchProducts)
      .where(and(eq(branchProducts.branchId, 2), eq(branchProducts.productId, g!.id)));
    const admin = await staffMember(store, 'admin', []);
    const csv = [
      'sku,branch,quantity,price,batch,expiry',
      `${g!.id},2,4,20.00,N1,${day(365)}`,
      `${g!.id},2,6,20.00,N2,${day(400)}`,
    ].join('\n');
    const checked = await upload(admin, csv);
    expect(checked.problems).toEqual([]);
    expect(checked.summary).toMatchObject({ new: 1, received: 2 });
    expect(checked.changes[0]).toMatchObject({ kind: 'new', after: { stock: 4, price: 20 } });
    expect(checked.changes[1]).toMatchObject({
      kind: 'received',
      before: { stock: 4, price: 20 },
      after: { stock: 10, price: 20 },
    });
    await admin.post(`/api/staff/catalogue/imports/${checked.id}/apply`);
    await store.jobs.runDue();
    const [row] = await store.db
      .select({ stockMilli: branchProducts.stockMilli, price: branchProducts.price })
      .from(branchProducts)
      .where(and(eq(branchProducts.branchId, 2), eq(branchProducts.productId, g!.id)));
    expect(row).toEqual({ stockMilli: 10_000, price: 2000 });
  });
});

describe('the same file applied twice', () => {
  const today = cairoDay(new Date());
  const batchedFile = (productId: number, batch: string) =>
    `sku,branch,quantity,batch,expiry\n${productId},1,6,${batch},${addDays(today, 500)}\n`;
  const batchOf = async (productId: number, batch: string) =>
    (
      await store.db
        .select({ quantityMilli: stockBatches.quantityMilli, receivedMilli: stockBatches.receivedMilli })
        .from(stockBatches)
        .where(and(eq(stockBatches.productId, productId), eq(stockBatches.batch, batch)))
    )[0];
  const received = async (productId: number, batch: string) =>
    (
      await store.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stockMovements)
        .where(
          and(
            eq(stockMovements.productId, productId),
            eq(stockMovements.reason, 'batch_received'),
            sql`${stockMovements.note} like ${`${batch} %`}`,
          ),
        )
    )[0]!.n;

  it('receives a delivery once: a second upload says so in Arabic too, and its apply is a 409', async () => {
    const [, , , , , f] = pieces;
    const file = batchedFile(f!.id, 'ONCE-1');
    const first = await upload(manager, file);
    expect(first.summary).toMatchObject({ received: 1 });
    expect((await manager.post(`/api/staff/catalogue/imports/${first.id}/apply`)).statusCode).toBe(200);
    await store.jobs.runDue();
    expect(await batchOf(f!.id, 'ONCE-1')).toEqual({ quantityMilli: 6000, receivedMilli: 6000 });

    // Uploaded again by a colleague reading Arabic: the dry run says who applied it first.
    const again = await upload(managerAr, file);
    expect(again.error).toContain(`بواسطة ${manager.name}`);
    // Its figures, day and time in Arabic digits (the test member's name has a Latin one).
    expect(again.error.replace(manager.name, '')).not.toMatch(/[0-9]/);
    const refused = await managerAr.post(`/api/staff/catalogue/imports/${again.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(again.error);
    await store.jobs.runDue();
    expect(await batchOf(f!.id, 'ONCE-1')).toEqual({ quantityMilli: 6000, receivedMilli: 6000 });
    expect(await received(f!.id, 'ONCE-1')).toBe(1);

    // The same file for another branch is another delivery (admins import into any branch).
    const admin = await staffMember(store, 'admin', []);
    const elsewhere = await upload(admin, file.replace(',1,6,', ',2,6,'));
    expect(elsewhere.error).toBeNull();
  });

  it('two uploads of one file applied at once on two instances receive it once; the other says by whom', async () => {
    const second = await build({ shareDatabaseOf: store });
    try {
      const [, , , , , f] = pieces;
      const file = batchedFile(f!.id, 'ONCE-2');
      const elsewhere = caller(second, manager.token);
      // Both checked before either is applied: neither dry run knows of the other.
      const one = await upload(manager, file);
      const other = await upload(manager, file);
      expect([one.error, other.error]).toEqual([null, null]);
      const presses = await Promise.all([
        manager.post(`/api/staff/catalogue/imports/${one.id}/apply`),
        elsewhere.post(`/api/staff/catalogue/imports/${other.id}/apply`),
        // A double click on each, one of them from the other instance.
        elsewhere.post(`/api/staff/catalogue/imports/${one.id}/apply`),
        manager.post(`/api/staff/catalogue/imports/${other.id}/apply`),
      ]);
      expect(presses.map((p) => p.statusCode)).toEqual([200, 200, 200, 200]);
      await Promise.all([store.jobs.runDue(), second.jobs.runDue()]);
      const read = async (id: number) =>
        (await manager.get(`/api/staff/catalogue/imports/${id}`)).json().data.import;
      const results = [await read(one.id), await read(other.id)];
      const winner = results.find((r) => r.status === 'applied');
      const loser = results.find((r) => r.status === 'failed');
      expect(winner?.applied).toMatchObject({ received: 1 });
      expect(loser?.error).toContain(`by ${manager.name} (import ${winner.id})`);
      expect(await batchOf(f!.id, 'ONCE-2')).toEqual({ quantityMilli: 6000, receivedMilli: 6000 });
      expect(await received(f!.id, 'ONCE-2')).toBe(1);
      // Checked again, it still cannot be applied.
      const recheck = await manager.post(`/api/staff/catalogue/imports/${loser.id}/check`, {
        mapping: loser.mapping,
      });
      expect(recheck.statusCode, recheck.body).toBe(200);
      await store.jobs.runDue();
      expect((await manager.post(`/api/staff/catalogue/imports/${loser.id}/apply`)).statusCode).toBe(409);
    } finally {
      await second.close();
    }
  });

  it('a retried upload with its Idempotency-Key is the same import, on either instance', async () => {
    const second = await build({ shareDatabaseOf: store });
    try {
      const [, , , , , f] = pieces;
      const payload = { fileName: 'stock.csv', content: b64(batchedFile(f!.id, 'ONCE-3')) };
      const send = (app: TestStore, body: Record<string, unknown> = payload) =>
        app.app.inject({
          method: 'POST',
          url: '/api/staff/catalogue/imports',
          headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': 'upload-once-3' },
          payload: body,
        });
      const answers = await Promise.all([send(store), send(second), send(store)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().item)).size).toBe(1);
      const reused = await send(store, { ...payload, content: b64(batchedFile(f!.id, 'ONCE-4')) });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was already sent with another file');
    } finally {
      await second.close();
    }
  });
});

describe('a restart', () => {
  it('loses no import: another instance on the same database checks and applies it', async () => {
    const [, , , , e] = pieces;
    const answer = await manager.post('/api/staff/catalogue/imports', {
      fileName: 'stock.csv',
      content: b64(`sku,branch,quantity\n${e!.id},1,77\n`),
    });
    const id = answer.json().item as number;
    // This instance stops before its job ran; the row and its queued job are in the database.
    const other = await build({
      shareDatabaseOf: store,
    });
    try {
      await other.jobs.runDue();
      const checked = (await manager.get(`/api/staff/catalogue/imports/${id}`)).json().data.import;
      expect(checked.status).toBe('checked');
      expect(checked.summary.changed).toBe(1);
      expect((await manager.post(`/api/staff/catalogue/imports/${id}/apply`)).statusCode).toBe(200);
      await other.jobs.runDue();
      const [row] = await store.db
        .select({ stockMilli: branchProducts.stockMilli })
        .from(branchProducts)
        .where(and(eq(branchProducts.branchId, branch), eq(branchProducts.productId, e!.id)));
      expect(row!.stockMilli).toBe(77_000);
    } finally {
      await other.close();
    }
  });
});
