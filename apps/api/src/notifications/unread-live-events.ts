import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { callListener, liveChannel } from '../db/live-channel.ts';

/** Notified by the trigger on notifications (drizzle/0027_unread_live.sql), on commit. */
export const unreadLiveChannel = 'notification_live';

/** A change to the customer's notifications, `resync` (changes may have been missed) or `end`. */
export type UnreadLiveListener = (event: 'changed' | 'resync' | 'end') => void;

/**
 * One LISTEN per app instance for the bells of the customers' open pages, fanned out to the streams
 * of the customer the change is about: a notification made or read through any instance reaches the
 * customer's pages on every instance. Listens only while someone streams.
 */
export function createUnreadLiveEvents(db: Db, log: FastifyBaseLogger) {
  const listeners = new Map<number, Set<UnreadLiveListener>>();
  const each = (callback: (listener: UnreadLiveListener) => void) => {
    for (const entries of listeners.values()) for (const listener of entries) callback(listener);
  };
  const call = (listener: UnreadLiveListener, event: 'changed' | 'resync' | 'end') =>
    callListener(log, 'an unread count stream failed', listener, event);

  const channel = liveChannel(db, log, {
    channel: unreadLiveChannel,
    what: 'unread count events',
    onNotify: (payload) => {
      let userId: unknown;
      try {
        userId = (JSON.parse(payload) as { userId?: unknown }).userId;
      } catch {
        // Reported below.
      }
      if (typeof userId !== 'number') return log.warn({ payload }, 'an unreadable notification event');
      for (const listener of listeners.get(userId) ?? []) call(listener, 'changed');
    },
    onResync: () => each((listener) => call(listener, 'resync')),
  });

  let ending = false;
  return {
    /** Calls `listener` for every change to the customer's notifications; the returned function unsubscribes. */
    async subscribe(userId: number, listener: UnreadLiveListener): Promise<() => void> {
      if (ending) {
        call(listener, 'end');
        return () => {};
      }
      const entries = listeners.get(userId) ?? new Set();
      listeners.set(userId, entries);
      entries.add(listener);
      await channel.start();
      return () => {
        entries.delete(listener);
        if (entries.size === 0 && listeners.get(userId) === entries) listeners.delete(userId);
      };
    },
    /** Ends every stream (Fastify's `preClose`). */
    endStreams() {
      ending = true;
      each((listener) => call(listener, 'end'));
      listeners.clear();
    },
    async close() {
      listeners.clear();
      await channel.close();
    },
  };
}

export type UnreadLiveEvents = ReturnType<typeof createUnreadLiveEvents>;
