import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { beforePoolEnds, type Db } from './client.ts';

export type StopListening = () => Promise<void>;

export interface ListenOptions {
  /** Each notification's payload, from any instance on the same database. */
  onNotify: (payload: string) => void;
  /** After (re)connecting: whatever was notified while no one listened is lost, so catch up here. */
  onConnected?: () => void;
  onError: (error: unknown) => void;
  /** Pause before opening a dropped listening connection again. */
  retryMs: number;
}

/**
 * LISTEN on `channel` (a fixed identifier of ours, never user input). Both drivers deliver a NOTIFY
 * only when the notifying transaction commits, so a listener never races a change that is not visible
 * yet. On the server, LISTEN needs a connection of its own, taken from the pool for the listener's
 * lifetime and opened again if it drops.
 */
export async function listen(db: Db, channel: string, options: ListenOptions): Promise<StopListening> {
  const { onNotify, onConnected, onError, retryMs } = options;
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    const unsubscribe = await client.listen(channel, onNotify);
    onConnected?.();
    // A closed database has no listeners left, and UNLISTEN on it would throw.
    return async () => {
      if (!client.closed) await unsubscribe();
    };
  }
  if (!isPool(client)) return async () => {};
  const pool = client;

  let stopped = false;
  let connection: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  };
  /** The listening connection is never handed back to the pool: it is closed, listeners and all. */
  const discarded = new WeakSet<pg.PoolClient>();
  const discard = (client: pg.PoolClient, error?: Error) => {
    if (discarded.has(client)) return;
    discarded.add(client);
    client.off('notification', onNotification);
    client.removeAllListeners('error');
    // An error after this (the server going away) must not crash the process.
    client.on('error', () => {});
    client.release(error ?? true);
  };
  const connect = async () => {
    let next: pg.PoolClient | undefined;
    try {
      next = await pool.connect();
      if (stopped) {
        discard(next);
        return;
      }
      const client = next;
      client.on('notification', onNotification);
      client.on('error', (error) => {
        onError(error);
        if (connection === client) connection = undefined;
        discard(client, error);
        scheduleReconnect();
      });
      await client.query(`listen ${channel}`);
      connection = client;
      onConnected?.();
    } catch (error) {
      onError(error);
      if (next) discard(next, error instanceof Error ? error : undefined);
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };
  const stop = async () => {
    stopped = true;
    forget();
    clearTimeout(retry);
    const last = connection;
    connection = undefined;
    if (last) discard(last);
  };
  const forget = beforePoolEnds(pool, stop);
  await connect();
  return stop;
}

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite | undefined)?.listen === 'function';
}

function isPool(client: unknown): client is pg.Pool {
  return typeof (client as pg.Pool | undefined)?.connect === 'function';
}
