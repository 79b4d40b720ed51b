/** How many hits a key has in its current window, and how long until that window ends. */
export interface Hit {
  count: number;
  resetMs: number;
}

/**
 * Fixed-window hit counters: the one store behind every rate limit (the HTTP limits and the sign-in
 * throttle). The window of a key starts with its first hit; `hit` on a key whose window has ended
 * starts a new one. In Redis when REDIS_URL is set, so several server processes count together.
 */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The key's state without counting; null when it has no live window. */
  peek(key: string): Promise<Hit | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Counters in this process. Bounded: past `maxKeys` the ended windows are swept, and if that is not
 * enough the oldest keys go first (a Map keeps insertion order), so a flood of addresses cannot grow
 * the heap without end; forgetting a key only ever lets a client through early.
 */
export function createMemoryHitCounter(options: { maxKeys?: number; now?: () => number } = {}): HitCounter {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  function live(key: string, at: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.endsAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  // Frees a tenth at a time, so that a flood of new keys sweeps the map now and then, not per request.
  function makeRoom(at: number): void {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    const target = Math.floor(maxKeys * 0.9);
    for (const key of windows.keys()) {
      if (windows.size <= target) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key, windowMs) {
      const at = now();
      let window = live(key, at);
      if (!window) {
        makeRoom(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetMs: window.endsAt - at };
    },
    async peek(key) {
      const at = now();
      const window = live(key, at);
      return window ? { count: window.count, resetMs: window.endsAt - at } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * Uses `primary` (Redis) and, while it fails, `fallback` (this process's memory): a Redis outage must
 * not refuse guests at a venue, nor switch every limit off. During an outage each process counts on
 * its own, which admits at most N times the limit across N processes; when Redis answers again its
 * counters take over. While failing, the primary is tried again at most every `retryAfterMs`, so a
 * Redis that stalls (and makes each call wait for its timeout) slows one request per interval, not
 * every one. `onFailure`/`onRecovery` fire once per outage, for the log.
 */
export function createFailoverHitCounter(
  primary: HitCounter,
  fallback: HitCounter,
  events: { onFailure: (error: unknown) => void; onRecovery: () => void },
  options: { retryAfterMs?: number; now?: () => number } = {},
): HitCounter {
  const retryAfterMs = options.retryAfterMs ?? 1000;
  const now = options.now ?? Date.now;
  let failing = false;
  let retryAt = 0;

  async function attempt<T>(use: (counter: HitCounter) => Promise<T>): Promise<T> {
    if (failing && now() < retryAt) return use(fallback);
    try {
      const result = await use(primary);
      if (failing) {
        failing = false;
        events.onRecovery();
      }
      return result;
    } catch (error) {
      retryAt = now() + retryAfterMs;
      if (!failing) {
        failing = true;
        events.onFailure(error);
      }
      return use(fallback);
    }
  }

  return {
    hit: (key, windowMs) => attempt((counter) => counter.hit(key, windowMs)),
    peek: (key) => attempt((counter) => counter.peek(key)),
    reset: (key) => attempt((counter) => counter.reset(key)),
    async close() {
      await Promise.allSettled([primary.close(), fallback.close()]);
    },
  };
}
