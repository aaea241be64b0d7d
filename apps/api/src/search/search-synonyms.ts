import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { searchSynonyms } from '../db/schema.ts';

/** Every synonym row's terms (each row: terms that mean the same to search). */
export async function loadSynonyms(db: Db): Promise<string[][]> {
  const rows = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
  return rows.map((row) => row.terms);
}
