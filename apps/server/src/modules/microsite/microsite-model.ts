import {
  dimensionRatio,
  guestTexts,
  hiddenByWhiteLabel,
  isValidUrl,
  localePath,
  micrositeUrl,
  settingText,
  type EventDimension,
  type EventLegal,
  type EventSettings,
  type GuestTexts,
  type Locale,
  type Microsite,
  type ShootKind,
  type ShootStatus,
} from '@booth/shared';
import { downloadUrl, fileUrl, ownFileUrl, type FileLink } from '../shoots/shoot-views.ts';
import type { ShootAiRecord, ShootRenditions, SizedFile, StoredFile } from '../shoots/shoots.table.ts';

/** Processing writes the thumbnail to fit inside 512×512 px (never enlarged). */
export const THUMBNAIL_MAX_SIDE = 512;
/** Used only when processing recorded no size: the picture is laid out in the campaign's shape. */
const FALLBACK_WIDTH = 1080;

export interface OgMedia {
  url: string;
  type: string;
  width: number;
  height: number;
}

/** The picture on the page: what the browser shows (image or video), and what link previews use. */
export interface MicrositeMedia {
  element: 'image' | 'video';
  src: string;
  mimetype: string;
  width: number;
  height: number;
  /**
   * `srcset` of an image: its WebP display widths (issue 9), or on shoots processed before those the
   * thumbnail and the full picture. `src` is then the widest display copy; the full file is only downloaded.
   */
  srcset: string | null;
  poster: string | null;
  /** The one file the browser shows first (preloaded): a still image's src, a video's poster. */
  preloadHref: string | null;
  /** A played video (kind Video) has controls and sound; a boomerang is a silent loop. */
  controls: boolean;
  downloadHref: string;
  /** An AI picture's camera photo (its original version) as a download, beside the result; null otherwise. */
  originalHref: string | null;
  ogImage: OgMedia | null;
  ogVideo: OgMedia | null;
}

/** Where the picture sits on a mosaic wall shown now (row and column from 1), for "your picture is in the mosaic". */
export interface MicrositeMosaic {
  eventSlug: string;
  row: number;
  column: number;
  rows: number;
  columns: number;
  /** The zoom image's size in pixels (about 9 × 9 cells around the tile). */
  zoomWidth: number;
  zoomHeight: number;
}

/** Everything the page shows; built from the rows by `micrositeModel`, rendered by `renderMicrositePage`. */
export interface MicrositeModel {
  locale: Locale;
  t: GuestTexts;
  /** The absolute address of this page (canonical, og:url, share links). */
  url: string;
  origin: string;
  title: string;
  body: string;
  eventSlug: string;
  shoot: { id: string; slug: string; kind: ShootKind; status: ShootStatus; likes: number };
  settings: Microsite;
  media: MicrositeMedia | null;
  galleryHref: string | null;
  bannerSrc: string | null;
  /** The banner's link; never on a white-label account (campaigns §2). */
  bannerHref: string | null;
  backgroundImageSrc: string | null;
  /** Where the page polls while the picture is being processed (by the slug: the page's own capability). */
  statusHref: string;
  /** The campaign's own imprint and privacy pages, linked beside the installation's. */
  legal: EventLegal;
  /** The picture's place on a mosaic wall, with the wall's page and the zoom image; null when on none. */
  mosaic: { where: MicrositeMosaic; wallHref: string; zoomSrc: string } | null;
}

export interface MicrositeSource {
  shoot: {
    id: string;
    slug: string;
    kind: ShootKind;
    status: ShootStatus;
    likes: number;
    width: number | null;
    height: number | null;
    renditions: ShootRenditions;
    /** An AI picture's record: only one whose effect succeeded has a camera photo apart from the picture. */
    ai?: Pick<ShootAiRecord, 'state'> | null;
  };
  event: { slug: string; settings: EventSettings };
  /** Store keys of the microsite's assets (banner, background image) the organiser may use, by id. */
  assetKeys: ReadonlyMap<string, string>;
  /** The account's white-label theme, if any. */
  theme: string | null;
  /** Whether the owner's plan admits the gallery (Silver): below it the button would lead to a closed page. */
  galleryAllowed: boolean;
  publicUrl: string;
  locale: Locale;
  /** The picture's place on a mosaic wall (mosaic-locate.ts), if it is on one shown now. */
  mosaic?: MicrositeMosaic | null;
}

const OG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function sizeOf(source: MicrositeSource['shoot'], dimension: EventDimension): { width: number; height: number } {
  if (source.width && source.height) return { width: source.width, height: source.height };
  return { width: FALLBACK_WIDTH, height: Math.round(FALLBACK_WIDTH / dimensionRatio(dimension)) };
}

function thumbnailSize(size: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, THUMBNAIL_MAX_SIDE / Math.max(size.width, size.height));
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/**
 * The still a link preview shows (og:image must be JPEG, PNG or WebP; crawlers do not all read WebP):
 * the 1200 px JPEG made for it, else the picture itself, the overlayed version, the video's poster, or
 * the thumbnail. `link`: plain addresses for a public page (the gallery's newest picture), the
 * picture's own-copy addresses for its microsite.
 */
export function ogImageOf(renditions: ShootRenditions, size: { width: number; height: number }, origin: string, link: FileLink = fileUrl): OgMedia | null {
  const { social } = renditions;
  if (social) return { url: origin + link(social.file.path), type: social.file.mimetype, width: social.width, height: social.height };
  const full = [renditions.main, renditions.overlayed, renditions.poster].find((file): file is StoredFile => !!file && OG_IMAGE_TYPES.includes(file.mimetype));
  if (full) return { url: origin + link(full.path), type: full.mimetype, ...size };
  const thumb = renditions.thumbnail;
  if (thumb && OG_IMAGE_TYPES.includes(thumb.mimetype)) return { url: origin + link(thumb.path), type: thumb.mimetype, ...thumbnailSize(size) };
  return null;
}

/** A phone at 2–3x fills its screen with about 960 device pixels: the poster of a video is that width. */
const POSTER_WIDTH = 960;

function srcsetOf(widths: SizedFile[], link: FileLink): string {
  return widths.map((sized) => `${link(sized.file.path)} ${sized.width}w`).join(', ');
}

/** The display copies of a still (widest last), when processing made them. */
function stillImage(shoot: MicrositeSource['shoot'], size: { width: number; height: number }, main: StoredFile, link: FileLink): { src: string; srcset: string | null } {
  const widths = shoot.renditions.widths ?? [];
  const widest = widths.at(-1);
  if (widest) return { src: link(widest.file.path), srcset: srcsetOf(widths, link) };
  // Shoots processed before display copies existed: the 512 px thumbnail for small screens, else the full file.
  const src = link(main.path);
  const thumb = shoot.renditions.thumbnail;
  const thumbWidth = thumbnailSize(size).width;
  return { src, srcset: thumb && thumbWidth < size.width ? `${link(thumb.path)} ${thumbWidth}w, ${src} ${size.width}w` : null };
}

function posterOf(renditions: ShootRenditions, link: FileLink): string | null {
  const widths = renditions.widths ?? [];
  const sized = widths.find((candidate) => candidate.width >= POSTER_WIDTH) ?? widths.at(-1);
  const file = sized?.file ?? renditions.poster ?? renditions.thumbnail;
  return file ? link(file.path) : null;
}

/** The camera photo of an AI picture whose effect made the picture (the guest gets both, campaigns §3 Shoot "original"). */
function originalOf(shoot: MicrositeSource['shoot'], link: FileLink): string | null {
  const { original, main } = shoot.renditions;
  if (shoot.ai?.state !== 'succeeded' || !original || original.path === main?.path) return null;
  return downloadUrl(link(original.path));
}

function mediaOf(source: MicrositeSource, origin: string): MicrositeMedia | null {
  const { shoot } = source;
  const main = shoot.renditions.main;
  if (shoot.status !== 'ready' || !main) return null;
  // The microsite is the picture's own copy, reached by its slug: its files open whatever moderation decides.
  const link: FileLink = (key) => ownFileUrl(key, shoot.slug);
  const size = sizeOf(shoot, source.event.settings.dimension);
  const full = link(main.path);
  const isVideo = main.mimetype.startsWith('video/');
  // A GIF keeps its animation only as itself; a still copy would replace it.
  const still = isVideo || main.mimetype === 'image/gif' ? { src: full, srcset: null } : stillImage(shoot, size, main, link);
  const poster = isVideo ? posterOf(shoot.renditions, link) : null;
  return {
    element: isVideo ? 'video' : 'image',
    src: still.src,
    mimetype: main.mimetype,
    ...size,
    srcset: still.srcset,
    poster,
    preloadHref: isVideo ? poster : still.src,
    controls: shoot.kind === 'Video',
    downloadHref: downloadUrl(full),
    originalHref: originalOf(shoot, link),
    ogImage: ogImageOf(shoot.renditions, size, origin, link),
    ogVideo: isVideo ? { url: origin + full, type: main.mimetype, ...size } : null,
  };
}

const validUrl = (value: string): string | null => (isValidUrl(value) ? value : null);

export function micrositeModel(source: MicrositeSource): MicrositeModel {
  const { shoot, event, locale } = source;
  const settings = event.settings.screens.microsite;
  const origin = source.publicUrl.replace(/\/+$/, '');
  const t = guestTexts(locale, event.settings.virtualSettings.translations);
  const asset = (id: string | null) => {
    const key = id ? source.assetKeys.get(id) : undefined;
    return key ? fileUrl(key) : null;
  };
  const galleryOn = source.galleryAllowed && settings.publicGalleryButton.enabled && event.settings.screens.presentation.gallery.enabled;
  const bannerLinked = settings.bannerUrlEnabled && !hiddenByWhiteLabel(source.theme).has('micrositeBannerUrl');
  return {
    locale,
    t,
    url: micrositeUrl(origin, shoot.slug, locale),
    origin,
    title: settingText(settings.title, 'microsite.title', t),
    body: settingText(settings.body, 'microsite.body', t),
    eventSlug: event.slug,
    shoot: { id: shoot.id, slug: shoot.slug, kind: shoot.kind, status: shoot.status, likes: shoot.likes },
    settings,
    media: mediaOf(source, origin),
    galleryHref: galleryOn ? localePath(`/gallery/${encodeURIComponent(event.slug)}`, locale) : null,
    bannerSrc: asset(settings.banner),
    bannerHref: bannerLinked ? validUrl(settings.bannerUrl) : null,
    backgroundImageSrc: settings.backgroundType === 'image' ? asset(settings.backgroundImage) : null,
    statusHref: `/api/events/${encodeURIComponent(event.slug)}/shoots/${encodeURIComponent(shoot.slug)}/status`,
    legal: event.settings.legal,
    mosaic: source.mosaic
      ? {
          where: source.mosaic,
          wallHref: localePath(`/mosaic/${encodeURIComponent(source.mosaic.eventSlug)}`, locale),
          zoomSrc: `/api/shoots/${encodeURIComponent(shoot.slug)}/mosaic/zoom`,
        }
      : null,
  };
}
