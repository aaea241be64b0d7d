import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * State that belongs to the page on screen, such as which menu is open: it goes back to `initial`
 * when the page changes (a link elsewhere, the back button), but not when it was set on the page
 * that is arriving.
 *
 * Why not an effect on `useLocation().pathname`: the router changes the address first and renders
 * the new page in a transition, which a slow phone takes a moment over. A menu opened in that moment
 * (the menu button is already there) would close when the render lands. So the state remembers the
 * address it was set at, and only a change away from that address resets it.
 */
export function usePageState<T>(initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(initial);
  const initialRef = useRef(initial);
  const setAt = useRef<string | null>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rendered page changes
  useEffect(() => {
    if (setAt.current !== window.location.pathname) setValue(initialRef.current);
  }, [pathname]);

  const set = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    setAt.current = window.location.pathname;
    setValue(next);
  }, []);
  return [value, set];
}
