/**
 * Resolves once the window is at least the desktop breakpoint wide (at once on the server): what
 * shows only on desktops (the listing's filter sidebar, the category mega-menu) loads its code
 * through it, so a phone never downloads nor hydrates it.
 */
export function desktopWidth(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  // --breakpoint-desk in app.css.
  const query = window.matchMedia('(min-width: 62rem)');
  if (query.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const widened = () => {
      if (!query.matches) return;
      query.removeEventListener('change', widened);
      resolve();
    };
    query.addEventListener('change', widened);
  });
}
