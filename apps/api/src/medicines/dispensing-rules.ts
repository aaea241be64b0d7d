import { type Gs1Pack, type MessageParams, parseGs1, type ServerMessageKey, sameGtin } from '@store/contract';

/** A pack that may go out with its line: read, the line's product, with its serial and expiry. */
export type PackVerdict =
  | { ok: true; pack: Gs1Pack & { serial: string; expiry: string } }
  | { ok: false; key: ServerMessageKey; params?: MessageParams };

/**
 * Whether a scanned code is a pack this line may take (docs/decisions/0066): a readable GS1 code of
 * the line's product (one of its barcodes, a GTIN-14 matching its EAN-13), with a serial and an expiry
 * not before `today` (the store's day), while the line still needs packs. Whether the serial went out
 * before is the database's to say (one row per GTIN and serial).
 */
export function judgePack(
  code: string,
  line: {
    productName: string;
    barcodes: readonly string[];
    scanned: number;
    needed: number;
    /** The product's batches recalled at any branch (docs/decisions/0075): never dispensed. */
    recalledBatches?: readonly string[];
  },
  today: string,
): PackVerdict {
  const read = parseGs1(code);
  if (!read.ok) return { ok: false, key: `gs1.${read.problem}` };
  const { pack } = read;
  if (!line.barcodes.some((barcode) => sameGtin(barcode, pack.gtin)))
    return { ok: false, key: 'dispensing.wrongProduct', params: { name: line.productName } };
  if (pack.serial === null) return { ok: false, key: 'dispensing.noSerial' };
  if (pack.expiry === null) return { ok: false, key: 'dispensing.noExpiry' };
  if (pack.expiry < today) return { ok: false, key: 'dispensing.expired', params: { date: pack.expiry } };
  if (pack.batch !== null && line.recalledBatches?.includes(pack.batch))
    return { ok: false, key: 'dispensing.recalled', params: { batch: pack.batch } };
  if (line.scanned >= line.needed)
    return { ok: false, key: 'dispensing.allScanned', params: { name: line.productName } };
  return { ok: true, pack: { ...pack, serial: pack.serial, expiry: pack.expiry } };
}
