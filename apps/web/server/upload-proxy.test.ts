import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ByteLimit, returnPhotosRoute, uploadBodyLimit } from './upload-proxy.ts';

async function through(chunks: Buffer[], limit: number) {
  const counter = new ByteLimit(limit);
  const passed: Buffer[] = [];
  counter.on('data', (chunk: Buffer) => passed.push(chunk));
  await new Promise<void>((resolve, reject) => {
    counter.on('end', resolve);
    counter.on('error', reject);
    Readable.from(chunks).pipe(counter);
  });
  return { counter, passed: Buffer.concat(passed) };
}

describe('the upload route', () => {
  it('takes what the API takes: its files and the text fields', () => {
    expect(uploadBodyLimit({ maxFiles: 3, maxFileBytes: 10 * 1024 * 1024 })).toBe(
      30 * 1024 * 1024 + 256 * 1024,
    );
  });

  it('passes a body up to the limit as it streams, and cuts one that goes over', async () => {
    const small = await through([Buffer.alloc(4, 1), Buffer.alloc(6, 2)], 10);
    expect(small.counter.over).toBe(false);
    expect(small.passed.length).toBe(10);
    const large = await through(
      [Buffer.alloc(4, 1), Buffer.alloc(6, 2), Buffer.alloc(1, 3), Buffer.alloc(50, 4)],
      10,
    );
    expect(large.counter.over).toBe(true);
    expect(large.passed.length).toBe(10);
  });

  it("sends a return's photos to its order's return, the ids digits only, and back to the order", () => {
    expect(returnPhotosRoute({ order: '12', return: '3' })).toEqual({
      target: 'return-photos',
      api: '/api/orders/12/returns/3/photos',
      form: 'order-info/12',
    });
    for (const query of [{}, { order: '12' }, { order: '0', return: '3' }, { order: '1/../2', return: '3' }])
      expect(returnPhotosRoute(query)).toBeNull();
  });
});
