import { asc, eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { searchSynonyms } from '../db/schema.ts';
import { notFound } from '../http/envelope.ts';

/**
 * Staff edits of `search_synonyms` (docs/decisions/0035, "Editing synonyms"). Each change and its
 * audit entry are one transaction; the table's trigger then tells every instance to swap its synonym
 * rows (`NOTIFY search_changes`, `{"synonyms":true}`), so no restart is needed.
 */

type SynonymRow = typeof searchSynonyms.$inferSelect;

function view(row: SynonymRow) {
  return { id: row.id, terms: row.terms, createdAt: row.createdAt.toISOString() };
}
export type SynonymView = ReturnType<typeof view>;

export async function listSynonymRows(db: Db): Promise<SynonymView[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map(view);
}

const entity = 'search_synonym';

export async function addSynonymRow(db: Db, actor: { id: number }, terms: string[], now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(searchSynonyms).values({ terms, createdAt: now }).returning();
    await writeAudit(tx, {
      staffId: actor.id,
      action: 'synonym.add',
      entity,
      entityId: row!.id,
      before: null,
      after: { terms },
      at: now,
    });
    return view(row!);
  });
}

/** Replaces a row's terms; an unknown row is a 404. */
export async function replaceSynonymRow(
  db: Db,
  actor: { id: number },
  id: number,
  terms: string[],
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
    if (!before) throw notFound('synonym.notFound');
    const [row] = await tx.update(searchSynonyms).set({ terms }).where(eq(searchSynonyms.id, id)).returning();
    await writeAudit(tx, {
      staffId: actor.id,
      action: 'synonym.change',
      entity,
      entityId: id,
      before: { terms: before.terms },
      after: { terms },
      at: now,
    });
    return view(row!);
  });
}

export async function deleteSynonymRow(db: Db, actor: { id: number }, id: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!before) throw notFound('synonym.notFound');
    await writeAudit(tx, {
      staffId: actor.id,
      action: 'synonym.delete',
      entity,
      entityId: id,
      before: { terms: before.terms },
      after: null,
      at: now,
    });
  });
}
