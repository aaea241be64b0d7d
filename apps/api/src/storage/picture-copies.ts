import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { cleanImage } from './clean-image.ts';
import { contentTypeOf, sniffKind } from './file-sniff.ts';
import type { FileStorage } from './file-storage.ts';
import { DamagedFile } from './heic-metadata.ts';

/** The formats a shop picture may be uploaded in (a HEIC or a PDF is a document, not a product photo). */
export type PictureKind = 'jpeg' | 'png' | 'webp';

export interface StoredPicture {
  /** The cleaned original's key; its WebP copies are at `pictureCopyKey(key, size)`. */
  key: string;
  kind: PictureKind;
  width: number;
  height: number;
  bytes: number;
}

/** Why a picture was refused: not a picture of ours, not decodable, or smaller than `minSide`. */
export class PictureRefused extends Error {
  constructor(readonly reason: 'type' | 'damaged' | 'tooSmall') {
    super(`picture refused: ${reason}`);
  }
}

/** Where the `size`-pixel WebP copy of a stored picture is. */
export const pictureCopyKey = (key: string, size: number) => key.replace(/\.[a-z]+$/, `-${size}.webp`);

/**
 * Stores a shop picture (docs/decisions/0070): its kind judged by its bytes, decoded and written again
 * without metadata (`cleanImage`: upright, at most 2,560 px, no camera data or position), then one WebP
 * copy per size, fitted inside a `size` square, never enlarged. Every file is written or none is.
 * The copies are made here, once, rather than on request: a page of 24 cards would otherwise resize 24
 * pictures on the first visit after each upload, and several instances would each do it.
 */
export async function storePicture(
  storage: FileStorage,
  input: Buffer,
  options: {
    folder: string;
    sizes: readonly number[];
    minSide: number;
    /**
     * Called with the key before any file is written: the caller arranges for the files to be
     * collected should it never record them (the process dies between the files and their row).
     */
    reserve?: (key: string) => Promise<unknown>;
  },
): Promise<StoredPicture> {
  const kind = sniffKind(input);
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') throw new PictureRefused('type');
  let cleaned: Buffer;
  try {
    cleaned = await cleanImage(input, kind);
  } catch (error) {
    if (error instanceof DamagedFile) throw new PictureRefused('damaged');
    throw error;
  }
  const { width = 0, height = 0 } = await sharp(cleaned).metadata();
  if (width < options.minSide || height < options.minSide) throw new PictureRefused('tooSmall');
  const copies = await Promise.all(
    options.sizes.map(async (size) => ({
      size,
      bytes: await sharp(cleaned)
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
  const now = new Date();
  const key = `${options.folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${kind}`;
  await options.reserve?.(key);
  const written: string[] = [];
  try {
    await storage.put(key, cleaned, contentTypeOf[kind]);
    written.push(key);
    for (const copy of copies) {
      const copyKey = pictureCopyKey(key, copy.size);
      await storage.put(copyKey, copy.bytes, 'image/webp');
      written.push(copyKey);
    }
  } catch (error) {
    await storage.delete(written);
    throw error;
  }
  return { key, kind, width, height, bytes: cleaned.length };
}

/** Every file of a stored picture: the original and its copies. */
export const pictureKeys = (key: string, sizes: readonly number[]) => [
  key,
  ...sizes.map((size) => pictureCopyKey(key, size)),
];
