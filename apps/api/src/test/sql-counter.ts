import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

/** What a stretch of work sent to the database. */
export interface SqlCount {
  /** Statements, each BEGIN and COMMIT included. */
  statements: number;
  /** Transactions: each statement outside one is one of its own (autocommit), as PostgreSQL counts them. */
  transactions: number;
}

const isBegin = (text: string) => /^\s*(begin|start transaction)\b/i.test(text);
const isEnd = (text: string) => /^\s*(commit|rollback|end)\b/i.test(text);

/**
 * Counts the SQL statements and transactions an app sends through `database` (both drivers), by
 * wrapping its client's methods in place until `stop()`: tests pin how many a read costs, so an
 * extra round trip per request cannot creep back unnoticed.
 */
export function countSql(database: Database) {
  const count: SqlCount = { statements: 0, transactions: 0 };
  const restore: (() => void)[] = [];
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;

  if (database.driver === 'pglite') {
    const embedded = client as PGlite;
    const { query, exec, transaction } = embedded;
    const counted =
      <A extends unknown[], R>(run: (...args: A) => Promise<R>, inTransaction: boolean) =>
      (...args: A) => {
        count.statements++;
        if (!inTransaction) count.transactions++;
        return run(...args);
      };
    embedded.query = counted(query.bind(embedded), false) as typeof query;
    embedded.exec = counted(exec.bind(embedded), false) as typeof exec;
    embedded.transaction = (async <T>(work: (tx: Transaction) => Promise<T>) => {
      count.transactions++;
      count.statements += 2; // BEGIN and COMMIT (or ROLLBACK)
      return transaction.call(embedded, (tx) => {
        tx.query = counted(tx.query.bind(tx), true) as typeof tx.query;
        tx.exec = counted(tx.exec.bind(tx), true) as typeof tx.exec;
        return work(tx);
      });
    }) as typeof transaction;
    restore.push(() => Object.assign(embedded, { query, exec, transaction }));
  } else {
    const pool = client as pg.Pool;
    const connect = pool.connect;
    const watched = new WeakSet<pg.PoolClient>();
    const watch = (connection: pg.PoolClient) => {
      if (watched.has(connection)) return connection;
      watched.add(connection);
      const query = connection.query;
      let open = false;
      connection.query = ((...args: unknown[]) => {
        if (active) {
          const first = args[0];
          const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '');
          count.statements++;
          if (isBegin(text)) {
            open = true;
            count.transactions++;
          } else if (isEnd(text)) open = false;
          else if (!open) count.transactions++;
        }
        return (query as (...a: unknown[]) => unknown).apply(connection, args);
      }) as typeof connection.query;
      return connection;
    };
    pool.connect = ((
      callback?: (error: Error | undefined, connection?: pg.PoolClient, done?: unknown) => void,
    ) => {
      if (callback)
        return connect.call(pool, (error, connection, done) =>
          callback(error, connection && watch(connection), done),
        );
      return (connect as () => Promise<pg.PoolClient>).call(pool).then(watch);
    }) as typeof pool.connect;
    restore.push(() => {
      pool.connect = connect;
    });
  }
  let active = true;

  return {
    /** What was sent since the start or the last `take()`, and the count starts again. */
    take(): SqlCount {
      const taken = { ...count };
      count.statements = 0;
      count.transactions = 0;
      return taken;
    },
    /** Puts the client's methods back (connections already watched stop counting). */
    stop() {
      active = false;
      for (const undo of restore) undo();
    },
  };
}
