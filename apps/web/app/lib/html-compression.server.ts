import type { Transform } from 'node:stream';
import { constants, createGzip } from 'node:zlib';

/**
 * Gzip for the page when the browser accepts it, flushed after every write so the streamed parts of
 * a page still reach the browser as soon as React sends them. The HTML of a page is 100-200 KB, about
 * 23 KB compressed.
 *
 * Not Brotli, though it is 3 KB smaller on the home page: Chromium held the first paint of a
 * flushed Brotli page back until about 1.3 s in 5 of 6 Lighthouse runs, however early the document
 * had arrived (DOMContentLoaded at 0.2-0.3 s); gzip and identity paint at 0.23-0.27 s in every run
 * (docs/benchmarks.md, "Web"). Scripts and styles, sent whole from disk, keep their Brotli copies.
 */
export function htmlCompression(
  acceptEncoding: string | null,
): { encoding: 'gzip'; stream: () => Transform } | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name.trim(), quality ? Number(quality.slice(2)) || 0 : 1);
  }
  const gzip = accepted.get('gzip') ?? accepted.get('*') ?? 0;
  if (gzip <= 0) return undefined;
  return { encoding: 'gzip', stream: () => createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 }) };
}
