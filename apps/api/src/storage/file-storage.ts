import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (docs/decisions/0028): a folder on this machine, or an S3-compatible object
 * store for stores with several app instances. Keys are the store's own (`uploads/2026/11/<uuid>.jpg`),
 * never a name a customer chose. Files go in as streams, so a large one is not held in memory here.
 */
export interface FileStorage {
  /** Stores the bytes under the key; on failure nothing is left under it. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The file's bytes and size, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; bytes: number } | null>;
  /** Removes the files; keys without a file are fine (deleting twice is harmless). */
  delete(keys: readonly string[]): Promise<void>;
  /** Where the files are, for the log. */
  readonly description: string;
}

const keyPattern = /^[a-z0-9][a-z0-9/_.-]{0,199}$/;

/** A key as the store makes them: no `..`, no absolute path, nothing to climb out of the folder with. */
export function checkKey(key: string): string {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files in a folder (DATA_DIR/uploads by default), written to a temporary name and renamed when complete. */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = join(base, checkKey(key));
    if (!path.startsWith(base + sep)) throw new Error('storage key outside the folder');
    return path;
  };
  return {
    description: `folder ${base}`,
    async put(key, body, _contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial-${process.pid}-${Date.now()}`;
      try {
        await pipeline(Buffer.isBuffer(body) ? [body] : body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return { body: createReadStream(path), bytes: found.size };
    },
    async delete(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
    },
  };
}
