import { featureTierTable, planAllowsTier, type Locale, type MicrositeButton } from '@booth/shared';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import { AppError, NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { whiteLabelThemeOf } from '@/modules/customers/white-label-theme.ts';
import { boothMode } from '@/modules/events/event-guards.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { customerPlanLevel, findEventAssets, findEventBySlug } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { mayActOnEvent, noSuchCampaign } from '@/modules/events/owned-event.ts';
import type { Db } from '@/platform/db/database.ts';
import type { ShootDeletionReason } from '@/modules/shoots/deleted-shoots.table.ts';
import type { ShootRow } from '@/modules/shoots/shoots.table.ts';
import { findTombstoneBySlug } from '@/modules/shoots/shoot-gone.ts';
import { locateShoot, zoomWindow } from '@/modules/mosaic/mosaic-locate.ts';
import { micrositeModel, type MicrositeModel, type MicrositeMosaic } from './microsite-model.ts';
import { addLike, findShootBySlug, findShootWithEvent, listButtonClicks, listViews, recordClick, recordView } from './microsite.repo.ts';
import { createVisitorKeys, type Visitor } from './visitor-keys.ts';

export interface MicrositeViewList {
  total: number;
  items: Array<{ shootId: string; shootSlug: string; views: number; lastViewedAt: string | null }>;
}
export interface MicrositeButtonList {
  total: number;
  items: Array<{ button: MicrositeButton; clicks: number; lastClickedAt: string | null }>;
}

export interface MicrositeService {
  /**
   * What the microsite of a shoot shows, or null for an unknown slug. A ready page opened with
   * `countView` counts one view (a HEAD request or a preview of a not-ready picture does not).
   */
  page(slug: string, locale: Locale, options: { countView: boolean }): Promise<MicrositeModel | null>;
  /** Why the picture of a slug is gone (its tombstone), or null when it never existed. */
  removed(slug: string): Promise<ShootDeletionReason | null>;
  /**
   * Counts a click on a button of the microsite. On a draft campaign or a test picture only its
   * organiser (signed in: `auth`; none is a guest) may; anyone else gets 409 EVENT_NOT_LIVE.
   */
  click(slug: string, button: MicrositeButton, auth?: AuthContext | null): Promise<void>;
  /**
   * Adds the visitor's like, once per visitor and picture (visitor-keys.ts), and answers the count;
   * refused like a click on a draft or a test picture.
   */
  like(slug: string, visitor: Visitor, auth?: AuthContext | null): Promise<number>;
  /**
   * A new visitor cookie for a page with a like button, or null when `current` already is a valid one:
   * each browser likes under its own key, even a crowd behind one address with one phone model.
   */
  visitorCookie(current: string | undefined): Promise<string | null>;
  /** The current count, for a browser that has already liked. */
  likes(slug: string): Promise<number>;
  views(auth: AuthContext, eventSlug: string, page: { limit: number; offset: number }): Promise<MicrositeViewList>;
  buttons(auth: AuthContext, eventSlug: string): Promise<MicrositeButtonList>;
}

export function createMicrositeService(deps: { db: Db; publicUrl: string; now: () => Date; bus: MessageBus }): MicrositeService {
  const { db, publicUrl, now } = deps;
  const visitors = createVisitorKeys({ db, now });

  async function shootOf(slug: string) {
    const shoot = await findShootBySlug(db, slug);
    if (!shoot) throw new NotFound('No such picture');
    return shoot;
  }

  /**
   * The picture a like or click goes to. A draft's pictures and test pictures are test mode (campaigns
   * §4): their organiser may try the buttons; a guest who got hold of the link is refused, so nothing
   * a stranger does ever lands on them. A live campaign's real pictures take everyone's.
   */
  async function interactiveShoot(slug: string, auth: AuthContext | null): Promise<ShootRow> {
    const found = await findShootWithEvent(db, slug);
    if (!found) throw new NotFound('No such picture');
    const { shoot, event } = found;
    const mode = await boothMode(db, auth, event);
    if (mode === 'live' && shoot.isTest && !(auth && (await mayActOnEvent(db, auth, event, 'read')))) {
      throw new AppError('EVENT_NOT_LIVE', 'This is a test picture; only its organiser can like it or use its buttons');
    }
    return shoot;
  }

  /** The picture's place on a mosaic wall shown now, for its page (campaigns §3 Mosaic: a guest finds their tile). */
  async function mosaicPlaceOf(shoot: { id: string; eventId: string }): Promise<MicrositeMosaic | null> {
    const found = await locateShoot(db, shoot);
    if (!found) return null;
    const zoom = zoomWindow(found.grid, found);
    return {
      eventSlug: found.campaign.event.slug,
      row: found.row + 1,
      column: found.column + 1,
      rows: found.grid.rows,
      columns: found.grid.columns,
      zoomWidth: zoom.width,
      zoomHeight: zoom.height,
    };
  }

  /** The event of an organiser call: its owner's and admins' only; anyone else learns nothing (404). */
  async function ownedEvent(auth: AuthContext, eventSlug: string): Promise<EventRow> {
    const row = await findEventBySlug(db, eventSlug);
    if (!row || !(await mayActOnEvent(db, auth, row, 'read'))) throw noSuchCampaign();
    return row;
  }

  return {
    async removed(slug) {
      return (await findTombstoneBySlug(db, slug))?.reason ?? null;
    },

    async page(slug, locale, options) {
      const found = await findShootWithEvent(db, slug);
      if (!found) return null;
      const { shoot, event } = found;
      const settings = settingsOf(event);
      const { banner, backgroundImage } = settings.screens.microsite;
      const ids = [banner, backgroundImage].filter((id): id is string => id !== null);
      const [assets, theme, planLevel, mosaic] = await Promise.all([
        findEventAssets(db, event.customerId, ids),
        whiteLabelThemeOf(db, event.customerId),
        customerPlanLevel(db, event.customerId),
        shoot.status === 'ready' ? mosaicPlaceOf(shoot) : null,
      ]);
      if (options.countView && shoot.status === 'ready') await recordView(db, shoot, now());
      return micrositeModel({
        shoot,
        event: { slug: event.slug, settings },
        assetKeys: new Map(assets.map((asset) => [asset.id, asset.fileKey])),
        theme,
        galleryAllowed: planAllowsTier({ level: planLevel }, featureTierTable.gallery),
        publicUrl,
        locale,
        mosaic,
      });
    },

    async click(slug, button, auth) {
      const shoot = await interactiveShoot(slug, auth ?? null);
      await recordClick(db, shoot.id, button, now());
    },

    async like(slug, visitor, auth) {
      const shoot = await interactiveShoot(slug, auth ?? null);
      const { likes, counted } = await addLike(db, { shootId: shoot.id, visitor: await visitors.likeKey(shoot.id, visitor), at: now() });
      // Galleries show the count; announced for live feeds only (a like does not move updatedAt, no resume needed).
      if (counted) await publishShootChange(deps.bus, { eventId: shoot.eventId, shootIds: [shoot.id] });
      return likes;
    },

    async visitorCookie(current) {
      return (await visitors.isValid(current)) ? null : visitors.issue();
    },

    async likes(slug) {
      return (await shootOf(slug)).likes;
    },

    async views(auth, eventSlug, page) {
      const event = await ownedEvent(auth, eventSlug);
      const { rows, total } = await listViews(db, event.id, page);
      return { total, items: rows.map((row) => ({ ...row, lastViewedAt: row.lastViewedAt?.toISOString() ?? null })) };
    },

    async buttons(auth, eventSlug) {
      const event = await ownedEvent(auth, eventSlug);
      const rows = await listButtonClicks(db, event.id);
      return { total: rows.length, items: rows.map((row) => ({ ...row, lastClickedAt: row.lastClickedAt?.toISOString() ?? null })) };
    },
  };
}
