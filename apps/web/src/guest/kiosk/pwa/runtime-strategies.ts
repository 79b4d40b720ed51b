import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NetworkFirst, Strategy, type StrategyHandler } from 'workbox-strategies';
import { isImmutableFile } from './kiosk-cache-rule';
import { NAVIGATION_TIMEOUT_MS } from './navigation';

/*
 * The kiosk's runtime caching with Workbox's strategies (workbox-strategies, -expiration,
 * -range-requests: the maintained library): they bring the network timeout race, the range answers
 * a <video> asks for out of a whole cached file, and expiry by last use, each tested by its authors.
 * The precache is plain Cache API (precache.ts) instead of workbox-precaching: that one wants its
 * list compiled into the worker and keeps one cache with per-file revisions, where this kiosk reads
 * kiosk-precache.json at install into a cache named by the build's version. Routing is one pure
 * function (kiosk-cache-rule.ts) rather than workbox-routing, so the decisions are testable alone.
 */

/** The campaign settings (GET /api/events/{slug}/kiosk and /virtual) as last answered. */
export const KIOSK_SETTINGS_CACHE = 'kiosk-settings';
/** Campaign assets (/api/files/…): overlays, backgrounds, fonts, videos, AR manifests and layers. */
export const KIOSK_FILES_CACHE = 'kiosk-files';
/**
 * A file unused for this long leaves the cache (campaigns come and go on a tablet); a campaign opened
 * again caches its files anew. Long enough for a tablet offline through a whole event season.
 */
const FILE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/**
 * Private files answer with `Vary: Authorization, Cookie` and static ones with `Vary: Accept-Encoding`;
 * the kiosk is one device with one identity, so the URL alone is the key.
 */
const MATCH: CacheQueryOptions = { ignoreVary: true };

/** Workbox's plugin type, named through the strategy that takes it (workbox-core is not ours to import). */
type WorkboxPlugin = NonNullable<NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']>[number];

/** A server error is treated like no network: the cached copy serves better than the error. */
const serverErrorIsOffline: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status >= 500) throw new Error(`The server answered ${response.status}`);
    return response;
  },
};

/** Cache first for immutable files, stale-while-revalidate for the others (isImmutableFile). */
class CampaignFileStrategy extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const cached = await handler.cacheMatch(request);
    if (cached && isImmutableFile(cached.headers)) return cached;
    // Only whole 200 answers are stored: a range a <video> asked the network for (206) is not.
    const fresh = handler.fetchAndCachePut(request);
    if (!cached) return fresh;
    void handler.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
}

export function kioskRuntimeStrategies(): { settings: Strategy; 'campaign-file': Strategy } {
  return {
    settings: new NetworkFirst({
      cacheName: KIOSK_SETTINGS_CACHE,
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_MS / 1000,
      matchOptions: MATCH,
      plugins: [serverErrorIsOffline],
    }),
    'campaign-file': new CampaignFileStrategy({
      cacheName: KIOSK_FILES_CACHE,
      matchOptions: MATCH,
      // Expiry first: a range is cut out of a copy that is still to be used.
      plugins: [new ExpirationPlugin({ maxAgeSeconds: FILE_MAX_AGE_SECONDS, matchOptions: MATCH }), new RangeRequestsPlugin()],
    }),
  };
}
