import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { type MessageKey, type UploadKind, uploadKindNames } from '@store/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { cleanImage } from './clean-image.ts';
import { contentTypeOf, sniffBytes, sniffKind } from './file-sniff.ts';
import type { FileStorage } from './file-storage.ts';
import { DamagedFile, stripHeicMetadata } from './heic-metadata.ts';

/**
 * Multipart forms with files (prescriptions, support issues; docs/decisions/0028). Each file is checked
 * by its content as it arrives and stored at once: a PDF streams to storage untouched; a photo (10 MB
 * at most) is read once into memory, cleaned of its metadata and stored. The text fields become the
 * request's body, which the route's schema then validates like any JSON or form body; the stored
 * files wait in `uploadsOf(request)` for the handler, and are deleted again if the request fails.
 */

export interface UploadPolicy {
  maxFiles: number;
  maxFileBytes: number;
}

export interface StoredUpload {
  key: string;
  kind: UploadKind;
  bytes: number;
}

interface RequestUploads {
  files: StoredUpload[];
  /** Set by the handler once the files belong to a saved record. */
  kept: boolean;
}

const uploads = new WeakMap<FastifyRequest, RequestUploads>();

/** The files stored for this request (none for a JSON or form body). */
export function uploadsOf(request: FastifyRequest): StoredUpload[] {
  return uploads.get(request)?.files ?? [];
}

/** The files now belong to a record: the request's end must not delete them. */
export function keepUploads(request: FastifyRequest) {
  const found = uploads.get(request);
  if (found) found.kept = true;
}

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

/** A text field of a few kilobytes at most; fields beyond ten are not a form of ours. */
const fieldLimits = { fields: 10, fieldSize: 8 * 1024, fieldNameSize: 100, headerPairs: 100 };

/**
 * Accepts multipart bodies in the calling feature's routes, and deletes the files of a request that
 * did not keep them (a refused field, a failed write) once it is answered.
 */
export async function acceptUploads(app: FastifyInstance, storage: FileStorage, policy: UploadPolicy) {
  await app.register(multipart, {
    // One more byte than allowed: a file that reaches it is too large (checked while reading).
    limits: {
      ...fieldLimits,
      files: policy.maxFiles,
      fileSize: policy.maxFileBytes + 1,
      parts: policy.maxFiles + fieldLimits.fields,
    },
    throwFileSizeLimit: false,
  });
  app.addHook('onResponse', async (request) => {
    const found = uploads.get(request);
    if (!found || found.kept || found.files.length === 0) return;
    await storage
      .delete(found.files.map((file) => file.key))
      .catch((error) => request.log.warn({ err: error }, 'could not delete the files of a refused upload'));
  });
}

/** A route's `preValidation`: reads a multipart body (files stored, fields as the body). */
export function receiveUploads(storage: FileStorage, policy: UploadPolicy) {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const received: RequestUploads = { files: [], kept: false };
    uploads.set(request, received);
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          // The first value of a repeated field wins, as in the form-urlencoded bodies.
          if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = String(part.value);
          continue;
        }
        if (!part.filename) {
          // A file input left empty: an HTML form posted without scripts sends it as a nameless,
          // empty part (docs/decisions/0033). It is no file; a nameless part with bytes still is one.
          const file = await unlessEmpty(part.file);
          if (!file) continue;
          received.files.push(
            await storeFile(file, displayName('', received.files.length + 1), storage, policy),
          );
          continue;
        }
        const name = displayName(part.filename, received.files.length + 1);
        received.files.push(await storeFile(part.file, name, storage, policy));
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') throw invalid('upload.tooMany', { max: policy.maxFiles });
      if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalid('upload.tooManyFields');
      throw error;
    }
    request.body = fields;
  };
}

/** The part's stream as it is, or null when it has no byte at all (read to its end then). */
async function unlessEmpty(file: Readable): Promise<Readable | null> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let next = await chunks.next();
  while (!next.done && next.value.length === 0) next = await chunks.next();
  if (next.done) return null;
  const first = next.value;
  return Readable.from(
    (async function* () {
      yield first;
      for (let more = await chunks.next(); !more.done; more = await chunks.next()) yield more.value;
    })(),
  );
}

/** The sender's file name, only to name the file in a message: short, and without control characters. */
function displayName(filename: string | undefined, position: number): string {
  const clean = (filename ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 80);
  return clean || `#${position}`;
}

/** The file's chunks, refusing it once it is larger than allowed. */
async function* bounded(file: AsyncIterable<Buffer>, maxBytes: number, name: string) {
  let bytes = 0;
  for await (const chunk of file) {
    bytes += chunk.length;
    if (bytes > maxBytes)
      throw invalid('upload.tooLarge', { name, megabytes: Math.round(maxBytes / (1024 * 1024)) });
    yield chunk;
  }
}

/** A PDF's last bytes must hold its end marker: a cut-off upload is refused. */
const pdfTailBytes = 1024;

async function storeFile(
  file: Readable,
  name: string,
  storage: FileStorage,
  policy: UploadPolicy,
): Promise<StoredUpload> {
  const chunks = bounded(file, policy.maxFileBytes, name)[Symbol.asyncIterator]();
  const start: Buffer[] = [];
  let startBytes = 0;
  while (startBytes < sniffBytes) {
    const next = await chunks.next();
    if (next.done) break;
    start.push(next.value);
    startBytes += next.value.length;
  }
  const head = Buffer.concat(start);
  if (head.length === 0) throw invalid('upload.empty', { name });
  const kind = sniffKind(head);
  if (!kind) {
    file.resume();
    throw invalid('upload.type', { name, types: uploadKindNames });
  }
  const now = new Date();
  const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${kind}`;
  let bytes = head.length;

  if (kind === 'pdf') {
    let tail = head.subarray(-pdfTailBytes);
    const rest = async function* () {
      yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        bytes += next.value.length;
        tail = Buffer.concat([tail, next.value]).subarray(-pdfTailBytes);
        yield next.value;
      }
    };
    await storage.put(key, Readable.from(rest()), contentTypeOf.pdf);
    if (!tail.includes('%%EOF')) {
      await storage.delete([key]);
      throw invalid('upload.damaged', { name });
    }
    return { key, kind, bytes };
  }

  // A photo: read whole (once), cleaned, stored.
  const parts: Buffer[] = [head];
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) parts.push(next.value);
  const original = Buffer.concat(parts);
  let cleaned: Buffer;
  try {
    cleaned = kind === 'heic' ? stripHeicMetadata(original) : await cleanImage(original, kind);
  } catch (error) {
    if (error instanceof DamagedFile) throw invalid('upload.damaged', { name });
    throw error;
  }
  bytes = cleaned.length;
  await storage.put(key, cleaned, contentTypeOf[kind]);
  return { key, kind, bytes };
}
