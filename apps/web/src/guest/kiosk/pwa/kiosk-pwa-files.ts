/*
 * The files of the installable kiosk (issue 14, offline-first kiosk) at the web root, named once for
 * the build (vite-plugins/kiosk-precache.ts), the service worker and the page. Plain constants with
 * no imports: the service worker bundle takes this file as it is.
 */

/** The service worker: never hashed (its URL is its identity), served with `Cache-Control: no-cache`. */
export const KIOSK_SW_FILE = 'kiosk-sw.js';
/** What the service worker precaches: `{ version, urls }`, written by the build. */
export const KIOSK_PRECACHE_FILE = 'kiosk-precache.json';
/** The web app manifest kiosk.html links to (apps/web/public). */
export const KIOSK_MANIFEST_FILE = 'kiosk.webmanifest';

/**
 * The page every kiosk navigation falls back to offline: kiosk.html as the server answers a kiosk page
 * (any slug: the HTML is the same for all). Not `/kiosk.html`: the server sends a kiosk page with the
 * booth's Content-Security-Policy (WebAssembly for the on-device ML, media from blob:), the bare file
 * with the organiser app's, and a service worker's cached answer brings its headers along.
 */
export const KIOSK_SHELL_URL = '/kiosk/app-shell';

/** Every precache cache starts so; the version (a hash of the list and its files) follows. */
export const KIOSK_PRECACHE_PREFIX = 'kiosk-precache-';

export function kioskPrecacheName(version: string): string {
  return `${KIOSK_PRECACHE_PREFIX}${version}`;
}

/** kiosk-precache.json: the build's version and every root-relative URL the kiosk may load. */
export interface KioskPrecacheList {
  version: string;
  urls: string[];
}

export function isKioskPrecacheList(value: unknown): value is KioskPrecacheList {
  if (typeof value !== 'object' || value === null) return false;
  const { version, urls } = value as Partial<KioskPrecacheList>;
  return typeof version === 'string' && version.length > 0 && Array.isArray(urls) && urls.every((url) => typeof url === 'string' && url.startsWith('/'));
}
