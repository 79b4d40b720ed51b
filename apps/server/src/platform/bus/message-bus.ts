/**
 * Publish/subscribe between server processes (ARCHITECTURE §2 "Realtime"): in-process by default,
 * Redis pub/sub when REDIS_URL is set, so a picture processed by a worker reaches a viewer connected
 * to any server process. Messages are strings (JSON); delivery is at-most-once, so every consumer must
 * be able to catch up from the database (the live feeds resume from a cursor).
 */
export interface MessageBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` for every message on `channel` from now on; the returned function unsubscribes. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` when the bus is back after an outage, with the time it was lost: messages
   * published since then may never arrive, so a consumer re-reads what changed (from the database).
   * The in-process bus has no outages and never calls it.
   */
  onResume(listener: (lostAt: Date) => void): void;
  /** Throws when the bus cannot carry messages now (Redis away); readiness checks ask it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
