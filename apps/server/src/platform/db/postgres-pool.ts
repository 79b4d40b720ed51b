import pg from 'pg';
import type { Logger } from '@/platform/logger.ts';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A checked-out client whose connection dies goes back to the pool at once, which destroys it; its
 * holder's own `release()` afterwards does nothing. Drizzle's `transaction()` never releases a client
 * whose BEGIN failed (drizzle-orm#6241, still in 0.45): without this every connection lost at that
 * moment would keep one slot of the pool for good, until requests wait for a connection forever.
 */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const giveBack = client.release;
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLost);
    giveBack(error);
  };
  const onLost = (error: Error) => release(error);
  client.on('error', onLost);
  client.release = release;
  return client;
}

/**
 * node-postgres's pool, made to survive lost connections. Any connection may die at any moment (a
 * server restart, a failover, pg_terminate_backend, a network cut); its client then emits `error`,
 * idle in the pool or checked out (a transaction, the holder of an advisory lock), and an `error`
 * event without a listener ends the process. Every client gets a listener at birth that logs the loss
 * once; the pool drops the broken client and opens a new one for the next query, and the query that
 * needed the connection fails (the error handler answers 503 DATABASE_UNAVAILABLE).
 */
export class SurvivingPool extends pg.Pool {
  constructor(config: pg.PoolConfig, log?: Logger) {
    super(config);
    this.on('connect', (client) => {
      let reported = false;
      client.on('error', (error: Error) => {
        if (reported) return;
        reported = true;
        log?.warn({ err: error }, 'database connection lost; the pool replaces it');
      });
    });
    // The pool passes on an idle client's error as well; the client's own listener has logged it.
    this.on('error', () => undefined);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The pool's own `query()` checks clients out this way and guards them itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenLost);
  }
}
