import { useEffect, useSyncExternalStore } from 'react';

/**
 * The customer's unread count, one source for every page (issue 25: the bell said 3 while the inbox
 * said 5, until a full reload). The page's loader gives the count it was drawn with; from then on
 * `GET /api/notifications/events` (the session cookie goes with it) tells the count after every
 * change to the customer's notifications, made through any instance, and the bell and the inbox read
 * it here. One stream per page, open while a logged-in bell or inbox is shown; the browser reconnects
 * by itself, and the stream's first event is the count then.
 */
let live: number | null = null;
let source: EventSource | null = null;
let users = 0;
const listeners = new Set<() => void>();

function tell() {
  for (const listener of listeners) listener();
}

function connect() {
  users += 1;
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/notifications/events');
  source.addEventListener('unread', (message: MessageEvent<string>) => {
    try {
      // Read by hand: the contract's zod schema would weigh more than the header's scripts allow.
      const count = (JSON.parse(message.data) as { unreadCount?: unknown } | null)?.unreadCount;
      if (typeof count === 'number' && count !== live) {
        live = count;
        tell();
      }
    } catch {
      // Unreadable: ignored.
    }
  });
}

function disconnect() {
  users -= 1;
  if (users > 0) return;
  source?.close();
  source = null;
  // Another customer may log in on this page: their count comes from their own loader and stream.
  live = null;
  tell();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The unread count now: live once the stream has told it, `fromLoader` until then (and on the server). */
export function useUnreadCount(fromLoader: number, loggedIn: boolean): number {
  const value = useSyncExternalStore(
    subscribe,
    () => live,
    () => null,
  );
  useEffect(() => {
    if (!loggedIn) return;
    connect();
    return disconnect;
  }, [loggedIn]);
  return loggedIn ? (value ?? fromLoader) : 0;
}
