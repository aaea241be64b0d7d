import { type StaffLiveEvent, staffLiveEventSchema } from '@store/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useQueuedReload } from '../../lib/queued-reload.ts';

export type LiveState = 'connecting' | 'open' | 'lost';

/** An `event: order` message's data, or null for anything unreadable. */
export function readLiveEvent(text: string): StaffLiveEvent | null {
  try {
    const parsed = staffLiveEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the console's one stream tells its listeners: an event, or that the page's data may be stale. */
export type LiveMessage = { kind: 'event'; event: StaffLiveEvent } | { kind: 'stale' };

export interface LiveFeed {
  state: LiveState;
  /** Listens to the stream; returns the way to stop. */
  subscribe: (listener: (message: LiveMessage) => void) => () => void;
}

export const LiveFeedContext = createContext<LiveFeed | null>(null);

/**
 * The console's one live feed, opened by the console's frame (staff-shell.tsx) and kept while the
 * person moves between its pages: an EventSource on /api/staff/events (the staff cookie goes with it;
 * the browser reconnects by itself after the `retry` the server sets). The frame hears new orders on
 * every page through it, and each page its own events, on one connection per tab. Every opening of
 * the stream and every `resync` (the server may have missed some) tell listeners their data may be
 * stale: it was read before the stream opened (or while it was down).
 */
/** `enabled`: whether the staff member reads the orders' stream at all (a courier does not). */
export function useLiveFeedSource(enabled = true): LiveFeed {
  const [state, setState] = useState<LiveState>('connecting');
  const listeners = useRef(new Set<(message: LiveMessage) => void>());
  const subscribe = useCallback((listener: (message: LiveMessage) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const tell = (message: LiveMessage) => {
      for (const listener of [...listeners.current]) listener(message);
    };
    const source = new EventSource('/api/staff/events');
    source.onopen = () => {
      setState('open');
      tell({ kind: 'stale' });
    };
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'lost' : 'connecting');
    source.addEventListener('order', (message) => {
      const event = readLiveEvent((message as MessageEvent<string>).data);
      if (event) tell({ kind: 'event', event });
    });
    source.addEventListener('resync', () => tell({ kind: 'stale' }));
    return () => source.close();
  }, [enabled]);

  return useMemo(() => ({ state, subscribe }), [state, subscribe]);
}

/**
 * A page's share of the live feed. Every event, and every sign of stale data, reloads the page's
 * data through the router, at most one reload at a time: a burst of twenty orders costs two reloads,
 * not twenty.
 */
export function useLiveBoard(
  onEvent?: (event: StaffLiveEvent) => void,
  /** Only this order's events reload the page (an order page); none: every event (the board). */
  onlyOrderId?: number,
): LiveState {
  const feed = useContext(LiveFeedContext);
  const reload = useQueuedReload();
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const onlyOrderIdRef = useRef(onlyOrderId);
  onlyOrderIdRef.current = onlyOrderId;
  const subscribe = feed?.subscribe;

  useEffect(
    () =>
      subscribe?.((message) => {
        if (message.kind === 'stale') return reload();
        onEventRef.current?.(message.event);
        if (onlyOrderIdRef.current === undefined || onlyOrderIdRef.current === message.event.orderId)
          reload();
      }),
    [subscribe, reload],
  );

  return feed?.state ?? 'connecting';
}

let audio: AudioContext | undefined;

/**
 * A short two-tone beep for a new order, made by the Web Audio API (no sound file to download). A
 * browser plays sound only after the person has used the page once; until then it stays silent.
 */
export function beep(): void {
  try {
    const Context =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.16;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.15);
    }
  } catch {
    // No sound is no reason to stop the board.
  }
}
