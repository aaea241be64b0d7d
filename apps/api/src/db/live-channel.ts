import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';
import { listen, type StopListening } from './listen.ts';

/**
 * One LISTEN on `channel` for an app instance's event streams (the staff live board, the customers'
 * live order pages), opened at the first subscriber (`start`) and kept until `close`. After a dropped
 * connection (not the first one) `onResync` runs: events may have been missed. `what` names the events
 * in the log.
 */
export function liveChannel(
  db: Db,
  log: FastifyBaseLogger,
  options: { channel: string; what: string; onNotify: (payload: string) => void; onResync: () => void },
) {
  let listening: Promise<StopListening> | undefined;
  let connectedOnce = false;
  return {
    /** Listens (once); resolves when listening. */
    async start() {
      listening ??= listen(db, options.channel, {
        onNotify: options.onNotify,
        onConnected: () => {
          if (connectedOnce) options.onResync();
          connectedOnce = true;
        },
        onError: (error) => log.warn({ err: error }, `${options.what} stopped; listening again`),
        retryMs: 1000,
      });
      await listening;
    },
    /** Stops the LISTEN (the app has closed). */
    async close() {
      const stop = listening;
      listening = undefined;
      connectedOnce = false;
      if (stop) await (await stop)();
    },
  };
}

/** Calls one stream's listener; a failing stream is logged (`failed`) and never stops the others. */
export function callListener<E>(
  log: FastifyBaseLogger,
  failed: string,
  listener: (event: E) => void,
  event: E,
) {
  try {
    listener(event);
  } catch (error) {
    log.warn({ err: error }, failed);
  }
}
