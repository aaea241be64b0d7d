import { type StaffLiveEvent, staffLiveEventSchema } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
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

/**
 * The console's live feed: an EventSource on /api/staff/events (the staff cookie goes with it; the
 * browser reconnects by itself after the `retry` the server sets). Every event, and `resync` (the
 * server may have missed some), reloads the page's data through the router, at most one reload at a
 * time: a burst of twenty orders costs two reloads, not twenty. So does every opening of the stream:
 * the page's data was read before it opened (or while it was down), and an order placed in between
 * would otherwise wait for the next event to appear.
 */
export function useLiveBoard(
  onEvent?: (event: StaffLiveEvent) => void,
  /** Only this order's events reload the page (an order page); none: every event (the board). */
  onlyOrderId?: number,
): LiveState {
  const reload = useQueuedReload();
  const [state, setState] = useState<LiveState>('connecting');
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const onlyOrderIdRef = useRef(onlyOrderId);
  onlyOrderIdRef.current = onlyOrderId;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/staff/events');
    source.onopen = () => {
      setState('open');
      reload();
    };
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'lost' : 'connecting');
    source.addEventListener('order', (message) => {
      const event = readLiveEvent((message as MessageEvent<string>).data);
      if (!event) return;
      onEventRef.current?.(event);
      if (onlyOrderIdRef.current === undefined || onlyOrderIdRef.current === event.orderId) reload();
    });
    source.addEventListener('resync', reload);
    return () => source.close();
  }, [reload]);

  return state;
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
