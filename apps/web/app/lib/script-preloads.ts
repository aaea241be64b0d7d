/**
 * The page's scripts are preloaded once it has painted, not while it loads (decision 14).
 *
 * The page is rendered on the server: its first paint needs the HTML, the stylesheet, the font and
 * the largest picture; the scripts (150-190 KB gzip) only make it interactive. With React Router's
 * `<link rel="modulepreload">` tags in the head, Lighthouse's Chromium held the first paint until
 * 1.3 or 2.3 s in most runs, though the document had arrived by 0.3 s and the main thread was idle;
 * with the same preloads started just after the first frame it painted at 0.17-0.28 s, and the page
 * was interactive no later (docs/benchmarks.md, "Web").
 *
 * So the server renames the tags (`script-preloads.server.ts`) and this script, first in the body,
 * turns them back into preloads in a task after the first frame: every script still downloads in
 * parallel (no import waterfall), a frame later.
 */
export const preloadAfterPaintAttribute = 'data-preload-after-paint';

/**
 * It runs under the page's Content-Security-Policy with the page's nonce (root.tsx); the preloads it
 * makes need none: a module preload is never parser-inserted, which 'strict-dynamic' allows.
 */
export const preloadAfterPaintScript = `requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('link[${preloadAfterPaintAttribute}]').forEach(function(held){var link=document.createElement('link');link.rel='modulepreload';link.href=held.getAttribute('href');document.head.appendChild(link)})},0)})`;
