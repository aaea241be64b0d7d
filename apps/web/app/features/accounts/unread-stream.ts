/**
 * The customer's live unread count (the bell said 3 while the inbox said 5, until a full
 * reload): `GET /api/notifications/events` (the session cookie goes with it) tells the count after
 * every change to the customer's notifications, made through any instance. One stream per page, open
 * while a logged-in bell or inbox is shown, whichever watchers it has; the browser reconnects by
 * itself, and the stream's first event is the count then. Fetched after the page is up (see
 * `useUnreadCount`): the first paint has the loader's count, and every page's first scripts stay
 * within their budget.
 */
let source: EventSource | null = null;
const watchers = new Set<(count: number | null) => void>();

/** Tells `watcher` each new count; the function returned stops (the last one closes the stream). */
export function watchUnread(watcher: (count: number | null) => void): () => void {
  watchers.add(watcher);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/notifications/events');
    source.addEventListener('unread', (message: MessageEvent<string>) => {
      try {
        // Read by hand: the contract's zod schema would weigh more than the header's scripts allow.
        const count = (JSON.parse(message.data) as { unreadCount?: unknown } | null)?.unreadCount;
        if (typeof count === 'number') for (const tell of watchers) tell(count);
      } catch {
        // Unreadable: ignored.
      }
    });
  }
  return () => {
    watchers.delete(watcher);
    // Another customer may log in on this page: their count comes from their own loader and stream.
    watcher(null);
    if (watchers.size > 0) return;
    source?.close();
    source = null;
  };
}
