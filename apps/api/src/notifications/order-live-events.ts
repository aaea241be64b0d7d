import type { OrderLiveEvent } from '@store/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { callListener, liveChannel } from '../db/live-channel.ts';

/** Notified by the trigger on order_events (drizzle/0018_notifications.sql), on commit. */
export const orderLiveChannel = 'order_live';

const notifiedSchema = z.object({
  type: z.string(),
  orderId: z.number().int(),
  userId: z.number().int(),
  statusId: z.number().int(),
  at: z.string(),
});

/** An order's event for a stream, `resync` (events may have been missed) or `end` (the app closes). */
export type OrderLiveListener = (event: OrderLiveEvent | 'resync' | 'end') => void;

/**
 * One LISTEN per app instance for the customers' live order pages, fanned out to the streams of the
 * order the event is about (and its owner). PostgreSQL carries each event to every instance, so a
 * status changed through one instance reaches a customer streaming from another. Listens only while
 * someone streams.
 */
export function createOrderLiveEvents(db: Db, log: FastifyBaseLogger) {
  const listeners = new Map<number, Set<{ userId: number; listener: OrderLiveListener }>>();

  const each = (callback: (entry: { userId: number; listener: OrderLiveListener }) => void) => {
    for (const entries of listeners.values()) for (const entry of entries) callback(entry);
  };
  const call = (listener: OrderLiveListener, event: OrderLiveEvent | 'resync' | 'end') =>
    callListener(log, 'an order event stream failed', listener, event);

  const channel = liveChannel(db, log, {
    channel: orderLiveChannel,
    what: 'order events',
    onNotify: (payload) => {
      let parsed: z.infer<typeof notifiedSchema>;
      try {
        parsed = notifiedSchema.parse(JSON.parse(payload));
      } catch {
        return log.warn({ payload }, 'an unreadable order event');
      }
      const { userId, ...event } = parsed;
      // The database writes `at` as `2026-11-26T03:10:00.123+00:00`; streams send ISO 8601 UTC.
      const at = new Date(event.at);
      const sent: OrderLiveEvent = {
        ...event,
        at: Number.isNaN(at.getTime()) ? event.at : at.toISOString(),
      };
      for (const entry of listeners.get(event.orderId) ?? [])
        if (entry.userId === userId) call(entry.listener, sent);
    },
    onResync: () => each((entry) => call(entry.listener, 'resync')),
  });

  let ending = false;
  return {
    /** Calls `listener` for every event of the order from now on; the returned function unsubscribes. */
    async subscribe(orderId: number, userId: number, listener: OrderLiveListener): Promise<() => void> {
      // A stream that was still being checked when the app began to close ends at once: the server
      // would otherwise wait for it for ever.
      if (ending) {
        call(listener, 'end');
        return () => {};
      }
      const entry = { userId, listener };
      const entries = listeners.get(orderId) ?? new Set();
      listeners.set(orderId, entries);
      entries.add(entry);
      await channel.start();
      return () => {
        entries.delete(entry);
        if (entries.size === 0 && listeners.get(orderId) === entries) listeners.delete(orderId);
      };
    },
    /** Ends every stream (Fastify's `preClose`: the server would otherwise wait for them). */
    endStreams() {
      ending = true;
      each((entry) => call(entry.listener, 'end'));
      listeners.clear();
    },
    async close() {
      listeners.clear();
      await channel.close();
    },
    get subscribers() {
      let count = 0;
      each(() => {
        count += 1;
      });
      return count;
    },
  };
}

export type OrderLiveEvents = ReturnType<typeof createOrderLiveEvents>;
