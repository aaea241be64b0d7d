import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Writes products' search text (their names in every language and their brand's, folded) and adds
 * its words to those search knows (the spelling suggestions). After a product's names or its brand
 * change: the in-memory index follows the tables' triggers on its own.
 */
export async function refreshSearchText(tx: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  const ids = sql`${`{${productIds.join(',')}}`}::int[]`;
  await tx.execute(sql`
    update products p set search_text = store_normalize(concat_ws(' ',
      (select string_agg(name, ' ') from product_translations where owner_id = p.id),
      (select string_agg(name, ' ') from brand_translations where owner_id = p.brand_id)))
    where p.id = any(${ids})`);
  await tx.execute(sql`
    insert into search_words (word)
    select distinct word from products, unnest(string_to_array(search_text, ' ')) as word
    where products.id = any(${ids}) and word <> ''
    on conflict do nothing`);
}
