import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3StorageOf } from '../config.ts';
import { createFileStorage } from './create-storage.ts';
import { createLocalStorage, type FileStorage } from './file-storage.ts';

/**
 * Both storages through the same contract: the folder, and the S3 adapter against a real S3-compatible
 * server (s3rver, started here in this process on a free port, speaking the S3 HTTP API over the network
 * stack: signatures, multipart uploads, batch deletes).
 */

let folder: string;
let s3Folder: string;
let server: S3rver;
let s3Url: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'storage-test-'));
  s3Folder = await mkdtemp(join(tmpdir(), 's3rver-test-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = await server.run();
  s3Url = `s3://S3RVER:S3RVER@127.0.0.1:${port}/uploads?region=us-east-1&tls=false`;
});
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(s3Folder, { recursive: true, force: true });
});

async function read(storage: FileStorage, key: string) {
  const found = await storage.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return { bytes: found.bytes, data: Buffer.concat(chunks) };
}

const storages: [string, () => FileStorage][] = [
  ['a folder', () => createLocalStorage(folder)],
  ['an S3-compatible store', () => createFileStorage(s3StorageOf(s3Url))],
];

describe.each(storages)('files in %s', (_name, make) => {
  it('are stored from buffers and from streams of unknown length, read back, and deleted', async () => {
    const storage = make();
    await storage.put('uploads/2026/11/a.jpg', Buffer.from('small file'), 'image/jpeg');
    // 11 MB in uneven chunks: several parts of a multipart upload on S3.
    const large = Buffer.alloc(11 * 1024 * 1024 + 123, 7);
    const chunks = [large.subarray(0, 1000), large.subarray(1000, 6_000_000), large.subarray(6_000_000)];
    await storage.put('uploads/2026/11/b.pdf', Readable.from(chunks), 'application/pdf');
    expect(await read(storage, 'uploads/2026/11/a.jpg')).toEqual({
      bytes: 10,
      data: Buffer.from('small file'),
    });
    const back = await read(storage, 'uploads/2026/11/b.pdf');
    expect(back?.bytes).toBe(large.length);
    expect(back?.data.equals(large)).toBe(true);
    await storage.delete(['uploads/2026/11/a.jpg', 'uploads/2026/11/b.pdf', 'uploads/2026/11/never.jpg']);
    expect(await read(storage, 'uploads/2026/11/a.jpg')).toBeNull();
    expect(await read(storage, 'uploads/2026/11/b.pdf')).toBeNull();
  });

  it('leave nothing behind when the stream fails, and refuse keys that climb out', async () => {
    const storage = make();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(100_000, 1);
        throw new Error('the client went away');
      })(),
    );
    await expect(storage.put('uploads/2026/11/c.pdf', failing, 'application/pdf')).rejects.toThrow();
    expect(await read(storage, 'uploads/2026/11/c.pdf')).toBeNull();
    for (const key of ['../etc/passwd', '/etc/passwd', 'uploads/../../x', 'Uploads/A.jpg', 'uploads//x'])
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /not a storage key/,
      );
  });
});

describe('STORAGE_URL', () => {
  it('names the endpoint, bucket, region and keys of an S3-compatible store', () => {
    expect(s3StorageOf('s3://AKIA%2F1:se%2Bcret@r2.example.com/prescriptions?region=auto')).toEqual({
      kind: 's3',
      endpoint: 'https://r2.example.com',
      bucket: 'prescriptions',
      region: 'auto',
      credentials: { accessKeyId: 'AKIA/1', secretAccessKey: 'se+cret' },
    });
    expect(s3StorageOf('s3://minio:9000/b?tls=false')).toMatchObject({
      endpoint: 'http://minio:9000',
      credentials: null,
    });
  });
});
