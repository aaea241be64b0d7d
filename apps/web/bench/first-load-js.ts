import { gzipSync } from 'node:zlib';

/**
 * The storefront's first-load JavaScript, counted one way for the bench (bench-web.ts) and the
 * journey that keeps it within budget (e2e/first-load-budget.spec.ts).
 */

/**
 * At most 150 KB gzip on every storefront page, read the strict way (1 KB = 1,000 bytes),
 * so that the budget holds whichever unit a reader takes.
 */
export const firstLoadJsBudget = 150_000;

/**
 * The scripts a first visit loads, read from a page's HTML: every modulepreload (those held until
 * after the first paint too, `data-preload-after-paint`) and the modules the entry script imports.
 * The page language's copy chunk, which the entry loads itself, is not among them.
 */
export function firstLoadScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(
    /<link (?:rel="modulepreload"|data-preload-after-paint)[^>]*? href="([^"]+)"/g,
  ))
    sources.add(match[1]!);
  for (const match of html.matchAll(/import \* as \w+ from "([^"]+)"/g)) sources.add(match[1]!);
  return [...sources];
}

/** A file's size compressed with gzip -9. */
export const gzipBytes = (body: Uint8Array) => gzipSync(body, { level: 9 }).length;

/**
 * The first-load JavaScript of the page at `pageUrl` whose HTML is `html`: how many scripts, their
 * bytes and their gzip -9 bytes. `load` fetches one script (an absolute URL) as the browser would.
 */
export async function countFirstLoadJs(
  pageUrl: string,
  html: string,
  load: (url: string) => Promise<Uint8Array>,
) {
  const sources = firstLoadScripts(html);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = await load(new URL(source, pageUrl).href);
    raw += body.length;
    gzip += gzipBytes(body);
  }
  return { files: sources.length, raw, gzip };
}
