import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '@/platform/logger.ts';
import { createFailoverHitCounter, createMemoryHitCounter, type Hit, type HitCounter } from './rate-limits-store.ts';

/** Every key of this store starts with it, so the counters are easy to find and never collide with other data. */
const KEY_PREFIX = 'boothwerk:rl:';

/**
 * How long a rate-limit check may wait for Redis before the process counts on its own: a guest's
 * request must not hang on a stalled store. Not shorter: under a burst this process's own event loop
 * lags by hundreds of milliseconds, and a timeout then would move counts into memory (splitting them)
 * although Redis answered in time. A Redis that is gone refuses the connection at once anyway.
 */
const COMMAND_TIMEOUT_MS = 2000;
/** At start the server waits this long for Redis, then starts anyway (failing over to memory). */
const CONNECT_WAIT_MS = 3000;

// INCR and, on the first hit, the window's expiry in one step, so two processes cannot both start it.
// A key without expiry (should one ever exist) gets one instead of counting forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

function asHit(result: unknown): Hit | null {
  if (!Array.isArray(result)) return null;
  const [count, ttl] = result.map(Number);
  if (count === undefined || ttl === undefined || !Number.isFinite(count) || !Number.isFinite(ttl)) return null;
  return { count, resetMs: Math.max(0, ttl) };
}

/**
 * The keys of one installation: every process of it has the same PUBLIC_URL, and installations that
 * share a Redis (staging next to production, parallel test servers) do not count each other's guests.
 */
export function installationPrefix(publicUrl: string): string {
  return `${KEY_PREFIX}${createHash('sha256').update(publicUrl).digest('base64url').slice(0, 10)}:`;
}

/** Counters in Redis; every call fails fast (no offline queue) so that the failover can take over. */
export function createRedisHitCounter(redis: Redis, prefix: string): HitCounter {
  return {
    async hit(key, windowMs) {
      const hit = asHit(await redis.eval(HIT_SCRIPT, 1, prefix + key, Math.max(1, Math.round(windowMs))));
      if (!hit) throw new Error('unexpected answer from the rate-limit script');
      return hit;
    },
    async peek(key) {
      return asHit(await redis.eval(PEEK_SCRIPT, 1, prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      // quit() waits for pending replies; disconnect() is for a Redis that does not answer at all.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * The counter behind every rate limit: Redis (failing over to memory, and logging it) when a URL is
 * given, memory otherwise. Waits a little for the first connection so that a healthy Redis counts
 * from the first request; an unreachable one does not stop the server from starting.
 */
export async function openHitCounter(options: { redisUrl: string | undefined; publicUrl: string }, log: Logger): Promise<HitCounter> {
  const memory = createMemoryHitCounter();
  const { redisUrl } = options;
  if (!redisUrl) return memory;

  const prefix = installationPrefix(options.publicUrl);
  const redis = new Redis(redisUrl, {
    // Named, so an operator (and the fault tests) can tell this installation's connection apart in CLIENT LIST.
    connectionName: `boothwerk-rl-${prefix.slice(KEY_PREFIX.length, -1)}`,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_WAIT_MS,
    // Keep trying in the background for as long as the process runs; at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // ioredis reports every failed reconnect here; the failover below logs the outage once.
  redis.on('error', (error: Error) => log.debug({ err: error }, 'rate-limit store: Redis error'));

  const connected = await Promise.race([
    redis.connect().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(resolve, CONNECT_WAIT_MS, false).unref()),
  ]);
  if (connected) log.info('rate limits are counted in Redis (shared by every server process)');
  else log.error('rate-limit store: Redis is unreachable at start; counting in this process until it answers');

  return createFailoverHitCounter(createRedisHitCounter(redis, prefix), memory, {
    onFailure: (error) => log.error({ err: error }, 'rate-limit store: Redis failed; counting in this process until it answers again'),
    onRecovery: () => log.info('rate-limit store: Redis answers again; limits are shared again'),
  });
}
