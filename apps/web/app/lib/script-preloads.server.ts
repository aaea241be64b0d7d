import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { preloadAfterPaintAttribute } from './script-preloads.ts';

const preloadTag = '<link rel="modulepreload"';
const heldTag = `<link ${preloadAfterPaintAttribute}`;

/**
 * Renames React Router's `modulepreload` links as the page streams out, so the browser does not
 * fetch them before the first paint; `preloadAfterPaintScript` (script-preloads.ts) restores them
 * then. A tag split across two writes is held back until the next write completes it.
 */
export function preloadsAfterPaint(): Transform {
  // Decodes across writes, so an Arabic letter split between two writes stays whole.
  const decoder = new StringDecoder('utf8');
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      // Keep a tail that could be the start of a tag finished by the next write.
      const keep = partialTagLength(text);
      carry = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep).replaceAll(preloadTag, heldTag));
    },
    flush(done) {
      done(null, (carry + decoder.end()).replaceAll(preloadTag, heldTag));
    },
  });
}

/** How many characters at the end of `text` begin `preloadTag` without completing it. */
function partialTagLength(text: string): number {
  for (let length = Math.min(preloadTag.length - 1, text.length); length > 0; length--) {
    if (preloadTag.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
