/** A guest's view of one event, serialised once: the JSON bytes and their entity tag. */
export interface CachedVirtualEvent {
  body: Buffer;
  etag: string;
  /** The campaign offers AI filters: its answers carry the AI availability of the moment. */
  offersAi?: boolean;
}

/**
 * Where GET /events/{slug}/virtual keeps answers between changes. A port, so a shared store (Redis)
 * can replace the in-process map when several servers run; every change of an event deletes its entry.
 */
export interface VirtualEventCache {
  get(slug: string): Promise<CachedVirtualEvent | undefined>;
  set(slug: string, value: CachedVirtualEvent): Promise<void>;
  delete(slug: string): Promise<void>;
}

/**
 * In-process cache, bounded by entry count (least recently used out first) and by age: with several
 * server processes another process's change is only deleted here, so `ttlMs` bounds how long a
 * process can answer an old version (until a shared cache takes over).
 */
export function createMemoryVirtualEventCache(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}): VirtualEventCache {
  const maxEntries = options.maxEntries ?? 5_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: CachedVirtualEvent; storedAt: number }>();
  return {
    async get(slug) {
      const entry = entries.get(slug);
      if (!entry) return undefined;
      if (now() - entry.storedAt > ttlMs) {
        entries.delete(slug);
        return undefined;
      }
      // Re-inserting keeps the Map's order least recently used first.
      entries.delete(slug);
      entries.set(slug, entry);
      return entry.value;
    },
    async set(slug, value) {
      entries.delete(slug);
      entries.set(slug, { value, storedAt: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async delete(slug) {
      entries.delete(slug);
    },
  };
}
