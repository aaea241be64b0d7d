import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestStore } from '../test/build.ts';

/** Files for the upload tests (not a test file itself): real pictures with camera and GPS data, PDFs, HEIC. */

/** A camera's EXIF: maker, model and a GPS position (Cairo), all of which must not survive an upload. */
const cameraExif = {
  IFD0: { Make: 'PhoneMakerX', Model: 'CameraModelY', Software: 'SecretSoftware' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '30/1 2/1 4/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '31/1 14/1 9/1',
  },
};
/** Words of that EXIF, searched for in the stored bytes. */
export const exifMarkers = ['PhoneMakerX', 'CameraModelY', 'SecretSoftware', 'Exif'];

/** A noisy photo (so it compresses like a real one) of about `width` x `height`, with camera EXIF. */
export async function photo(kind: 'jpeg' | 'png' | 'webp', width = 640, height = 480): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif(cameraExif);
  if (kind === 'png') return image.png().toBuffer();
  if (kind === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}

/** A JPEG of roughly `bytes` (noise at quality 90 takes about 0.8 bytes a pixel). */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt(bytes / 0.8));
  return photo('jpeg', side, side);
}

export function pdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${extra}trailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
const fullBox = (type: string, version: number, ...content: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...content);
const u16 = (n: number) => Buffer.from([n >> 8, n & 255]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A small HEIC file as iPhones lay them out: `ftyp` (heic), `meta` with the item table (`iinf`: the
 * picture, an `Exif` item, an XMP `mime` item) and locations (`iloc`, file offsets), then `mdat` with
 * the three items' bytes. The picture's bytes are a stand-in (HEVC cannot be encoded here), which
 * the metadata stripping never reads.
 */
export function heic(): { file: Buffer; picture: Buffer } {
  const picture = Buffer.from('HEVC-PICTURE-DATA-'.repeat(20));
  const exif = Buffer.concat([
    u32(0),
    Buffer.from('Exif\0\0MM\0*PhoneMakerX CameraModelY GPS 30.0344N 31.2357E'),
  ]);
  const xmp = Buffer.from('<x:xmpmeta><rdf:RDF>SecretSoftware GPSLatitude 30.0344</rdf:RDF></x:xmpmeta>');
  const infe = (id: number, type: string, extra = Buffer.alloc(0)) =>
    fullBox('infe', 2, u16(id), u16(0), Buffer.from(type, 'latin1'), Buffer.from('\0'), extra);
  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  const build = (offsets: number[]) => {
    const iinf = fullBox(
      'iinf',
      0,
      u16(3),
      infe(1, 'hvc1'),
      infe(2, 'Exif'),
      infe(3, 'mime', Buffer.from('application/rdf+xml\0')),
    );
    const lengths = [picture.length, exif.length, xmp.length];
    const entries = [1, 2, 3].map((id, index) =>
      Buffer.concat([u16(id), u16(0), u16(1), u32(offsets[index]!), u32(lengths[index]!)]),
    );
    const iloc = fullBox('iloc', 0, Buffer.from([0x44, 0x00]), u16(3), ...entries);
    const meta = fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), Buffer.from('pict'), Buffer.alloc(13)),
      iinf,
      iloc,
    );
    return Buffer.concat([ftyp, meta, box('mdat', picture, exif, xmp)]);
  };
  // The offsets depend on the header's length, which does not depend on them: build twice.
  const start = build([0, 0, 0]).length - (picture.length + exif.length + xmp.length);
  const file = build([start, start + picture.length, start + picture.length + exif.length]);
  return { file, picture };
}

export interface FormFile {
  filename: string;
  contentType?: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body: the fields, then the files as `attachments[i]`. */
export function multipartForm(fields: Record<string, string | number>, files: FormFile[]) {
  const boundary = `----store-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [index, file] of files.entries()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? `attachments[${index}]`}"; filename="${file.filename}"\r\n` +
          `content-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart form as the holder of `token` (a customer). */
export function postForm(
  store: TestStore,
  token: string,
  url: string,
  fields: Record<string, string | number>,
  files: FormFile[],
  lang: 'en' | 'ar' = 'en',
) {
  const form = multipartForm(fields, files);
  return store.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}`, 'content-language': lang },
    payload: form.payload,
  });
}

/** A stored file read back through the storage (not the link): what really lies on disk or in S3. */
export async function storedBytes(store: TestStore, key: string): Promise<Buffer | null> {
  const found = await store.app.files.storage.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
