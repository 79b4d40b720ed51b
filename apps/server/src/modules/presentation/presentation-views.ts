import type { EventLegal, GalleryPicture, GuestTexts, Locale, Presentation } from '@booth/shared';
import type { OgMedia } from '../microsite/microsite-model.ts';

/*
 * What the gallery and dynamic gallery pages are rendered from. Relative imports only: the bench
 * renders these pages outside the server (no '@/' alias there).
 */

/** What the gallery page shows (gallery-page.ts renders it). */
export interface GalleryView {
  locale: Locale;
  t: GuestTexts;
  /** The absolute address of this page (canonical, og:url). */
  url: string;
  eventSlug: string;
  title: string;
  settings: Presentation['gallery'];
  pictures: GalleryPicture[];
  nextCursor: string | null;
  /** The newest picture's link-preview still, absolute. */
  ogImage: OgMedia | null;
  /** The virtual booth, when the shutter button is on and the campaign has one. */
  boothHref: string | null;
  /** The campaign's own imprint and privacy pages, linked beside the installation's. */
  legal?: EventLegal;
}

/** What the dynamic gallery page starts with (live-page.ts renders it). */
export interface LiveView {
  locale: Locale;
  t: GuestTexts;
  eventSlug: string;
  title: string;
  bigPicture: { enabled: boolean; durationSeconds: number };
  pictures: GalleryPicture[];
}
