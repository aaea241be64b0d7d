import type { Lang } from '@store/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { listen, type StopListening } from '../db/listen.ts';
import { buildProductIndex, productDocument } from './product-index.ts';
import { loadSearchDocuments } from './search-documents.ts';
import { type SearchAnswer, SearchIndex } from './search-index.ts';
import { loadSynonyms } from './search-synonyms.ts';
import { normalize } from './search-text.ts';

/**
 * Written by the database's triggers (drizzle/0021_search_changed_ids.sql) when what search reads
 * changes; the payload names what changed (`parseSearchChange`).
 */
export const searchChangesChannel = 'search_changes';

interface Named {
  id: number;
  level?: number;
  /** Name per language. */
  names: Map<string, string>;
}

interface NamedIndexes {
  categories: SearchIndex;
  brands: SearchIndex;
  categoryById: Map<number, Named>;
  brandById: Map<number, Named>;
}

interface Loaded extends NamedIndexes {
  products: SearchIndex;
  synonyms: string[][];
  /** Bumped on every build and update: rankings cached under an older version are not reused. */
  version: number;
}

export interface NamedSuggestion {
  id: number;
  name: string;
  level?: number;
}

export interface SearchLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** What changed since the index was last brought up to date (NOTIFY payloads, merged). */
export interface SearchChanges {
  /** Build the index again (a TRUNCATE, a big statement, lost notifications, a payload not understood). */
  all: boolean;
  products: Set<number>;
  /** Brands, categories and active ingredients whose names changed: their products are re-read. */
  brands: Set<number>;
  categories: Set<number>;
  ingredients: Set<number>;
  synonyms: boolean;
}

export function noSearchChanges(): SearchChanges {
  return {
    all: false,
    products: new Set(),
    brands: new Set(),
    categories: new Set(),
    ingredients: new Set(),
    synonyms: false,
  };
}

const idKinds = ['products', 'brands', 'categories', 'ingredients'] as const;

/**
 * Adds a `search_changes` payload to `into`: `{"products":[ids]}`, `{"brands":[…]}`,
 * `{"categories":[…]}`, `{"ingredients":[…]}`, `{"synonyms":true}` or `{"all":true}`. Anything else
 * (0019's table names, a payload of a later version) asks for a full build: never a missed change.
 */
export function parseSearchChange(payload: string, into: SearchChanges): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    into.all = true;
    return;
  }
  const record = parsed as Record<string, unknown>;
  let understood = false;
  for (const [key, value] of Object.entries(record)) {
    const kind = idKinds.find((name) => name === key);
    if (kind && Array.isArray(value) && value.every((id) => Number.isSafeInteger(id))) {
      for (const id of value as number[]) into[kind].add(id);
      understood = true;
    } else if (key === 'synonyms' && value === true) {
      into.synonyms = true;
      understood = true;
    } else {
      into.all = true;
    }
  }
  if (!understood) into.all = true;
}

function isEmpty(changes: SearchChanges): boolean {
  return !changes.all && !changes.synonyms && idKinds.every((kind) => changes[kind].size === 0);
}

/** Above this many products to re-read at once, building the whole index again is about as quick. */
const maxUpdatedDocuments = 20_000;

async function loadNamed(db: Db, table: 'category_translations' | 'brand_translations') {
  const rows = await queryRows<{ id: number; lang: string; name: string; level: number | null }>(
    db,
    table === 'category_translations'
      ? // Hidden categories, and those under one, are never suggested (docs/decisions/0071).
        sql`select t.owner_id as id, t.lang, t.name, c.level from category_translations t
          join categories c on c.id = t.owner_id
          left join categories p on p.id = c.parent_id left join categories g on g.id = p.parent_id
          where not c.hidden and not coalesce(p.hidden, false) and not coalesce(g.hidden, false)`
      : sql`select t.owner_id as id, t.lang, t.name, null as level from brand_translations t
          join brands b on b.id = t.owner_id where not b.hidden`,
  );
  const byId = new Map<number, Named>();
  for (const row of rows) {
    const id = Number(row.id);
    const named = byId.get(id) ?? { id, level: row.level ?? undefined, names: new Map() };
    named.names.set(row.lang, row.name);
    byId.set(id, named);
  }
  return byId;
}

/** The category and brand suggestions' small indexes (a few hundred names: always built whole). */
async function loadNamedIndexes(db: Db, synonyms: string[][]): Promise<NamedIndexes> {
  const [categoryById, brandById] = await Promise.all([
    loadNamed(db, 'category_translations'),
    loadNamed(db, 'brand_translations'),
  ]);
  const named = (byId: Map<number, Named>) =>
    [...byId.values()].map((entry) => ({
      id: entry.id,
      // Top categories first among equals.
      popularity: entry.level ? 4 - entry.level : 0,
      fields: { names: [...entry.names.values()] },
    }));
  return {
    categories: new SearchIndex(named(categoryById), { names: 1 }, synonyms),
    brands: new SearchIndex(named(brandById), { names: 1 }, synonyms),
    categoryById,
    brandById,
  };
}

export interface ProductSearchOptions {
  log?: SearchLog;
  /** How long changes are gathered before they are applied (the first one waits at most this). */
  debounceMs?: number;
  /** After products' texts changed in the index (`'all'`: after a full build): caches of texts forget them. */
  onProductsChanged?: (ids: readonly number[] | 'all') => void;
}

/**
 * Product search in this app instance's memory (docs/decisions/0035): the catalogue's text, synonyms,
 * category and brand names, loaded at start and kept up to date whenever the database says what
 * changed (LISTEN `search_changes`, sent on commit to every instance by triggers): only the named
 * products are read again and replaced in the index; synonyms are swapped; the index is built again
 * only for broad changes (a TRUNCATE, a statement of more than 1000 rows, more than 20,000 products
 * at once) and after notifications may have been lost (a dropped connection). Prices and stock are
 * not indexed: pages read them fresh.
 */
export function createProductSearch(db: Db, options: ProductSearchOptions = {}) {
  const debounceMs = options.debounceMs ?? 100;
  let version = 0;
  let current: Promise<Loaded> | undefined;
  /** The index answering now (the last load that completed). */
  let active: Loaded | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** Batches of changes run one after another. */
  let queue: Promise<void> = Promise.resolve();
  let changes = noSearchChanges();
  let stopListening: Promise<StopListening> | undefined;
  let closed = false;
  const counts = { fullLoads: 0, updates: 0, documentsUpdated: 0 };
  /** When the index answering now was last built or brought up to date (ms since epoch; 0: never). */
  let lastUpdatedAt = 0;

  async function load(): Promise<Loaded> {
    const started = performance.now();
    const [documents, synonyms] = await Promise.all([loadSearchDocuments(db), loadSynonyms(db)]);
    const named = await loadNamedIndexes(db, synonyms);
    counts.fullLoads += 1;
    const loaded: Loaded = {
      products: buildProductIndex(documents, synonyms),
      synonyms,
      ...named,
      version: ++version,
    };
    options.log?.info(
      { products: documents.length, ms: Math.round(performance.now() - started) },
      'search index loaded',
    );
    return loaded;
  }

  /** Loads again; answers keep coming from the previous index until the new one is ready. */
  function reload(): Promise<Loaded> {
    const next = load();
    current ??= next;
    next.then(
      (loaded) => {
        current = next;
        active = loaded;
        lastUpdatedAt = Date.now();
        options.onProductsChanged?.('all');
      },
      (error: unknown) => {
        // A first load that failed is tried again by the next search.
        if (current === next) current = undefined;
        options.log?.warn({ err: error }, 'search index not reloaded');
      },
    );
    return next;
  }

  function loaded(): Promise<Loaded> {
    current ??= reload();
    return current;
  }

  /** Applies the changes gathered so far: in place when it can, by building the index again otherwise. */
  async function catchUp(): Promise<void> {
    if (closed || isEmpty(changes)) return;
    const batch = changes;
    changes = noSearchChanges();
    const started = performance.now();
    try {
      const index = current ? await current : undefined;
      if (batch.all || !index || index !== active) {
        await reload();
        return;
      }
      const selection = {
        products: [...batch.products],
        brands: [...batch.brands],
        categories: [...batch.categories],
        ingredients: [...batch.ingredients],
      };
      const reread = idKinds.some((kind) => batch[kind].size > 0);
      const [documents, synonyms] = await Promise.all([
        reread ? loadSearchDocuments(db, selection) : [],
        batch.synonyms ? loadSynonyms(db) : undefined,
      ]);
      const named =
        batch.brands.size > 0 || batch.categories.size > 0 || synonyms
          ? await loadNamedIndexes(db, synonyms ?? index.synonyms)
          : undefined;
      if (documents.length > maxUpdatedDocuments) {
        await reload();
        return;
      }
      // From here on nothing waits: a search sees the index before or after, never halfway.
      if (closed) return;
      if (index !== active) {
        await reload();
        return;
      }
      const found = new Set(documents.map((doc) => doc.id));
      const removed = selection.products.filter((id) => !found.has(id));
      if (!index.products.update(documents.map(productDocument), removed)) {
        await reload();
        return;
      }
      if (synonyms) {
        index.synonyms = synonyms;
        index.products.setSynonyms(synonyms);
      }
      if (named) Object.assign(index, named);
      index.version = ++version;
      counts.updates += 1;
      lastUpdatedAt = Date.now();
      counts.documentsUpdated += documents.length + removed.length;
      if (documents.length + removed.length > 0) options.onProductsChanged?.([...found, ...removed]);
      options.log?.info(
        {
          products: documents.length,
          removed: removed.length,
          synonyms: Boolean(synonyms),
          ms: Math.round(performance.now() - started),
        },
        'search index updated',
      );
    } catch (error) {
      if (closed) return;
      // Not applied: build the index again a little later (or at the next change).
      changes.all = true;
      options.log?.warn({ err: error }, 'search index not updated');
      schedule(5000);
    }
  }

  /** Applies the changes after `delay` (later changes join the same batch: it is not pushed back). */
  function schedule(delay = debounceMs) {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      queue = queue.then(catchUp);
    }, delay);
  }

  const pick = (entry: Named, lang: Lang): NamedSuggestion => ({
    id: entry.id,
    name: entry.names.get(lang) ?? entry.names.values().next().value ?? '',
    ...(entry.level !== undefined && { level: entry.level }),
  });

  return {
    /** Starts following changes made by any instance (and catches up after a dropped connection). */
    start() {
      let connectedOnce = false;
      stopListening ??= listen(db, searchChangesChannel, {
        onNotify: (payload) => {
          parseSearchChange(payload, changes);
          schedule();
        },
        onConnected: () => {
          // Whatever was notified while no one listened is lost: build the index again.
          if (connectedOnce) {
            changes.all = true;
            schedule();
          }
          connectedOnce = true;
        },
        onError: (error) => options.log?.warn({ err: error }, 'search changes: listening again'),
        retryMs: 1000,
      });
      // The first load reads once LISTEN is on: a change committed after its reads is heard.
      const listening = stopListening;
      // (A failed load is logged by `reload` and tried again by the next search.)
      listening.then(loaded, loaded).catch(() => undefined);
      return listening.then(() => undefined);
    },

    /**
     * Every product matching the keyword, most relevant first (only the first `limit`, if given), and
     * the index version it came from.
     */
    async search(keyword: string, limit?: number): Promise<SearchAnswer & { version: number }> {
      const index = await loaded();
      return { ...index.products.search(keyword, limit), version: index.version };
    },

    /** The index version now answering (a cache key part for rankings). */
    async version(): Promise<number> {
      return (await loaded()).version;
    },

    /** Categories and brands whose names match the keyword (type-ahead), in the request's language. */
    async namedMatches(keyword: string, lang: Lang, limit: number) {
      const index = await loaded();
      const take = (found: SearchAnswer, byId: Map<number, Named>) =>
        Array.from(found.shownFor === null ? found.ids.subarray(0, limit) : [])
          .flatMap((id) => byId.get(id) ?? [])
          .map((entry) => pick(entry, lang));
      return {
        categories: take(index.categories.search(keyword), index.categoryById),
        brands: take(index.brands.search(keyword), index.brandById),
      };
    },

    /** Builds the index again now, after the changes already gathered. */
    async reloadNow(): Promise<void> {
      await loaded();
      changes.all = true;
      clearTimeout(timer);
      timer = undefined;
      queue = queue.then(catchUp);
      await queue;
    },

    /** How often the index was built whole, updated in place, and how many products updates re-read. */
    stats() {
      return { ...counts };
    },

    /** Whether an index answers searches now, its size and when it last changed (metrics, readiness). */
    status() {
      return { loaded: active !== undefined, documents: active?.products.size ?? 0, lastUpdatedAt };
    },

    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      const stop = stopListening;
      stopListening = undefined;
      if (stop) await (await stop)();
    },
  };
}

export type ProductSearch = ReturnType<typeof createProductSearch>;

/** The keyword as a cache key: folded, so "Panadol" and "panadol " share one ranking. */
export function keywordKey(keyword: string): string {
  return normalize(keyword).replace(/\s+/g, ' ').trim();
}
