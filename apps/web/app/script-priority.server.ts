import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const preloadTag = '<link rel="modulepreload"';
const lowPriorityPreloadTag = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's `modulepreload` links `fetchpriority="low"` as the page streams out.
 *
 * The page is server-rendered, so its first paint needs only the HTML, the stylesheet, the font and
 * the largest picture; the scripts only make it interactive. At the browser's default (high)
 * priority, 200 KB of scripts share a phone's link with the hero or product picture and delay it
 * (docs/benchmarks.md, "Web"). `<Scripts />` has no prop for the links' priority, hence the rewrite.
 * A tag split across two writes is held back until the next write completes it.
 */
export function lowPriorityScripts(): Transform {
  // Decodes across writes, so an Arabic letter split between two writes stays whole.
  const decoder = new StringDecoder('utf8');
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      // Keep a tail that could be the start of a tag finished by the next write.
      const keep = partialTagLength(text);
      carry = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep).replaceAll(preloadTag, lowPriorityPreloadTag));
    },
    flush(done) {
      done(null, (carry + decoder.end()).replaceAll(preloadTag, lowPriorityPreloadTag));
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
