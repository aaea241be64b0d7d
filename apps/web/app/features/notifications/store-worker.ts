/**
 * Registers the store's service worker (/sw.js) once the page has loaded, and keeps the page's
 * offline mark (`html[data-offline]`, which shows the offline notice) in step with the connection.
 * Loaded by `useStoreWorker` after the page's load: no part of the first-load scripts.
 */
export function startStoreWorker(): void {
  const root = document.documentElement;
  const mark = () => {
    if (navigator.onLine) delete root.dataset.offline;
    else root.dataset.offline = 'true';
  };
  // Only on changes: a page the worker served from its cache came marked, and stays so until online.
  window.addEventListener('online', mark);
  window.addEventListener('offline', mark);
  if (!('serviceWorker' in navigator)) return;
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    () => {
      if (controlledAtLoad) return;
      // The first visit loaded before the worker ran: hand it this page and its files to keep.
      const keep = () => {
        const urls = [
          location.href,
          ...performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => /^\/(assets|api\/media)\//.test(new URL(url).pathname)),
        ];
        navigator.serviceWorker.controller?.postMessage({ type: 'keep', urls });
      };
      navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true });
    },
    () => undefined,
  );
}
