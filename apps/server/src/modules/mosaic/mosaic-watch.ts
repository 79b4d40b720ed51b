import { findEventBySlug } from '@/modules/events/events.repo.ts';
import { subscribeShootEvents, subscribeVirtualInvalidations } from '@/modules/live/live-changes.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import { queueMosaicSync } from './mosaic-sync.ts';
import { enabledMosaics, type EnabledMosaic } from './mosaic-sources.repo.ts';

/*
 * Hears what changes a wall and queues its `mosaic_sync` (singleton per wall, so a burst of pictures
 * is one waiting run): a change of pictures in any of its sources (the bus's `shoot-events` channel,
 * from every process), a change of a campaign's settings (the guest-view invalidation every save
 * announces), the bus coming back after an outage, and this process's start (a sync cut short by a
 * crash is finished). Runs once per process where job workers run.
 */

/** How long the list of walls with their sources is reused: a settings save clears it at once. */
const CACHE_MS = 10_000;

export interface MosaicWatchDeps {
  db: Db;
  bus: MessageBus;
  jobs: JobQueue;
  log: Logger;
  /** Tests: a clock for the cache. */
  now?: () => number;
}

export async function startMosaicWatch(deps: MosaicWatchDeps): Promise<() => Promise<void>> {
  const now = deps.now ?? Date.now;
  let cache: { at: number; mosaics: Promise<EnabledMosaic[]> } | undefined;
  const walls = (): Promise<EnabledMosaic[]> => {
    if (!cache || now() - cache.at > CACHE_MS) {
      const mosaics = enabledMosaics(deps.db);
      cache = { at: now(), mosaics };
      // A failed read is not kept: the next change asks again.
      mosaics.catch(() => (cache = undefined));
    }
    return cache.mosaics;
  };
  const failed = (error: unknown) => deps.log.error({ err: error }, 'mosaic watch could not queue a sync');
  const queueFor = async (campaignId: string) => {
    const id = campaignId.toLowerCase();
    const affected = (await walls()).filter((wall) => wall.eventId === id || wall.eventSources.some((source) => source.toLowerCase() === id));
    for (const wall of affected) await queueMosaicSync(deps.jobs, wall.eventId);
  };
  const queueAll = async () => {
    for (const wall of await walls()) await queueMosaicSync(deps.jobs, wall.eventId);
  };

  const stopShoots = await subscribeShootEvents(deps.bus, (eventId) => void queueFor(eventId).catch(failed));
  const stopSettings = await subscribeVirtualInvalidations(deps.bus, (slug) => {
    cache = undefined;
    void (async () => {
      const event = await findEventBySlug(deps.db, slug);
      if (event) await queueFor(event.id);
    })().catch(failed);
  });
  // Messages published while the bus was away never arrive: every wall checks itself.
  deps.bus.onResume(() => void queueAll().catch(failed));
  await queueAll().catch(failed);
  return async () => {
    await stopShoots();
    await stopSettings();
  };
}
