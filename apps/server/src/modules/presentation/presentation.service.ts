import { boothPath, eventPagePath, guestTexts, type GalleryPage, type LivePictures, type Locale } from '@booth/shared';
import { ogImageOf } from '@/modules/microsite/microsite-model.ts';
import type { ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '@/platform/db/keyset-cursor.ts';
import { toGalleryPicture } from './gallery-picture.ts';
import { galleryCampaign, liveCampaign, type GalleryCampaign } from './presentation-access.ts';
import { newestPresentable, presentablePage } from './presentation.repo.ts';
import type { GalleryView, LiveView } from './presentation-views.ts';

/** The gallery's first page and its infinite scroll load this many pictures at a time. */
export const GALLERY_PAGE_SIZE = 24;
/** The dynamic gallery rotates through at most this many of the newest pictures. */
export const LIVE_PICTURES = 60;

export interface PresentationService {
  /** GET /events/{slug}/gallery: one keyset page, newest first. */
  gallery(slug: string, query: { olderThan?: string; limit: number }): Promise<GalleryPage>;
  /** GET /events/{slug}/live/pictures: the newest pictures over the campaign and its sources. */
  livePictures(slug: string, limit: number): Promise<LivePictures>;
  galleryView(slug: string, locale: Locale, olderThan?: string): Promise<GalleryView>;
  liveView(slug: string, locale: Locale): Promise<LiveView>;
}

export function createPresentationService(deps: { db: Db; publicUrl: string }): PresentationService {
  const { db, publicUrl } = deps;
  const origin = publicUrl.replace(/\/+$/, '');

  async function page(campaign: GalleryCampaign, olderThan: string | undefined, limit: number): Promise<{ rows: ShootRow[]; page: GalleryPage }> {
    const position = olderThan ? decodeKeysetCursor(olderThan, 'olderThan') : undefined;
    const { rows, more } = await presentablePage(db, campaign.event.id, campaign.galleryOptIn, { olderThan: position, limit });
    const showName = campaign.settings.screens.presentation.gallery.showName;
    const last = rows.at(-1);
    return {
      rows,
      page: {
        pictures: rows.map((row) => toGalleryPicture(row, { publicUrl, showName })),
        nextCursor: more && last ? encodeKeysetCursor({ at: last.createdAt, id: last.id }) : null,
      },
    };
  }

  async function newest(slug: string, limit: number) {
    const campaign = await liveCampaign(db, slug);
    const rows = await newestPresentable(db, campaign.sources, limit);
    // The dynamic gallery shows no names: a projector is more public than a phone.
    return { campaign, pictures: rows.map((row) => toGalleryPicture(row, { publicUrl, showName: false })) };
  }

  return {
    async gallery(slug, query) {
      return (await page(await galleryCampaign(db, slug), query.olderThan, query.limit)).page;
    },

    async livePictures(slug, limit) {
      return { pictures: (await newest(slug, limit)).pictures };
    },

    async galleryView(slug, locale, olderThan) {
      const campaign = await galleryCampaign(db, slug);
      const { rows, page: first } = await page(campaign, olderThan, GALLERY_PAGE_SIZE);
      const { settings, event } = campaign;
      const gallery = settings.screens.presentation.gallery;
      const newestRow = rows[0];
      const size = { width: newestRow?.width ?? 1200, height: newestRow?.height ?? 1200 };
      return {
        locale,
        t: guestTexts(locale, settings.virtualSettings.translations),
        url: origin + eventPagePath('gallery', event.slug, locale),
        eventSlug: event.slug,
        title: event.name,
        settings: gallery,
        pictures: first.pictures,
        nextCursor: first.nextCursor,
        ogImage: newestRow ? ogImageOf(newestRow.renditions, size, origin) : null,
        boothHref: gallery.shutter && event.boothType === 'virtual' ? boothPath(event.slug, locale) : null,
        legal: settings.legal,
      };
    },

    async liveView(slug, locale) {
      const { campaign, pictures } = await newest(slug, LIVE_PICTURES);
      const { settings, event } = campaign;
      return {
        locale,
        t: guestTexts(locale, settings.virtualSettings.translations),
        eventSlug: event.slug,
        title: event.name,
        bigPicture: settings.screens.presentation.dynamicGallery.bigPicture,
        pictures,
      };
    },
  };
}
