/**
 * How the kiosk's service worker answers a request (sw.ts), decided here from the request alone so
 * that the decision is a pure function with its own tests. Only what is listed is touched; for
 * everything else (null) the worker stays out of the way and the browser fetches as if it had none:
 * every POST, PUT and DELETE (uploads above all), the device calls (/api/device…, /api/devices…),
 * sessions and every other API call.
 */
export type KioskCacheRule =
  /** A kiosk page: the network first (3 s), else the cached kiosk shell, so a reload offline still runs. */
  | 'navigation'
  /** A file of the web app (kiosk bundle, ML models, manifest, icons): from the precache, else the network. */
  | 'precache'
  /** A campaign's settings (GET /api/events/{slug}/kiosk and /virtual): the network first, the cached copy offline. */
  | 'settings'
  /** A campaign's asset under /api/files: the cached copy first (immutable files; the others are revalidated behind it). */
  | 'campaign-file';

/** What the rule looks at: a fetch event's Request fits, and so does a plain object in a test. */
export interface RuleRequest {
  method: string;
  url: string;
  mode: RequestMode;
}

/**
 * `/kiosk`, `/kiosk/{slug}` and the English `/en/…` of both, with or without a trailing slash: the
 * paths the server answers with kiosk.html (apps/server/src/platform/http/web-app.ts, KIOSK_PAGES;
 * page/kiosk-path.ts parses the same, the test holds both to one table). Written out here because
 * the worker's bundle must not pull in the shared package.
 */
const KIOSK_PAGE = /^(?:\/en)?\/kiosk(?:\/[^/]+)?\/?$/;
const CAMPAIGN_SETTINGS = /^\/api\/events\/[^/]+\/(?:kiosk|virtual)$/;
const FILES = '/api/files/';
/** Guests' pictures: never kept on a shared tablet, and never needed to run the kiosk. */
const GUEST_PICTURES = '/api/files/shoots/';

export function isKioskPagePath(pathname: string): boolean {
  return KIOSK_PAGE.test(pathname);
}

/** The rule for `request`, or null to leave it to the browser; `origin` is the worker's own. */
export function kioskCacheRule(request: RuleRequest, origin: string): KioskCacheRule | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url, origin);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') return isKioskPagePath(path) ? 'navigation' : null;
  if (path === '/api' || path.startsWith('/api/')) {
    if (CAMPAIGN_SETTINGS.test(path)) return 'settings';
    if (path.startsWith(FILES) && !path.startsWith(GUEST_PICTURES)) return 'campaign-file';
    return null;
  }
  // Any other file of ours: the precache holds the kiosk's; a miss (the organiser app's) goes to the network untouched.
  return 'precache';
}

/**
 * Whether a cached campaign file is final: the server marks files whose key changes with their
 * content `immutable` (public assets and their previews, AR layers). Those are answered from the
 * cache alone; the others (a private asset a live campaign uses, cacheable for an hour) are answered
 * from the cache too but fetched again behind it (stale-while-revalidate).
 */
export function isImmutableFile(headers: Pick<Headers, 'get'>): boolean {
  return (headers.get('cache-control') ?? '')
    .split(',')
    .some((directive) => directive.trim().toLowerCase() === 'immutable');
}
