import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches as branchTable, promoCodes } from '../db/schema.ts';
import { insertDemoStaff } from './demo-staff.ts';
import * as demo from './index.ts';
import {
  insertCatalogue,
  insertRecipes,
  insertStorefront,
  refreshSearchText,
  syncIdentitySequences,
} from './load-demo-data.ts';

/** Any number will do, as long as every process that seeds uses the same one. */
const seedLockKey = 7_340_021;

/**
 * Loads the demo store into an empty database, in one transaction. Several processes starting at once
 * against one server take turns on an advisory lock, and only the first finds the store empty.
 * Returns whether it loaded anything. `staff`: also the demo staff accounts (demo mode only: their
 * passwords are in the README).
 */
export async function seedDemoData(db: Db, options: { staff?: boolean } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx.select({ id: branchTable.id }).from(branchTable).limit(1);
    if (existing) return false;
    await insertStorefront(tx, demo);
    await insertCatalogue(tx, demo, demo.branches);
    await insertRecipes(tx, demo.recipes);
    await tx.insert(promoCodes).values(demo.promoCodes);
    await refreshSearchText(tx);
    await syncIdentitySequences(tx);
    if (options.staff) await insertDemoStaff(tx);
    return true;
  });
}
