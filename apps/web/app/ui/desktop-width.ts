/** --breakpoint-desk in app.css (992 px: docs/product.md#screen-details). */
const desktopQuery = '(min-width: 62rem)';

const isDesktop = () => typeof window === 'undefined' || window.matchMedia(desktopQuery).matches;

/**
 * Resolves once the window is at least the desktop breakpoint wide (at once on the server): what
 * shows only on desktops (the listing's filter sidebar, the category mega-menu) loads its code
 * through it, so a phone never downloads nor hydrates it. A window widened past the breakpoint
 * loads it then.
 */
export function desktopWidth(): Promise<void> {
  if (isDesktop()) return Promise.resolve();
  const query = window.matchMedia(desktopQuery);
  return new Promise((resolve) => {
    const widened = () => {
      if (!query.matches) return;
      query.removeEventListener('change', widened);
      resolve();
    };
    query.addEventListener('change', widened);
  });
}

let phoneRenders = 0;

/**
 * The key of a Suspense boundary around desktop-only code (`desktopWidth`): `key` on a desktop, and
 * below the breakpoint a new one at every render. On a phone that code never comes, so the boundary
 * never shows it; if an existing boundary (the server's markup, kept while it waits) received an
 * update, React would hold that update, and every later one (the cart count after "add to cart",
 * the next page...), until the code came: never. A new boundary instead shows its fallback, hidden
 * like the rest at that width, and holds nothing.
 */
export function desktopOnlyBoundaryKey(key: string): string {
  if (isDesktop()) return key;
  phoneRenders += 1;
  return `${key}#${phoneRenders}`;
}
