import { toKioskEventDto, type EventKioskDto, type EventVirtualDto } from '@booth/shared';
import { AppError, NotFound } from '@/errors.ts';
import { referencedIds } from '@/modules/events/event-assets.ts';
import { toGuestAsset } from '@/modules/events/guest-asset-view.ts';
import { toEvent } from '@/modules/events/event-views.ts';
import { findEventAssets, findEventBySlug } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { VirtualEventService } from '@/modules/events/virtual-event.service.ts';
import type { Db } from '@/platform/db/database.ts';

export interface KioskEventService {
  /** The public kiosk view of an active tablet-booth campaign; NotFound for unknown or archived ones, 409 for a virtual one. */
  get(slug: string): Promise<EventKioskDto>;
}

/** A campaign a kiosk may open: known, not archived (campaigns §4) and a tablet booth. */
export async function kioskEventRow(db: Db, slug: string): Promise<EventRow> {
  const row = await findEventBySlug(db, slug);
  if (!row || row.archived) throw new NotFound('No such campaign');
  if (row.boothType !== 'ipad') {
    throw new AppError('CONFLICT', `This campaign is a virtual booth, not a tablet booth: its guests open /booth/${row.slug} in their own browser`);
  }
  return row;
}

/** Whether leaving the kiosk asks for a secret: the lock password or the organiser's exit PIN. */
export function hasExitSecret(row: Pick<EventRow, 'lockPasswordHash' | 'kioskExitPinHash'>): boolean {
  return row.lockPasswordHash !== null || row.kioskExitPinHash !== null;
}

/**
 * The kiosk view is built on the virtual booth's guest view: its cached answer already holds the
 * assets of the shutter, sharing and design settings with their URLs and the photo areas of the
 * overlays, the AI filters and their availability; the kiosk adds the screens only a tablet has
 * (attention, review) from the row and the assets only they refer to. A kiosk loads it once per page, from a few tablets, so it is not cached.
 */
export function createKioskEventService(deps: { db: Db; virtualEvents: VirtualEventService }): KioskEventService {
  const { db, virtualEvents } = deps;
  return {
    async get(slug) {
      const row = await kioskEventRow(db, slug);
      const dto = toKioskEventDto(toEvent(row), hasExitSecret(row));
      const cached = JSON.parse((await virtualEvents.get(slug)).body.toString('utf8')) as EventVirtualDto;
      const wanted = new Set(referencedIds({ ...dto, id: null, assets: [] }));
      const known = cached.assets.filter((asset) => wanted.has(asset.id));
      const missing = [...wanted].filter((id) => !known.some((asset) => asset.id === id));
      const extra = missing.length > 0 ? (await findEventAssets(db, row.customerId, missing)).map((asset) => toGuestAsset(asset)) : [];
      // The AI filters and their availability as the booth's guest view has them (the same modes' aiFilters).
      return { ...dto, whiteLabel: cached.whiteLabel, assets: [...known, ...extra], aiFilters: cached.aiFilters, aiAvailability: cached.aiAvailability };
    },
  };
}
