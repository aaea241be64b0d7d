/**
 * A PGlite data directory dump (an uncompressed tar, `dumpDataDir('none')`) without the write-ahead
 * log segments a database opened from it never reads: those before the last checkpoint's redo
 * segment (already applied) and those after the current one (made ahead of time, empty; PostgreSQL
 * makes one again when it needs it). Each is 16 MB, and the seeded store's dump held two of them:
 * half of what every test's store copied and unpacked (docs/decisions/0023).
 *
 * `keep` is the first and last segment to keep, as `pg_walfile_name` names them (24 hex digits of
 * one timeline, so that they sort by name).
 */
export function withoutSpareWalSegments(
  tar: Uint8Array,
  keep: { redo: string; current: string },
): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + blockSize <= tar.length) {
    const header = tar.subarray(offset, offset + blockSize);
    // Two zero blocks end the archive; the rest is copied as it is.
    if (header.every((byte) => byte === 0)) {
      kept.push(tar.subarray(offset));
      break;
    }
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    const entryLength = blockSize + Math.ceil(size / blockSize) * blockSize;
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const segment = walSegment.exec(name)?.[1];
    const spare = segment !== undefined && (segment < keep.redo || segment > keep.current);
    if (!spare) kept.push(tar.subarray(offset, offset + entryLength));
    offset += entryLength;
  }
  return Buffer.concat(kept);
}

const blockSize = 512;
const walSegment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

function text(header: Uint8Array, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}
