import type { StorageConfig } from '../config.ts';
import { createLocalStorage, type FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The storage STORAGE_URL names: an S3-compatible store, or (unset) the folder under DATA_DIR. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 'local' ? createLocalStorage(config.dir) : createS3Storage(config);
}
