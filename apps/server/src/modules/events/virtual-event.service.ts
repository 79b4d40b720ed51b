import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { captureModeKinds, isWhiteLabelTheme, toVirtualEventDto, type EventVirtualDto, type GuestAsset, type Rect } from '@booth/shared';
import { whiteLabelThemeOf } from '@/modules/customers/white-label-theme.ts';
import { NotFound } from '@/errors.ts';
import type { AssetRow } from '@/modules/assets/assets.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { referencedIds } from './event-assets.ts';
import { toGuestAsset } from './guest-asset-view.ts';
import { toEvent } from './event-views.ts';
import { findEventAssets, findEventBySlug } from './events.repo.ts';
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
  /** For the photo areas of overlays: read once per overlay file, then remembered. */
  files: FileStore;
  media: MediaGateway;
  log: Logger;
}

/** Overlays whose photo areas are remembered; a file key never changes its bytes, so entries never go stale. */
const PHOTO_AREA_MEMO_MAX = 2_000;

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
  async function guestAssets(ownerId: string, dto: EventVirtualDto): Promise<GuestAsset[]> {
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
    const dto = toVirtualEventDto(toEvent(row));
    const [assets, theme] = await Promise.all([guestAssets(row.customerId, dto), whiteLabelThemeOf(db, row.customerId)]);
    const body = Buffer.from(JSON.stringify({ ...dto, whiteLabel: isWhiteLabelTheme(theme), assets }));
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
