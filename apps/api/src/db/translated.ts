import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The join condition that picks an owner's translation row in the request's language: the one way
 * queries read translated text (no `name_en`/`name_ar` juggling).
 */
export function inLang(
  translation: { ownerId: AnyPgColumn; lang: AnyPgColumn },
  owner: AnyPgColumn,
  lang: string,
): SQL {
  return and(eq(translation.ownerId, owner), eq(translation.lang, lang))!;
}
