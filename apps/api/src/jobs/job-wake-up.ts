import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/client.ts';

/** The channel `enqueue` notifies in the enqueuing transaction: PostgreSQL delivers it on commit only. */
export const jobsChannel = 'store_jobs';

export type StopListening = () => Promise<void>;

/**
 * Calls `onNotify` whenever a job is enqueued by any instance on the same database. Both drivers
 * deliver NOTIFY only when the enqueuing transaction commits, so a wake-up never races a job that is
 * not visible yet. On the server, LISTEN needs a connection of its own, taken from the pool for the
 * runner's lifetime and opened again if it drops (polling covers the gap).
 */
export async function listenForJobs(
  db: Db,
  onNotify: () => void,
  onError: (error: unknown) => void,
  retryMs: number,
): Promise<StopListening> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    const unsubscribe = await client.listen(jobsChannel, onNotify);
    return () => unsubscribe();
  }
  if (!isPool(client)) return async () => {};
  const pool = client;

  let stopped = false;
  let connection: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (message: pg.Notification) => {
    if (message.channel === jobsChannel) onNotify();
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
      await client.query(`listen ${jobsChannel}`);
      connection = client;
      // Jobs enqueued while no one was listening.
      onNotify();
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
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = connection;
    connection = undefined;
    if (last) discard(last);
  };
}

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite | undefined)?.listen === 'function';
}

function isPool(client: unknown): client is pg.Pool {
  return typeof (client as pg.Pool | undefined)?.connect === 'function';
}
