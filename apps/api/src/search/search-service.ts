import type { Lang } from '@store/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { listen, type StopListening } from '../db/listen.ts';
import { buildProductIndex } from './product-index.ts';
import { loadSearchDocuments } from './search-documents.ts';
import { type SearchAnswer, SearchIndex } from './search-index.ts';
import { loadSynonyms } from './search-synonyms.ts';
import { normalize } from './search-text.ts';

/** Written by the database's triggers (drizzle/0019_search_sync.sql) when what search reads changes. */
export const searchChangesChannel = 'search_changes';

interface Named {
  id: number;
  level?: number;
  /** Name per language. */
  names: Map<string, string>;
}

interface Loaded {
  products: SearchIndex;
  categories: SearchIndex;
  brands: SearchIndex;
  categoryById: Map<number, Named>;
  brandById: Map<number, Named>;
  /** Bumped on every reload: rankings cached under an older version are not reused. */
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

async function loadNamed(db: Db, table: 'category_translations' | 'brand_translations') {
  const rows = await queryRows<{ id: number; lang: string; name: string; level: number | null }>(
    db,
    table === 'category_translations'
      ? sql`select t.owner_id as id, t.lang, t.name, c.level from category_translations t join categories c on c.id = t.owner_id`
      : sql`select owner_id as id, lang, name, null as level from brand_translations`,
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

/**
 * Product search in this app instance's memory (docs/decisions/0035): the catalogue's text, synonyms,
 * category and brand names, loaded at start and loaded again whenever the database says they changed
 * (LISTEN `search_changes`, sent on commit to every instance by triggers), so every instance answers
 * the same within about a second of a change. Prices and stock are not indexed: pages read them fresh.
 */
export function createProductSearch(db: Db, options: { log?: SearchLog; debounceMs?: number } = {}) {
  const debounceMs = options.debounceMs ?? 250;
  let version = 0;
  let current: Promise<Loaded> | undefined;
  let pending: NodeJS.Timeout | undefined;
  let stopListening: Promise<StopListening> | undefined;
  let closed = false;

  async function load(): Promise<Loaded> {
    const started = performance.now();
    const [documents, synonyms, categoryById, brandById] = await Promise.all([
      loadSearchDocuments(db),
      loadSynonyms(db),
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
    const loaded: Loaded = {
      products: buildProductIndex(documents, synonyms),
      categories: new SearchIndex(named(categoryById), { names: 1 }, synonyms),
      brands: new SearchIndex(named(brandById), { names: 1 }, synonyms),
      categoryById,
      brandById,
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
      () => {
        current = next;
      },
      (error: unknown) => {
        // A first load that failed is tried again by the next search.
        if (current === next) current = undefined;
        options.log?.warn({ err: error }, 'search index not reloaded');
      },
    );
    return next;
  }

  function scheduleReload() {
    if (closed) return;
    clearTimeout(pending);
    pending = setTimeout(() => void reload(), debounceMs);
  }

  function loaded(): Promise<Loaded> {
    current ??= reload();
    return current;
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
        onNotify: scheduleReload,
        onConnected: () => {
          if (connectedOnce) scheduleReload();
          connectedOnce = true;
        },
        onError: (error) => options.log?.warn({ err: error }, 'search changes: listening again'),
        retryMs: 1000,
      });
      void loaded();
      return stopListening.then(() => undefined);
    },

    /** Every product matching the keyword, most relevant first, and the index version it came from. */
    async search(keyword: string): Promise<SearchAnswer & { version: number }> {
      const index = await loaded();
      return { ...index.products.search(keyword), version: index.version };
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

    /** Loads again now (after this instance changed what search reads; others hear the NOTIFY). */
    async reloadNow(): Promise<void> {
      clearTimeout(pending);
      const next = reload();
      await next;
      current = next;
    },

    async close() {
      closed = true;
      clearTimeout(pending);
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
