/**
 * SQLSTATEs of a connection that is gone or cannot be made: admin_shutdown (pg_terminate_backend, a
 * fast shutdown), crash_shutdown, cannot_connect_now (starting up, shutting down, in recovery), and
 * class 08 (connection exception).
 */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** Socket errors: the server went away, refused, or did not answer (restart, failover, a network cut). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * What node-postgres and its pool say without a code: the socket closed under a client, a client
 * whose connection broke was used again (a transaction's ROLLBACK after the cut), or no connection
 * could be had within the pool's `connectionTimeoutMillis`.
 */
const MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function lostHere(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  return MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * Whether an error means the database connection was lost or could not be made, rather than that
 * the query was wrong: the request may simply be tried again in a moment. Drizzle wraps driver
 * errors (the driver's error is the `cause`), and a connect to a host with several addresses fails
 * with an AggregateError, so both are looked through. PGlite, in-process, never fails this way.
 */
export function isConnectionLost(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (lostHere(current)) return true;
    pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return false;
}
