import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { moduleAfterPaintAttribute, preloadAfterPaintAttribute } from './scripts-after-paint.ts';

/**
 * What is renamed: React Router's preloads, and its module script (the only `type="module" async`
 * of the page; a product's text never contains it raw: React escapes the quotes of what it renders
 * and the streamed data is JSON inside a string).
 */
const renames: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', `<link ${preloadAfterPaintAttribute}`],
  ['type="module" async=""', `type="text/plain" ${moduleAfterPaintAttribute}=""`],
];

/**
 * Renames React Router's `modulepreload` links and its module script as the page streams out, so
 * the browser neither fetches nor runs them before the page's largest picture has painted;
 * `scriptsAfterPaintScript` (scripts-after-paint.ts) restores them then. A tag split across two
 * writes is held back until the next write completes it.
 */
export function scriptsAfterPaint(): Transform {
  // Decodes across writes, so an Arabic letter split between two writes stays whole.
  const decoder = new StringDecoder('utf8');
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      // Keep a tail that could be the start of a renamed text finished by the next write.
      const keep = partialLength(text);
      carry = text.slice(text.length - keep);
      done(null, rename(text.slice(0, text.length - keep)));
    },
    flush(done) {
      done(null, rename(carry + decoder.end()));
    },
  });
}

function rename(text: string): string {
  return renames.reduce((renamed, [from, to]) => renamed.replaceAll(from, to), text);
}

/** How many characters at the end of `text` begin one of the renamed texts without completing it. */
function partialLength(text: string): number {
  let longest = 0;
  for (const [from] of renames) {
    for (let length = Math.min(from.length - 1, text.length); length > longest; length--) {
      if (from.startsWith(text.slice(text.length - length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}
