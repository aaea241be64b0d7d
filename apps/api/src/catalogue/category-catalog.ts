import {
  type CategoryNode,
  type CategoryRef,
  type Lang,
  languages,
  taxonomyPicturePath,
} from '@store/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, categoryTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { mediaPath } from './media-paths.ts';
import { TtlCache } from './ttl-cache.ts';

export interface CategoryIndex {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
}

/**
 * The category tree is small (hundreds of rows) and read by nearly every catalogue answer (menus,
 * breadcrumbs, 'name-id' strings), so it is kept in memory per language and reloaded after a minute,
 * or at once when staff edit a category (`forget`). Hidden categories, and everything under them,
 * are not in it: customers never see them (docs/decisions/0071).
 */
export class CategoryCatalog {
  /** One index per language (a failed load is not kept; callers during a load share it). */
  private readonly cache: TtlCache<CategoryIndex>;

  constructor(
    private readonly db: Db,
    ttlMs = 60_000,
  ) {
    this.cache = new TtlCache(ttlMs, languages.length);
  }

  get(lang: Lang): Promise<CategoryIndex> {
    return this.cache.get(lang, () => this.load(lang));
  }

  /** Read the tree again on next use: staff edited a category (docs/decisions/0071). */
  forget() {
    this.cache.clear();
  }

  private async load(lang: Lang): Promise<CategoryIndex> {
    const rows = await this.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        level: categories.level,
        name: categoryTranslations.name,
        pictureKey: categories.pictureKey,
      })
      .from(categories)
      .innerJoin(categoryTranslations, inLang(categoryTranslations, categories.id, lang))
      .where(eq(categories.hidden, false))
      .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
    const byId = new Map<number, CategoryNode>();
    const roots: CategoryNode[] = [];
    for (const { pictureKey, ...row } of rows) {
      // An uploaded picture (docs/decisions/0083), else the one drawn for the demo.
      const image =
        pictureKey === null
          ? mediaPath.category(row.id)
          : taxonomyPicturePath('category', row.id, pictureKey);
      const node: CategoryNode = { ...row, image, children: [] };
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      // Under a hidden category (left out above): hidden with it.
      if (row.parentId !== null && !parent) continue;
      byId.set(row.id, node);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return { roots, byId };
  }
}

export function categoryRef(node: CategoryNode, count?: number): CategoryRef {
  const ref: CategoryRef = { id: node.id, name: node.name, level: node.level, image: node.image };
  if (count !== undefined) ref.count = count;
  return ref;
}

/** The node's ancestors from level 1 down, itself included. */
export function categoryPath(index: CategoryIndex, id: number): CategoryNode[] {
  const path: CategoryNode[] = [];
  for (
    let node = index.byId.get(id);
    node;
    node = node.parentId === null ? undefined : index.byId.get(node.parentId)
  ) {
    path.unshift(node);
  }
  return path;
}

/** Level-3 descendants of a node (the node itself when it is level 3). */
export function level3Under(node: CategoryNode): CategoryNode[] {
  if (node.level === 3) return [node];
  return node.children.flatMap(level3Under);
}

/** The popular categories grid's, in the console's order (docs/decisions/0086; null sorts last). */
export async function featuredCategoryIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.featured, true))
    .orderBy(asc(categories.featuredSort), asc(categories.level), asc(categories.sort), asc(categories.id));
  return rows.map((row) => row.id);
}
