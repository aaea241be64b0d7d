import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint.server.ts';

/** Writes `chunks` as bytes through the rewrite and returns what comes out, as text. */
async function rewrite(chunks: Buffer[]) {
  const source = new PassThrough();
  const out = source.pipe(scriptsAfterPaint());
  const parts: Buffer[] = [];
  out.on('data', (part: Buffer) => parts.push(Buffer.from(part)));
  const ended = new Promise((done) => out.on('end', done));
  for (const chunk of chunks) source.write(chunk);
  source.end();
  await ended;
  return Buffer.concat(parts).toString('utf8');
}

const page =
  '<html lang="ar"><head><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="stylesheet" href="/assets/b.css"/><link rel="modulepreload" href="/assets/c.js"/>' +
  '</head><body>صيدلية النيل<script nonce="n0nce">window.x=1</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/a.js";</script>' +
  '</body></html>';
const expected = page
  .replaceAll('<link rel="modulepreload"', '<link data-preload-after-paint')
  .replace('type="module" async=""', 'type="text/plain" data-module-after-paint=""');

describe('scripts held until the largest picture has painted', () => {
  it('renames every modulepreload link and the module script, and nothing else', async () => {
    expect(await rewrite([Buffer.from(page)])).toBe(expected);
  });

  it('gives the same page however the writes cut the tags and the Arabic letters', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const result = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(result, `cut at byte ${cut}`).toBe(expected);
    }
    const oneByteAtATime = Array.from(bytes, (byte) => Buffer.from([byte]));
    expect(await rewrite(oneByteAtATime)).toBe(expected);
  });

  it('passes each complete part on at once, holding back only a possible tag start', async () => {
    const source = new PassThrough();
    const out = source.pipe(scriptsAfterPaint());
    const first = new Promise<Buffer>((done) => out.once('data', done));
    source.write('<body>shell<link rel="module');
    expect((await first).toString()).toBe('<body>shell');
    source.end();
  });
});
