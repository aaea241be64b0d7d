/**
 * The page's scripts start once its largest picture has painted, not while it loads (decision 14).
 *
 * The page is rendered on the server: its first paint needs the HTML, the stylesheet, the font and
 * the largest picture (the one marked `fetchpriority="high"`: the first banner, the first cards of a
 * listing, a product's picture); the scripts (140-150 KB gzip) only make it interactive.
 * - With React Router's `<link rel="modulepreload">` tags in the head, Lighthouse's Chromium held
 *   the first paint until 1.3 or 2.3 s in most runs, though the document had arrived by 0.3 s and
 *   the main thread was idle; with the same preloads started just after the first frame it painted
 *   at 0.17-0.28 s, and the page was interactive no later (docs/benchmarks.md, "Web").
 * - With React Router's module script started as the page parsed, its downloads shared the line with
 *   the largest picture: on a phone's link the picture came later, and Lighthouse's LCP flipped from
 *   one run to the next between about 1.5 and 2.7 s, by whether the scripts had happened to finish
 *   before the picture painted (docs/benchmarks.md, "Scripts after the largest picture").
 *
 * So the server renames both (`scripts-after-paint.server.ts`), and this script, just after them,
 * waits until every priority picture has loaded (at most `pictureWaitMs`, so a slow picture never
 * keeps a page without its scripts), lets one frame paint, then turns the tags back: every script
 * still downloads in parallel (no import waterfall), after the picture has had the line to itself.
 * A page without such a picture starts them after its first frame; a page opened in a hidden tab
 * (which paints no frame) starts them at once. Without scripts nothing changes: links and forms work
 * as the server sent them.
 */
export const preloadAfterPaintAttribute = 'data-preload-after-paint';
export const moduleAfterPaintAttribute = 'data-module-after-paint';

/** The longest a page waits for its priority pictures before it starts its scripts anyway. */
export const pictureWaitMs = 1500;

/**
 * It runs under the page's Content-Security-Policy with the page's nonce (root.tsx); the preloads it
 * makes need none (a module preload is never parser-inserted, which 'strict-dynamic' allows), and
 * the module script it makes carries the held one's nonce.
 */
export const scriptsAfterPaintScript = `(function(){var started=false;function run(){document.querySelectorAll('link[${preloadAfterPaintAttribute}]').forEach(function(held){var link=document.createElement('link');link.rel='modulepreload';link.href=held.getAttribute('href');document.head.appendChild(link)});document.querySelectorAll('script[${moduleAfterPaintAttribute}]').forEach(function(held){var script=document.createElement('script');script.type='module';script.nonce=held.nonce;script.textContent=held.textContent;held.replaceWith(script)})}function start(){if(started)return;started=true;if(document.hidden)return run();requestAnimationFrame(function(){setTimeout(run,0)})}var waiting=Array.prototype.filter.call(document.querySelectorAll('img[fetchpriority=high]'),function(img){return!img.complete});var left=waiting.length;if(!left)return start();waiting.forEach(function(img){function done(){if(--left===0)start()}img.addEventListener('load',done,{once:true});img.addEventListener('error',done,{once:true})});setTimeout(start,${pictureWaitMs})})()`;
