import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { listen, type StopListening } from '../db/listen.ts';

/**
 * Staff changed what a branch sells or its price or stock (docs/decisions/0046). Every
 * instance LISTENs and forgets the pages its guests share (product, listing, search, type-ahead,
 * home) at once, instead of serving the old price until PRODUCT_CACHE_SECONDS is up. Orders moving
 * stock do not notify: they are many, and a shared page's few seconds of an older stock level are
 * what PRODUCT_CACHE_SECONDS accepts; checkout always reads the locked row.
 */
export const catalogueChangesChannel = 'catalogue_changes';

/**
 * Call inside the changing transaction: PostgreSQL delivers it on commit (and never on rollback).
 * `texts` names the products whose names or texts changed: each instance forgets them before it
 * forgets its pages, so no page is built again from the old text (branch 0: every branch).
 */
export async function notifyCatalogueChange(
  tx: Db,
  change: {
    branchId: number;
    productId: number;
    texts?: number[];
    /** Categories or brands changed (docs/decisions/0071): the category tree is read again too. */
    taxonomy?: true;
  },
) {
  await tx.execute(sql`select pg_notify(${catalogueChangesChannel}, ${JSON.stringify(change)})`);
}

/**
 * The products whose text (what the product-texts cache keeps) changed with the notification: a
 * medicine class names them in `texts`, so each instance forgets them before the pages.
 */
export function changedTextsOf(payload: string | undefined): number[] {
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : null;
    const texts = (parsed as { texts?: unknown } | null)?.texts;
    return Array.isArray(texts) ? texts.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Whether the notification changed categories or brands (or may have: none was understood). */
export function taxonomyChanged(payload: string | undefined): boolean {
  if (payload === undefined) return true;
  try {
    return (JSON.parse(payload) as { taxonomy?: unknown } | null)?.taxonomy === true;
  } catch {
    return true;
  }
}

export function followCatalogueChanges(
  db: Db,
  forget: (payload?: string) => void,
  log?: { warn(details: object, message: string): void },
) {
  let stop: Promise<StopListening> | undefined;
  return {
    start() {
      stop ??= listen(db, catalogueChangesChannel, {
        onNotify: forget,
        // Whatever was notified while no one listened is lost: forget everything once more.
        onConnected: () => forget(),
        onError: (error) => log?.warn({ err: error }, 'catalogue changes: listening again'),
        retryMs: 1000,
      });
      return stop.then(() => undefined);
    },
    async close() {
      const stopping = stop;
      stop = undefined;
      if (stopping) await (await stopping)();
    },
  };
}
