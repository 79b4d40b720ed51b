import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '@/platform/logger.ts';
import type { MessageBus } from './message-bus.ts';

/** Every channel of the bus starts with it; the rate limits use `boothwerk:rl:` in the same Redis. */
const CHANNEL_PREFIX = 'boothwerk:bus:';
/** A publish waits at most this long: a request that changed a picture must not hang on a stalled Redis. */
const COMMAND_TIMEOUT_MS = 1000;
/** At start the process waits this long for Redis, then starts anyway (and keeps reconnecting). */
const CONNECT_WAIT_MS = 3000;

type Listener = (message: string) => void;

/**
 * The channels of one installation: every process of it has the same PUBLIC_URL, and installations
 * sharing a Redis (staging next to production, parallel test servers) never hear each other.
 */
export function busChannelPrefix(publicUrl: string): string {
  return `${CHANNEL_PREFIX}${createHash('sha256').update(publicUrl).digest('base64url').slice(0, 10)}:`;
}

function connectionOptions() {
  return {
    lazyConnect: true,
    connectTimeout: CONNECT_WAIT_MS,
    // Keep trying in the background for as long as the process runs; at most every 2 s.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
}

/** Resolves when the connection is up or after CONNECT_WAIT_MS, whichever comes first; never rejects. */
async function connectWithin(redis: Redis): Promise<boolean> {
  return Promise.race([
    redis.connect().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(resolve, CONNECT_WAIT_MS, false).unref()),
  ]);
}

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing
 * else). Each channel is subscribed in Redis once per process however many local listeners it has.
 * An outage never throws out of the bus into a request: publishing fails fast (no offline queue) and
 * is logged; subscriptions are kept locally and ioredis subscribes them again after a reconnect.
 * Messages published during an outage are lost (the port is at-most-once; feeds resume from the database).
 */
export async function createRedisBus(options: { redisUrl: string; publicUrl: string; log: Logger }): Promise<MessageBus> {
  const { log } = options;
  const prefix = busChannelPrefix(options.publicUrl);
  const installation = prefix.slice(CHANNEL_PREFIX.length, -1);
  // Named, so an operator (and the outage test) can tell them apart in CLIENT LIST.
  const publisher = new Redis(options.redisUrl, { ...connectionOptions(), connectionName: `boothwerk-bus-pub-${installation}`, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS });
  // The subscriber queues its SUBSCRIBE commands while disconnected and sends them on reconnect.
  const subscriber = new Redis(options.redisUrl, { ...connectionOptions(), connectionName: `boothwerk-bus-sub-${installation}`, maxRetriesPerRequest: null, autoResubscribe: true });
  const listeners = new Map<string, Set<Listener>>();
  const subscribing = new Map<string, Promise<void>>();
  let closed = false;

  // Each connection is counted as out until it first connects, so a Redis missing at start is
  // reported once (below), and each later outage once (ioredis reports every failed reconnect as an error).
  const down = { publisher: true, subscriber: true };
  let started = false;
  /** When the subscriber was lost: messages since then may never have arrived. */
  let lostAt = new Date();
  const resumeListeners: Array<(lostAt: Date) => void> = [];
  for (const [name, redis] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    redis.on('error', (error: Error) => log.debug({ err: error, connection: name }, 'message bus: Redis error'));
    redis.on('close', () => {
      if (closed || down[name]) return;
      down[name] = true;
      if (name === 'subscriber') lostAt = new Date();
      log.error({ connection: name }, 'message bus: lost Redis; changes are not carried between processes until it is back');
    });
    redis.on('ready', () => {
      const wasDown = down[name];
      down[name] = false;
      if (!wasDown || !started) return;
      log.info({ connection: name }, 'message bus: Redis is back');
      // ioredis subscribes the channels again on `ready`; what was published meanwhile is re-read by the listeners.
      if (name === 'subscriber') for (const listener of resumeListeners) listener(lostAt);
    });
  }

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const local = listeners.get(channel.slice(prefix.length));
    if (!local) return;
    for (const listener of [...local]) {
      try {
        listener(message);
      } catch (error) {
        log.error({ err: error, channel }, 'message bus: a listener failed');
      }
    }
  });

  const [publishing, listening] = await Promise.all([connectWithin(publisher), connectWithin(subscriber)]);
  started = true;
  if (publishing && listening) log.info('message bus: Redis pub/sub (live feeds reach every server process)');
  else {
    lostAt = new Date();
    log.error('message bus: Redis is unreachable at start; live feeds of other processes are not heard until it answers');
  }

  return {
    kind: 'redis',
    async publish(channel, message) {
      if (closed) return;
      try {
        await publisher.publish(prefix + channel, message);
      } catch (error) {
        log.warn({ err: error, channel }, 'message bus: could not publish');
        throw error;
      }
    },
    async subscribe(channel, listener) {
      let local = listeners.get(channel);
      if (!local) {
        local = new Set();
        listeners.set(channel, local);
        const subscribed = subscriber.subscribe(prefix + channel).then(
          () => undefined,
          (error: unknown) => log.warn({ err: error, channel }, 'message bus: could not subscribe'),
        );
        // Waited for while Redis is up (a viewer attached now hears what is published next), at most
        // a command timeout; while it is away the command waits in the offline queue and the caller
        // (a viewer's request) must not wait for the outage to end.
        if (subscriber.status === 'ready') subscribing.set(channel, Promise.race([subscribed, new Promise<void>((resolve) => setTimeout(resolve, COMMAND_TIMEOUT_MS).unref())]));
      }
      const entry: Listener = (message) => listener(message);
      local.add(entry);
      const pending = subscribing.get(channel);
      if (pending) {
        await pending;
        subscribing.delete(channel);
      }
      return async () => {
        const current = listeners.get(channel);
        if (!current?.delete(entry) || current.size > 0) return;
        listeners.delete(channel);
        if (closed) return;
        // Not awaited either (it waits out an outage); messages arriving meanwhile find no listener.
        subscriber.unsubscribe(prefix + channel).catch((error: unknown) => log.debug({ err: error, channel }, 'message bus: could not unsubscribe'));
      };
    },
    onResume(listener) {
      // Wrapped: a failing listener must not stop the others or reach ioredis's event loop.
      resumeListeners.push((at) => {
        try {
          listener(at);
        } catch (error) {
          log.error({ err: error }, 'message bus: a resume listener failed');
        }
      });
    },
    async ping() {
      // The publisher fails fast while Redis is away (no offline queue, a command timeout).
      await publisher.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      // quit() waits for pending replies; disconnect() is for a Redis that does not answer at all;
      // quit() on a connection that is down would wait in the offline queue for ever.
      await Promise.all(
        [publisher, subscriber].map((redis) =>
          redis.status === 'ready' ? redis.quit().then(() => undefined, () => redis.disconnect()) : redis.disconnect(),
        ),
      );
    },
  };
}
