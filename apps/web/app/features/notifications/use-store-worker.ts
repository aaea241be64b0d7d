import { useEffect } from 'react';

/** Starts the service worker's module after the page's load (store-worker.ts), once per page load. */
export function useStoreWorker(): void {
  useEffect(() => {
    const start = () =>
      void import('./store-worker.ts').then(
        (module) => module.startStoreWorker(),
        () => undefined,
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
}
