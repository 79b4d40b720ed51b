import {
  featureTierTable,
  mosaicGrid,
  mosaicSheetCount,
  planAllowsTier,
  type Locale,
  type MosaicStatus,
  type MosaicWall,
  type ShootMosaic,
} from '@booth/shared';
import { NotFound, PlanRequired } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { customerPlanLevel } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { ownedEvent, type EventAccess } from '@/modules/events/owned-event.ts';
import type { Db } from '@/platform/db/database.ts';
import { mosaicCampaign, mosaicSources } from './mosaic-access.ts';
import { laidOutOn } from './mosaic-layout.ts';
import { locateShoot, wallUrl } from './mosaic-locate.ts';
import { findShootBySlug, findWall, liveCounts, livePlacements, newestSeq, sheetVersions, waitingPictures } from './mosaic.repo.ts';
import { toGridDto, toMosaicDisplay, toMosaicPlacement } from './mosaic-views.ts';

export interface MosaicServiceDeps {
  db: Db;
  publicUrl: string;
  /** Starts the wall over: the placement engine's `resetMosaic` (a new generation, every cell free). */
  resetWall: (eventId: string) => Promise<void>;
  /**
   * Asks the placement engine to reconcile a wall (one waiting job per wall). A wall being opened, or an
   * organiser looking at pictures still waiting, asks for one: the owner's plan may have changed since
   * the last sync (an upgrade announces nothing the engine hears), and a sync with nothing to do is cheap.
   */
  syncWall?: (eventId: string) => Promise<void>;
}

export interface MosaicService {
  /** GET /events/{slug}/mosaic: everything a wall needs to draw itself (404/402 like the page). */
  wall(slug: string): Promise<MosaicWall>;
  /** The wall a stream follows (GET /events/{slug}/mosaic/stream), refused like the wall. */
  feed(slug: string): Promise<{ eventId: string }>;
  /** GET /events/{slug}/mosaic/status: the organiser's view of the wall. */
  status(auth: AuthContext, slug: string): Promise<MosaicStatus>;
  /** POST /events/{slug}/mosaic/reset: the owner (Gold) starts the wall over. */
  reset(auth: AuthContext, slug: string): Promise<void>;
  /** GET /shoots/{slug}/mosaic: where a picture sits; 404 when it is on no wall shown now. */
  shootMosaic(shootSlug: string, locale?: Locale): Promise<ShootMosaic>;
}

/** The organiser's campaign for a mosaic call: its owner's, or any for admins reading (owned-event.ts). */
export async function organiserMosaic(db: Db, auth: AuthContext, slug: string, access: EventAccess) {
  const event = await ownedEvent(db, auth, slug, access);
  const mosaic = settingsOf(event).screens.presentation.mosaic;
  const planAllows = planAllowsTier({ level: await customerPlanLevel(db, event.customerId) }, featureTierTable.mosaic);
  return { event, mosaic, planAllows };
}

/** Reset and export are Gold features of the campaign's owner, checked on every call like the wall. */
export function assertMosaicPlan(planAllows: boolean): void {
  if (!planAllows) throw new PlanRequired(`The mosaic needs the ${featureTierTable.mosaic} plan`);
}

export function createMosaicService(deps: MosaicServiceDeps): MosaicService {
  const { db, publicUrl } = deps;
  const origin = publicUrl.replace(/\/+$/, '');
  // Never in the way of an answer: a queue that is down only delays the wall until the next change.
  const requestSync = (eventId: string) => void deps.syncWall?.(eventId).catch(() => undefined);

  function imageUrl(event: EventRow, name: 'target' | 'alternative'): string {
    return `${origin}/api/events/${encodeURIComponent(event.slug)}/mosaic/${name}`;
  }

  return {
    async wall(slug) {
      const { event, mosaic } = await mosaicCampaign(db, slug);
      requestSync(event.id);
      const grid = mosaicGrid(mosaic);
      const wall = await findWall(db, event.id);
      const generation = wall?.generation ?? 1;
      // The cursor first: a change landing between the reads is then both in the answer and replayed
      // (the same final state twice), never in neither.
      const cursor = await newestSeq(db, event.id);
      const current = laidOutOn(wall, grid);
      const [rows, versions] = current
        ? await Promise.all([livePlacements(db, event.id, generation), sheetVersions(db, event.id, generation, grid.columns)])
        : [[], new Map<number, number>()];
      const placed = rows.filter((row) => row.cell < grid.cells);
      return {
        eventId: event.id,
        slug: event.slug,
        title: event.name,
        generation,
        cursor: String(cursor),
        grid: toGridDto(grid),
        sheets: Array.from({ length: mosaicSheetCount(grid) }, (_, sheet) => versions.get(sheet) ?? 0),
        display: toMosaicDisplay(mosaic),
        targetUrl: wall?.previewKey ? imageUrl(event, 'target') : null,
        alternativeUrl: mosaic.alternativePicture ? imageUrl(event, 'alternative') : null,
        placements: placed.map(toMosaicPlacement),
        pictureCount: placed.filter((row) => row.kind === 'picture').length,
      };
    },

    async feed(slug) {
      const { event } = await mosaicCampaign(db, slug);
      return { eventId: event.id };
    },

    async status(auth, slug) {
      const { event, mosaic, planAllows } = await organiserMosaic(db, auth, slug, 'read');
      const grid = mosaicGrid(mosaic);
      const wall = await findWall(db, event.id);
      const generation = wall?.generation ?? 1;
      const sources = await mosaicSources(db, event, mosaic);
      const [counts, waiting] = await Promise.all([
        liveCounts(db, event.id, generation),
        wall ? waitingPictures(db, { eventId: event.id, generation, sources, showNotApproved: mosaic.showNotApproved, since: mosaic.placeBehaviour.fillMode === 'live' ? wall.startedAt : null }) : 0,
      ]);
      if (mosaic.enabled && planAllows && (!wall || waiting > 0)) requestSync(event.id);
      return {
        enabled: mosaic.enabled,
        planAllows,
        grid: toGridDto(grid),
        generation,
        startedAt: wall?.startedAt.toISOString() ?? null,
        pictures: counts.picture,
        statics: counts.static,
        fillers: counts.filler,
        waiting,
        hasTarget: mosaic.picture !== null,
        wallUrl: wallUrl(publicUrl, event.slug),
      };
    },

    async reset(auth, slug) {
      const { event, planAllows } = await organiserMosaic(db, auth, slug, 'write');
      assertMosaicPlan(planAllows);
      await deps.resetWall(event.id);
    },

    async shootMosaic(shootSlug, locale = 'de') {
      const shoot = await findShootBySlug(db, shootSlug);
      const found = shoot ? await locateShoot(db, shoot) : null;
      if (!found) throw new NotFound('This picture is on no mosaic wall');
      const { campaign, grid } = found;
      return {
        mosaicSlug: campaign.event.slug,
        wallUrl: wallUrl(publicUrl, campaign.event.slug, locale),
        row: found.row + 1,
        column: found.column + 1,
        rows: grid.rows,
        columns: grid.columns,
        zoomUrl: `${origin}/api/shoots/${encodeURIComponent(shootSlug)}/mosaic/zoom`,
      };
    },
  };
}
