import { useCallback, useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Reloads the page's data through the router, at most one reload at a time: one asked for while
 * another runs is done once when it ends (a burst of twenty live events costs two reloads, not
 * twenty). The function returned stays the same across renders.
 */
export function useQueuedReload(): () => void {
  const revalidator = useRevalidator();
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;
  const pending = useRef(false);

  // A reload asked for while one runs is done when it ends.
  useEffect(() => {
    if (revalidator.state === 'idle' && pending.current) {
      pending.current = false;
      void revalidator.revalidate();
    }
  }, [revalidator]);

  return useCallback(() => {
    if (revalidatorRef.current.state === 'idle') void revalidatorRef.current.revalidate();
    else pending.current = true;
  }, []);
}
