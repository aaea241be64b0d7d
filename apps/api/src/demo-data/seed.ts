import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  branches as branchTable,
  promoCodes,
  promotionTargets,
  promotionTranslations,
} from '../db/schema.ts';
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
 * passwords are in the README). `promotions`: also the automatic promotions (the server's demo; a
 * test's store has none, so its totals are the lines' and the code's).
 */
export async function seedDemoData(
  db: Db,
  options: { staff?: boolean; promotions?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx.select({ id: branchTable.id }).from(branchTable).limit(1);
    if (existing) return false;
    await insertStorefront(tx, demo);
    await insertCatalogue(tx, demo, demo.branches);
    await insertRecipes(tx, demo.recipes);
    await insertPromotions(tx, options.promotions ?? false);
    await refreshSearchText(tx);
    await syncIdentitySequences(tx);
    if (options.staff) await insertDemoStaff(tx);
    return true;
  });
}

/** The demo codes with their names in both languages, and (for the server's demo) the automatic promotions. */
async function insertPromotions(tx: Db, automatic: boolean) {
  const codes = await tx
    .insert(promoCodes)
    .values(demo.promoCodes)
    .returning({ id: promoCodes.id, code: promoCodes.code });
  const named = codes.flatMap((row) => {
    const names = demo.promoCodeNames[row.code ?? ''];
    return names ? (['en', 'ar'] as const).map((lang) => ({ ownerId: row.id, lang, name: names[lang] })) : [];
  });
  if (named.length > 0) await tx.insert(promotionTranslations).values(named);
  if (!automatic) return;
  for (const promotion of demo.automaticPromotions) {
    const [row] = await tx.insert(promoCodes).values(promotion.row).returning({ id: promoCodes.id });
    await tx
      .insert(promotionTranslations)
      .values(
        (['en', 'ar'] as const).map((lang) => ({ ownerId: row!.id, lang, name: promotion.names[lang] })),
      );
    if (promotion.categoryIds.length > 0)
      await tx
        .insert(promotionTargets)
        .values(
          promotion.categoryIds.map((targetId) => ({ promotionId: row!.id, kind: 'category', targetId })),
        );
  }
}
