import { type ComponentType, useEffect, useRef, useState } from 'react';

/**
 * A dialog whose code is downloaded when it is first wanted instead of with every page: React Aria's
 * Modal, Dialog and Menu, with what they share, came to about 55 KB gzip of the 210 KB a first visit
 * downloaded, and most visits never open a dialog.
 */
export interface LazyDialog<Props> {
  /** Starts the download; the trigger calls it when the pointer or the focus reaches it, so that a
   * press finds the code there or on its way. */
  preload: () => void;
  /** The download, shared by every caller; a failed one is forgotten so that the next try starts anew. */
  load: () => Promise<ComponentType<Props>>;
  /** The component once downloaded: later openings (on this page or the next) render it at once. */
  loaded?: ComponentType<Props>;
}

export function lazyDialog<Props>(download: () => Promise<ComponentType<Props>>): LazyDialog<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const dialog: LazyDialog<Props> = {
    load: () => {
      loading ??= download().then(
        (component) => {
          dialog.loaded = component;
          return component;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    // A failed early download is not an error yet: opening tries again and handles the failure.
    preload: () => void dialog.load().catch(() => {}),
  };
  return dialog;
}

/** The props a trigger spreads to start the download early. */
export function preloadOn<Props>(dialog: LazyDialog<Props>) {
  return { onPointerEnter: dialog.preload, onFocus: dialog.preload };
}

/**
 * The dialog's component from the first time `wanted` is true, and from then on (so that it plays its
 * closing transition and keeps its state between openings); undefined until then and while it downloads.
 * The caller keeps its own open state, so a press during the download opens the dialog when the code
 * arrives. Should the download fail, `onFail` runs: the caller closes the dialog, the page stays as it
 * was and the next press tries again.
 */
export function useLazyDialog<Props>(
  dialog: LazyDialog<Props>,
  wanted: boolean,
  onFail: () => void,
): ComponentType<Props> | undefined {
  const [component, setComponent] = useState(() => dialog.loaded);
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    dialog.load().then(
      (loaded) => {
        if (current) setComponent(() => loaded);
      },
      () => {
        if (current) onFailRef.current();
      },
    );
    return () => {
      current = false;
    };
  }, [dialog, wanted, component]);
  return component;
}

/**
 * For a dialog the page opens from code this module does not see (no trigger to watch): download it
 * once the page is idle, after its first load.
 */
export function usePreloadWhenIdle<Props>(dialog: LazyDialog<Props>) {
  useEffect(() => {
    if (dialog.loaded) return;
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(dialog.preload, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(dialog.preload, 2000);
    return () => clearTimeout(id);
  }, [dialog]);
}
