import { createHash } from 'node:crypto';
import { toVirtualEventDto } from '@booth/shared';
import { NotFound } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { toEvent } from './event-views.ts';
import { findEventBySlug } from './events.repo.ts';
import type { CachedVirtualEvent, VirtualEventCache } from './virtual-cache.ts';

export interface VirtualEventService {
  /** The public guest view of an active event, from the cache when it is there; NotFound for unknown or archived events. */
  get(slug: string): Promise<CachedVirtualEvent>;
  /** Called on every change of an event. */
  invalidate(slug: string): Promise<void>;
}

export function createVirtualEventService(deps: { db: Db; cache: VirtualEventCache }): VirtualEventService {
  const { db, cache } = deps;
  // Thousands of guests open a new campaign at once: one database read per slug, the rest wait for it.
  const loading = new Map<string, Promise<CachedVirtualEvent>>();
  // A load that started before a change must not store what it read; any change since its start voids it.
  let changes = 0;

  async function load(slug: string): Promise<CachedVirtualEvent> {
    const startedAt = changes;
    const row = await findEventBySlug(db, slug);
    // An event is active unless archived (campaigns §4); guests do not reach archived ones.
    if (!row || row.archived) throw new NotFound('No such campaign');
    const body = Buffer.from(JSON.stringify(toVirtualEventDto(toEvent(row))));
    const value = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (startedAt === changes) await cache.set(slug, value);
    return value;
  }

  return {
    async get(slug) {
      const cached = await cache.get(slug);
      if (cached) return cached;
      let pending = loading.get(slug);
      if (!pending) {
        const started = load(slug).finally(() => {
          if (loading.get(slug) === started) loading.delete(slug);
        });
        loading.set(slug, started);
        pending = started;
      }
      return pending;
    },

    async invalidate(slug) {
      changes += 1;
      loading.delete(slug);
      await cache.delete(slug);
    },
  };
}
