import { type StaffLiveEvent, staffLiveEventSchema } from '@store/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { callListener, liveChannel } from '../db/live-channel.ts';

/** Written by the database's triggers (drizzle/0014_staff_live_events.sql) on commit. */
export const staffEventsChannel = 'staff_events';

/**
 * An event for this instance's streams: an order's, `resync` (events may have been missed: reload the
 * list) or `end` (the app is closing: end the stream; the browser reconnects to another instance).
 */
export type StaffEventListener = (event: StaffLiveEvent | 'resync' | 'end') => void;

/**
 * One LISTEN per app instance, fanned out to the instance's open event streams. PostgreSQL carries
 * each event to every instance, so a console connected to any of them hears an order placed through
 * another. It listens only while someone is subscribed. After a dropped connection, subscribers get
 * `resync`: events may have been missed, so the console reloads its list.
 */
export function createStaffEvents(db: Db, log: FastifyBaseLogger) {
  const listeners = new Set<StaffEventListener>();

  const broadcast = (event: StaffLiveEvent | 'resync' | 'end') => {
    for (const listener of listeners) callListener(log, 'a staff event stream failed', listener, event);
  };

  const channel = liveChannel(db, log, {
    channel: staffEventsChannel,
    what: 'staff events',
    onNotify: (payload) => {
      const parsed = staffLiveEventSchema.safeParse(safeJson(payload));
      if (parsed.success) broadcast(parsed.data);
      else log.warn({ payload }, 'an unreadable staff event');
    },
    onResync: () => broadcast('resync'),
  });

  let ending = false;
  return {
    /** Calls `listener` for every event from now on; the returned function unsubscribes. */
    async subscribe(listener: StaffEventListener): Promise<() => void> {
      // A stream still being checked when the app began to close ends at once (see endStreams).
      if (ending) {
        callListener(log, 'a staff event stream failed', listener, 'end');
        return () => {};
      }
      listeners.add(listener);
      await channel.start();
      return () => {
        listeners.delete(listener);
      };
    },
    /**
     * Ends every stream: before the server closes (Fastify's `preClose`), which would otherwise wait
     * for the open streams for ever.
     */
    endStreams() {
      ending = true;
      broadcast('end');
      listeners.clear();
    },
    /** Stops the LISTEN (the app has closed). */
    async close() {
      listeners.clear();
      await channel.close();
    },
    get subscribers() {
      return listeners.size;
    },
  };
}

export type StaffEvents = ReturnType<typeof createStaffEvents>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
