/**
 * How an error is written to the log (the logger's `err` serializer, so every `{ err }` of the API,
 * its jobs and its services goes through here).
 *
 * A failed query must not put personal data in the log: drizzle's DrizzleQueryError carries the SQL
 * with its parameters (names, phones, addresses...) in its message, stack and `params`, and a
 * PostgreSQL error's message or `detail` can quote a value ('Key (email)=(…) already exists',
 * 'invalid input syntax for type integer: "…"'). For those, only what identifies the failure is
 * kept: the SQLSTATE code, the constraint, table, column and routine, and the stack frames (never the
 * message line). Other errors are logged as pino would: type, message, stack, code, cause.
 */

export type LoggedError = {
  type: string;
  message: string;
  /** Always there (Fastify's serializer type asks for it); '' when the error has none. */
  stack: string;
  code?: string;
  statusCode?: number;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  severity?: string;
  cause?: LoggedError;
};

/** PostgreSQL errors (node-postgres and PGlite alike) carry a five-character SQLSTATE code. */
function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function isQueryError(error: Error): boolean {
  return error.name === 'DrizzleQueryError' || ('query' in error && 'params' in error);
}

/** The stack without its first line(s): those repeat the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const cause = depth < 3 && error.cause !== undefined ? errorForLog(error.cause, depth + 1) : undefined;
  const sqlState = sqlStateOf(error);
  if (sqlState !== undefined) {
    const fields = error as Error & Record<string, unknown>;
    return withoutUndefined({
      type: error.constructor.name,
      message: `database error ${sqlState}`,
      sqlState,
      severity: text(fields.severity),
      constraint: text(fields.constraint),
      table: text(fields.table),
      column: text(fields.column),
      routine: text(fields.routine),
      stack: framesOf(error),
    });
  }
  if (isQueryError(error)) {
    return withoutUndefined({
      type: error.constructor.name,
      message: cause?.sqlState ? `query failed: database error ${cause.sqlState}` : 'query failed',
      sqlState: cause?.sqlState,
      stack: framesOf(error),
      cause,
    });
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return withoutUndefined({
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    code: text(code),
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    cause,
  });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
