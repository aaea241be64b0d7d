/**
 * HEIC photos (iPhones) carry the camera's data and often the GPS position in an `Exif` item, and may
 * carry XMP in a `mime` item. The store's image library cannot decode HEIC (its HEVC decoder is not
 * shipped, for patent reasons), so the photo cannot be re-encoded: instead those items' bytes are
 * overwritten with zeros where they lie, at the byte level, and nothing else moves (every offset in
 * the file stays valid, the picture is untouched). The box structure is checked on the way: a
 * truncated or malformed file is refused as damaged.
 */

export class DamagedFile extends Error {}

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after size, type and a large size). */
  body: number;
  end: number;
}

function boxes(file: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) throw new DamagedFile('a box header is cut off');
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) throw new DamagedFile('a large box header is cut off');
      size = Number(file.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at || at + size > to) throw new DamagedFile(`box ${type} runs past its end`);
    found.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return found;
}

/** Reads big-endian unsigned integers of 0, 2, 4 or 8 bytes, checking the bounds. */
function reader(file: Buffer, start: number, end: number) {
  let at = start;
  return {
    read(bytes: number): number {
      if (at + bytes > end) throw new DamagedFile('a field runs past its box');
      let value = 0;
      for (let index = 0; index < bytes; index++) value = value * 256 + file[at + index]!;
      at += bytes;
      return value;
    },
    get at() {
      return at;
    },
    skip(bytes: number) {
      at += bytes;
    },
  };
}

/** The ids of the items that hold metadata: `Exif`, and `mime` items of XML (XMP). */
function metadataItems(file: Buffer, iinf: Box): Set<number> {
  const version = file[iinf.body]!;
  const entries = boxes(file, iinf.body + 4 + (version === 0 ? 2 : 4), iinf.end);
  const ids = new Set<number>();
  for (const infe of entries.filter((box) => box.type === 'infe')) {
    const infeVersion = file[infe.body]!;
    if (infeVersion < 2) continue;
    const fields = reader(file, infe.body + 4, infe.end);
    const id = fields.read(infeVersion === 2 ? 2 : 4);
    fields.skip(2);
    const itemType = file.toString('latin1', fields.at, fields.at + 4);
    const rest = file.toString('latin1', fields.at + 4, infe.end);
    if (itemType === 'Exif' || (itemType === 'mime' && /xml/i.test(rest))) ids.add(id);
  }
  return ids;
}

/** Returns the file with the bytes of its metadata items zeroed (the buffer is changed in place). */
export function stripHeicMetadata(file: Buffer): Buffer {
  const top = boxes(file, 0, file.length);
  const meta = top.find((box) => box.type === 'meta');
  if (top[0]?.type !== 'ftyp' || !meta) throw new DamagedFile('not an HEIF file');
  const children = boxes(file, meta.body + 4, meta.end);
  const iinf = children.find((box) => box.type === 'iinf');
  const iloc = children.find((box) => box.type === 'iloc');
  if (!iinf || !iloc) throw new DamagedFile('an HEIF file without its item tables');
  const idat = children.find((box) => box.type === 'idat');
  const wanted = metadataItems(file, iinf);

  const version = file[iloc.body]!;
  const fields = reader(file, iloc.body + 4, iloc.end);
  const sizes = fields.read(1);
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 15;
  const more = fields.read(1);
  const baseOffsetSize = more >> 4;
  const indexSize = version === 0 ? 0 : more & 15;
  const itemCount = fields.read(version < 2 ? 2 : 4);
  for (let item = 0; item < itemCount; item++) {
    const id = fields.read(version < 2 ? 2 : 4);
    const method = version === 0 ? 0 : fields.read(2) & 15;
    fields.read(2);
    const baseOffset = fields.read(baseOffsetSize);
    const extentCount = fields.read(2);
    for (let extent = 0; extent < extentCount; extent++) {
      fields.read(indexSize);
      const offset = fields.read(offsetSize);
      const length = fields.read(lengthSize);
      if (!wanted.has(id)) continue;
      // Construction method 0: offsets in the file; 1: in the `idat` box; 2 (item references) holds no bytes of its own.
      if (method === 2) continue;
      const origin = method === 1 ? (idat?.body ?? -1) : 0;
      const limit = method === 1 ? (idat?.end ?? -1) : file.length;
      const from = origin + baseOffset + offset;
      const to = length === 0 ? limit : from + length;
      if (origin < 0 || from < 0 || to > limit || from > to)
        throw new DamagedFile('metadata outside the file');
      file.fill(0, from, to);
    }
  }
  return file;
}
