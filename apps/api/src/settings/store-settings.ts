import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storeSettings } from '../db/schema.ts';

/**
 * A value made up once for the whole store: the first instance to ask stores `make()`'s answer,
 * every other one (starting at the same moment or years later) reads that same value.
 */
export async function settingOnce(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(storeSettings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.key, key));
  return row!.value;
}
