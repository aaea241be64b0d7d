import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { htmlCompression } from './html-compression.server.ts';

async function compress(encoding: string, chunks: string[]) {
  const compression = htmlCompression(encoding)!;
  const source = new PassThrough();
  const stream = source.pipe(compression.stream());
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((done) => stream.on('end', done));
  for (const chunk of chunks) source.write(chunk);
  source.end();
  await ended;
  return { encoding: compression.encoding, body: Buffer.concat(parts) };
}

describe('page compression', () => {
  it('sends gzip when accepted, even where Brotli is too, and honours q=0', () => {
    expect(htmlCompression('gzip, deflate, br, zstd')?.encoding).toBe('gzip');
    expect(htmlCompression('br;q=1, gzip;q=0.5')?.encoding).toBe('gzip');
    expect(htmlCompression('*')?.encoding).toBe('gzip');
    expect(htmlCompression('br')).toBeUndefined();
    expect(htmlCompression('identity')).toBeUndefined();
    expect(htmlCompression('*;q=0')).toBeUndefined();
    expect(htmlCompression('gzip;q=0')).toBeUndefined();
    expect(htmlCompression(null)).toBeUndefined();
  });

  it('sends the same page, compressed, whatever the chunks', async () => {
    const chunks = ['<!DOCTYPE html><html lang="ar">', '<body>صيدلية النيل</body>', '</html>'];
    const gzip = await compress('gzip', chunks);
    expect(gunzipSync(gzip.body).toString()).toBe(chunks.join(''));
  });

  it('flushes every write, so streamed parts are not held back', async () => {
    const compression = htmlCompression('gzip')!;
    const stream = compression.stream();
    const first = new Promise<Buffer>((done) => stream.once('data', done));
    stream.write('<html><body>shell');
    // The compressed shell arrives before the stream ends.
    expect(gunzipSync(Buffer.concat([await first]), { finishFlush: 2 }).toString()).toBe('<html><body>shell');
    stream.end();
  });
});
