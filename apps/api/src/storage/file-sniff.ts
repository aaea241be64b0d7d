import type { UploadKind } from '@store/contract';

/**
 * What a file is, from its first bytes: the name and the declared type are the sender's word, the
 * content is not. Only the five kinds a prescription can be (JPEG, PNG, WebP, HEIC, PDF) are told
 * apart; anything else is null. A small sniffer rather than the `file-type` package: its current
 * major needs Node 22 and the store runs on Node 20, and five signatures are a few lines.
 */

/** Enough of the file's start for every signature here (HEIC's brands come within the first box). */
export const sniffBytes = 64;

const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

export function sniffKind(head: Uint8Array): UploadKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (head.length >= 16 && ascii(head, 4, 8) === 'ftyp') {
    // An ISO box: size, 'ftyp', the major brand, a version, then compatible brands to the box's end.
    const boxEnd = Math.min(new DataView(head.buffer, head.byteOffset).getUint32(0), head.length);
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
    if (brands.some((brand) => heicBrands.has(brand))) return 'heic';
  }
  return null;
}

/** The content type a kind is stored and served with. */
export const contentTypeOf: Readonly<Record<UploadKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
};
