import { stockAdjustmentReasons } from '@store/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, stockMovements } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { addStock, lockBranchStock } from '../orders/branch-stock.ts';
import { build, type TestStore } from '../test/build.ts';
import { staffMember } from '../test/staff-test-support.ts';
import { adjustBranchStock, editBranchRow } from './staff-catalogue.ts';

/**
 * The stock ledger's promise (docs/decisions/0046): whatever writes a branch's stock (orders, staff
 * adjustments by delta or by count, a settings edit, an import's bare SQL), the ledger's rows of a
 * (branch, product) add up to its level, and each row's level is the running sum.
 */
let store: TestStore;
let manager: { id: number; role: 'branch_manager'; branchIds: number[] };
beforeAll(async () => {
  store = await build();
  const member = await staffMember(store, 'branch_manager', [1]);
  manager = { id: member.id, role: 'branch_manager', branchIds: [1] };
});
afterAll(() => store?.close());

const target = { branchId: 1, productId: 3 };

type Step =
  | { kind: 'order'; milli: number; reason: 'order_placed' | 'order_cancelled' | 'substituted' | 'weighed' }
  | { kind: 'delta'; milli: number }
  | { kind: 'counted'; milli: number }
  | { kind: 'import'; milli: number }
  | { kind: 'price'; piasters: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    milli: fc.integer({ min: -5000, max: 5000 }),
    reason: fc.constantFrom('order_placed', 'order_cancelled', 'substituted', 'weighed' as const),
  }),
  fc.record({ kind: fc.constant('delta' as const), milli: fc.integer({ min: -20_000, max: 20_000 }) }),
  fc.record({ kind: fc.constant('counted' as const), milli: fc.nat(40_000) }),
  fc.record({ kind: fc.constant('import' as const), milli: fc.integer({ min: -1000, max: 90_000 }) }),
  fc.record({ kind: fc.constant('price' as const), piasters: fc.integer({ min: 100, max: 100_000 }) }),
);

async function run(item: Step) {
  const { db } = store;
  if (item.kind === 'order') {
    await db.transaction(async (tx) => {
      await lockBranchStock(tx, target.branchId, [target.productId]);
      await addStock(tx, target.branchId, target.productId, item.milli, { reason: item.reason });
    });
  } else if (item.kind === 'import') {
    await db.execute(
      sql`update branch_products set stock_milli = ${item.milli} where branch_id = ${target.branchId} and product_id = ${target.productId}`,
    );
  } else if (item.kind === 'price') {
    const [row] = await db
      .select({ version: branchProducts.version })
      .from(branchProducts)
      .where(
        and(eq(branchProducts.branchId, target.branchId), eq(branchProducts.productId, target.productId)),
      );
    await editBranchRow(db, manager, 'en', target, { version: row!.version, price: item.piasters / 100 });
  } else {
    const reason = stockAdjustmentReasons[Math.abs(item.milli) % stockAdjustmentReasons.length]!;
    const change = item.kind === 'delta' ? { delta: item.milli / 1000 } : { counted: item.milli / 1000 };
    if (item.kind === 'delta' && item.milli === 0) return;
    try {
      await adjustBranchStock(db, manager, target, { ...change, reason });
    } catch (error) {
      // Refused (below what open orders hold): nothing moved, which the ledger must show too.
      if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
    }
  }
}

describe('the stock ledger', () => {
  it('always adds up to the level, whatever wrote it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const item of steps) await run(item);
        const [row] = await store.db
          .select({ stockMilli: branchProducts.stockMilli })
          .from(branchProducts)
          .where(
            and(eq(branchProducts.branchId, target.branchId), eq(branchProducts.productId, target.productId)),
          );
        const ledger = await store.db
          .select({ delta: stockMovements.deltaMilli, level: stockMovements.levelMilli })
          .from(stockMovements)
          .where(
            and(eq(stockMovements.branchId, target.branchId), eq(stockMovements.productId, target.productId)),
          )
          .orderBy(asc(stockMovements.id));
        let running = 0;
        for (const entry of ledger) {
          running += entry.delta;
          expect(entry.level).toBe(running);
          expect(entry.delta).not.toBe(0);
        }
        expect(running).toBe(row!.stockMilli);
      }),
      { numRuns: 30 },
    );
  });
});
