import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { captureModeKinds, isWhiteLabelTheme, toVirtualEventDto, type EventVirtualDto, type GuestAiAvailability, type GuestAsset, type Rect } from '@booth/shared';
import { whiteLabelThemeOf } from '@/modules/customers/white-label-theme.ts';
import { NotFound } from '@/errors.ts';
import type { AssetRow } from '@/modules/assets/assets.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { referencedIds } from './event-assets.ts';
import { toGuestAsset } from './guest-asset-view.ts';
import { settingsOf, toEvent } from './event-views.ts';
import { findEventAssets, findEventBySlug } from './events.repo.ts';
import type { EventRow } from './events.table.ts';
import { guestAiFilters, offeredAiFilterIds } from './guest-ai-filters.repo.ts';
import type { CachedVirtualEvent, VirtualEventCache } from './virtual-cache.ts';

export interface VirtualEventService {
  /** The public guest view of an active event, from the cache when it is there; NotFound for unknown or archived events. */
  get(slug: string): Promise<CachedVirtualEvent>;
  /** Called on every change of an event. */
  invalidate(slug: string): Promise<void>;
}

export interface VirtualEventServiceDeps {
  db: Db;
  cache: VirtualEventCache;
  /**
   * Whether a campaign's AI modes run now (the AI engine's availability): when the budget or the credits
   * are spent the booth offers the plain photo. Absent (scripts, tests of other things): always available.
   */
  aiAvailability?: (event: EventRow) => Promise<GuestAiAvailability>;
  now?: () => number;
  /** For the photo areas of overlays: read once per overlay file, then remembered. */
  files: FileStore;
  media: MediaGateway;
  log: Logger;
}

/** Overlays whose photo areas are remembered; a file key never changes its bytes, so entries never go stale. */
const PHOTO_AREA_MEMO_MAX = 2_000;

/**
 * How long a campaign's AI availability is reused. It changes with every guest's AI picture (credits,
 * budget), so it is not part of the cached answer; reading it for every guest opening the booth would
 * be one ledger sum each. A few seconds late only means an upload meets the spent budget and the
 * picture becomes a plain photo with the same notice.
 */
export const AI_AVAILABILITY_TTL_MS = 10_000;
const AVAILABLE: GuestAiAvailability = { available: true, reason: null };

export function createVirtualEventService(deps: VirtualEventServiceDeps): VirtualEventService {
  const { db, cache } = deps;
  const photoAreaMemo = new Map<string, Promise<Rect[]>>();

  /**
   * The transparent rectangles of an overlay (a photo layout's frame): where the shots go. Only PNGs
   * carry transparency. A file that cannot be read gives no areas rather than no guest view at all.
   */
  function photoAreas(asset: AssetRow): Promise<Rect[]> {
    if (asset.mimetype !== 'image/png') return Promise.resolve([]);
    let areas = photoAreaMemo.get(asset.fileKey);
    if (!areas) {
      areas = deps.files
        .get(asset.fileKey)
        .then((file) => buffer(file.stream))
        .then((image) => deps.media.findTransparentRects(image))
        .catch((error: unknown) => {
          deps.log.error({ err: error, assetId: asset.id }, 'could not find the photo areas of an overlay');
          photoAreaMemo.delete(asset.fileKey);
          return [];
        });
      photoAreaMemo.set(asset.fileKey, areas);
      while (photoAreaMemo.size > PHOTO_AREA_MEMO_MAX) {
        const oldest = photoAreaMemo.keys().next().value;
        if (oldest === undefined) break;
        photoAreaMemo.delete(oldest);
      }
    }
    return areas;
  }

  /** The assets the guest view refers to (never those of organiser-only settings), as a guest loads them. */
  async function guestAssets(ownerId: string, dto: Omit<EventVirtualDto, 'aiAvailability'>): Promise<GuestAsset[]> {
    const rows = await findEventAssets(db, ownerId, referencedIds(dto));
    const overlays = new Set(captureModeKinds.flatMap((kind) => dto.shutter[kind].overlays));
    return Promise.all(
      rows.map(async (row) => toGuestAsset(row, overlays.has(row.id) ? await photoAreas(row) : [])),
    );
  }

  // Thousands of guests open a new campaign at once: one database read per slug, the rest wait for it.
  const loading = new Map<string, Promise<CachedVirtualEvent>>();
  // A load that started before a change must not store what it read; any change since its start voids it.
  let changes = 0;

  async function load(slug: string): Promise<CachedVirtualEvent> {
    const startedAt = changes;
    const row = await findEventBySlug(db, slug);
    // An event is active unless archived (campaigns §4); guests do not reach archived ones.
    if (!row || row.archived) throw new NotFound('No such campaign');
    const { aiAvailability: _live, ...dto } = toVirtualEventDto(toEvent(row));
    const [assets, theme, aiFilters] = await Promise.all([
      guestAssets(row.customerId, dto),
      whiteLabelThemeOf(db, row.customerId),
      guestAiFilters(db, row.customerId, offeredAiFilterIds(dto.shutter)),
    ]);
    // Without `aiAvailability`: it is added to every answer as it is now (withAvailability).
    const body = Buffer.from(JSON.stringify({ ...dto, whiteLabel: isWhiteLabelTheme(theme), assets, aiFilters }));
    const value: CachedVirtualEvent = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, offersAi: aiFilters.length > 0 };
    if (startedAt === changes) await cache.set(slug, value);
    return value;
  }

  const availabilityMemo = new Map<string, { at: number; value: Promise<GuestAiAvailability> }>();
  const clock = deps.now ?? Date.now;

  /** A campaign's AI availability, read at most every AI_AVAILABILITY_TTL_MS per slug (concurrent readers share one read). */
  function availabilityOf(slug: string): Promise<GuestAiAvailability> {
    const check = deps.aiAvailability;
    if (!check) return Promise.resolve(AVAILABLE);
    const at = clock();
    const memo = availabilityMemo.get(slug);
    if (memo && at - memo.at < AI_AVAILABILITY_TTL_MS) return memo.value;
    const value = findEventBySlug(db, slug)
      // A draft runs only in test mode, and test pictures book nothing: its AI is always available.
      .then((row) => (row && settingsOf(row).eventType !== 'draft' ? check(row) : AVAILABLE))
      .catch((error: unknown) => {
        // The booth must open whatever the ledger does; an upload still meets the real check.
        deps.log.error({ err: error, slug }, 'could not read the AI availability of a campaign');
        availabilityMemo.delete(slug);
        return AVAILABLE;
      });
    availabilityMemo.set(slug, { at, value });
    while (availabilityMemo.size > PHOTO_AREA_MEMO_MAX) {
      const oldest = availabilityMemo.keys().next().value;
      if (oldest === undefined) break;
      availabilityMemo.delete(oldest);
    }
    return value;
  }

  /** The cached answer with the AI availability as it is now, spliced in without parsing; its tag says which. */
  async function withAvailability(slug: string, cached: CachedVirtualEvent): Promise<CachedVirtualEvent> {
    const availability = cached.offersAi ? await availabilityOf(slug) : AVAILABLE;
    const json = cached.body.toString('utf8');
    const body = Buffer.from(`${json.slice(0, -1)},"aiAvailability":${JSON.stringify(availability)}}`);
    const suffix = availability.available ? 'ai' : `no-ai-${availability.reason ?? ''}`;
    return { body, etag: `${cached.etag.slice(0, -1)}-${suffix}"`, offersAi: cached.offersAi };
  }

  return {
    async get(slug) {
      const cached = await cache.get(slug);
      if (cached) return withAvailability(slug, cached);
      let pending = loading.get(slug);
      if (!pending) {
        const started = load(slug).finally(() => {
          if (loading.get(slug) === started) loading.delete(slug);
        });
        loading.set(slug, started);
        pending = started;
      }
      return withAvailability(slug, await pending);
    },

    async invalidate(slug) {
      changes += 1;
      loading.delete(slug);
      availabilityMemo.delete(slug);
      await cache.delete(slug);
    },
  };
}
