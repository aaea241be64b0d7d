import { sameGtin } from '@store/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import type { KnownProduct } from './stock-import-rules.ts';

/**
 * Products by the codes a pharmacy system or a scanner names them with (decisions 0052, 0053): the
 * product's SKU, else one of its barcodes (a GTIN-14 matches the EAN-13 on the shelf), else the
 * store's product number. One query for all of them: an import's whole file, or the console's search.
 */
export async function productsByCode(db: Db, codes: Iterable<string>): Promise<Map<string, KnownProduct>> {
  const wanted = [...new Set(codes)].filter((code) => code !== '');
  if (wanted.length === 0) return new Map();
  const ids = wanted.filter((code) => /^\d{1,9}$/.test(code)).map(Number);
  // Barcodes as stored may be 8 to 14 digits: each typed GTIN in the lengths it may be kept in.
  const gtins = wanted.filter((code) => /^\d{8,14}$/.test(code)).flatMap((code) => gtinSpellings(code));
  const rows = await queryRows<{ id: number; weighted: boolean; sku: string | null; barcodes: string[] }>(
    db,
    sql`select id, weighted, sku, barcodes from products
      where sku = any(${pgTextArray(wanted)}::text[])
        or barcodes && ${pgTextArray(gtins)}::text[]
        or id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const bySku = new Map(rows.filter((row) => row.sku !== null).map((row) => [row.sku!, row]));
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const found = new Map<string, KnownProduct>();
  for (const code of wanted) {
    const row =
      bySku.get(code) ??
      (/^\d{8,14}$/.test(code)
        ? rows.find((candidate) => candidate.barcodes.some((barcode) => sameGtin(barcode, code)))
        : undefined) ??
      byId.get(code);
    if (row) found.set(code, { id: row.id, weighted: row.weighted });
  }
  return found;
}

/** A GTIN in every length a barcode column may hold it (leading zeros dropped or added). */
function gtinSpellings(code: string): string[] {
  const bare = code.replace(/^0+/, '');
  return [8, 12, 13, 14]
    .filter((length) => bare.length <= length)
    .map((length) => bare.padStart(length, '0'));
}

/** A PostgreSQL text[] literal, each element quoted. */
const pgTextArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
