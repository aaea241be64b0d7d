import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * Brotli or gzip for the page, whichever the browser accepts (Brotli first), flushed after every
 * write so the streamed parts of a page still reach the browser as soon as React sends them. The
 * HTML of a page is 100-200 KB, a fifth of that compressed.
 */
export function htmlCompression(
  acceptEncoding: string | null,
): { encoding: 'br' | 'gzip'; stream: () => Transform } | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name.trim(), quality ? Number(quality.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br'))
    return {
      encoding: 'br',
      stream: () =>
        createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
    };
  if (allows('gzip'))
    return { encoding: 'gzip', stream: () => createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 }) };
  return undefined;
}
