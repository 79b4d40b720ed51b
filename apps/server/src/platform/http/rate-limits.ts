import { createHash } from 'node:crypto';
import { BOOTH_SESSION_HEADER } from '@booth/shared';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { isPageLoad } from './page-load.ts';

/**
 * Every rate limit of the product, named, in one place, with the reasoning behind its numbers.
 *
 * The venue is the case that sets them: a party's or a trade fair's guests share one Wi-Fi, so the
 * server sees one public address for all of them. A full venue is 300 guests within 10 minutes, and
 * when the QR code goes up on the screen a few hundred of them open the booth in the same minute.
 * Limits per address therefore count in 10-minute windows sized for that whole crowd with headroom,
 * and the routes where one guest is one key (uploads, e-mails) count per guest session first, so one
 * runaway phone cannot use up what its neighbours share. What stays refused is a rate no crowd makes:
 * a script from one address passes these numbers within seconds to a few minutes and then waits out
 * the window (429 with Retry-After).
 *
 * Pages and static files of the guest bundle (the booth page, its scripts, styles, models) are never
 * limited per address: a crowd loads them from one address more often than anything else, and they
 * are cheap. Reading calls of the booth (GET /api/events/{slug}/virtual, picture status) are cached or
 * cheap and not limited either.
 *
 * Counters live in Redis when REDIS_URL is set (rate-limits-redis.ts), so several server processes
 * share them; each limit's key starts with its name.
 */

const MINUTE_MS = 60_000;
const VENUE_WINDOW_MS = 10 * MINUTE_MS;

/** One counter of a policy: at most `max` requests per key within `windowMs`. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  key(request: FastifyRequest): string;
}

/** Limits a request must all pass, checked in order (the narrowest key first). */
export type Policy = readonly Limit[];

/** The client's address (X-Forwarded-For with TRUST_PROXY); IPv6 by /64, which one household or phone gets. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

function pathParam(request: FastifyRequest, name: string): string {
  const params = request.params as Record<string, unknown> | undefined;
  const value = params?.[name];
  return typeof value === 'string' ? value.toLowerCase() : '-';
}

/**
 * The guest's booth session from X-Booth-Session, hashed so that no usable token sits in Redis. The
 * header is not checked here (the use-case does that): a script that invents a new value per request
 * gets past the per-session limit, which is why every such policy ends with a per-address ceiling.
 * Without the header the address is the key (those requests are refused with 401 anyway).
 */
function boothSession(request: FastifyRequest): string {
  const raw = request.headers[BOOTH_SESSION_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) return `address:${clientAddress(request)}`;
  return createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

const perAddress = (request: FastifyRequest) => clientAddress(request);
const perAddressAndEvent = (request: FastifyRequest) => `${clientAddress(request)}:${pathParam(request, 'slug')}`;

export const guestPolicies = {
  /**
   * POST /api/events/{slug}/vbSessions, once per booth page a guest opens. Per address and campaign
   * 1,200 in 10 minutes: 300 guests opening the booth up to four times each (reloads, a second phone,
   * a lost connection), all of it allowed within the first minute; a script making 10 sessions a
   * second is stopped within two minutes. Per address over all campaigns 3,000: a hall with several
   * campaigns' booths behind one Wi-Fi, while one address cannot spray session rows across campaigns.
   */
  session: [
    { name: 'session:event', max: 1200, windowMs: VENUE_WINDOW_MS, key: perAddressAndEvent },
    { name: 'session:address', max: 3000, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
  /**
   * POST /api/events/{slug}/shoots, an upload (up to a 200 MB video, decoded before the answer).
   * Per booth session 120 in 10 minutes: a countdown and a review take a guest at least 5 s per
   * picture, and retries of the same capture over bad Wi-Fi count too. Per address 3,000 in 10
   * minutes: 300 guests with ten pictures each. One address sending more is a script.
   */
  upload: [
    { name: 'upload:session', max: 120, windowMs: VENUE_WINDOW_MS, key: boothSession },
    { name: 'upload:address', max: 3000, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
  /**
   * POST /api/events/{slug}/shoots/{id}/email: each one is a mail to an address somebody typed, so
   * these are the tightest. Per booth session 20 in 10 minutes (a guest mails a few pictures, maybe
   * to two addresses); per address 600 (every guest of a full venue twice).
   */
  email: [
    { name: 'email:session', max: 20, windowMs: VENUE_WINDOW_MS, key: boothSession },
    { name: 'email:address', max: 600, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
  /**
   * POST /api/m/{picture}/like, once per browser (a cookie remembers it). Per address and picture
   * 300 in 10 minutes (a whole venue liking one picture on the wall); per address 3,000. Keeps a
   * script from inflating one picture's likes by more than that.
   */
  like: [
    { name: 'like:picture', max: 300, windowMs: VENUE_WINDOW_MS, key: (request) => `${clientAddress(request)}:${pathParam(request, 'slug')}` },
    { name: 'like:address', max: 3000, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
  /**
   * POST /api/m/{picture}/clicks, a beacon per button press on a microsite. Twice the likes: a guest
   * presses several buttons (download, share) on the same picture.
   */
  click: [
    { name: 'click:picture', max: 600, windowMs: VENUE_WINDOW_MS, key: (request) => `${clientAddress(request)}:${pathParam(request, 'slug')}` },
    { name: 'click:address', max: 6000, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
  /**
   * GET /api/events/{slug}/gallery and /live/pictures, the public picture lists (a keyset page each,
   * one index walk). Per address and campaign 6,000 in 10 minutes: 300 phones scrolling twenty
   * pages each, plus the screens' periodic re-fetch; per address 12,000 over all campaigns (a hall
   * with several galleries). A script paging through a campaign faster than that waits.
   */
  gallery: [
    { name: 'gallery:event', max: 6000, windowMs: VENUE_WINDOW_MS, key: perAddressAndEvent },
    { name: 'gallery:address', max: 12000, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
  /**
   * GET /api/events/{slug}/gallery/stream, /live/stream and /moderation/stream: opening a live feed
   * (an open feed costs nothing more; the cap on open feeds per process is in the live module). Per
   * address and campaign 3,000 in 10 minutes: 300 phones with the gallery open, each reconnecting
   * ten times as the venue's Wi-Fi drops them (a browser retries after 2 s). Per address 6,000 over
   * all campaigns. A script opening feeds in a loop is stopped within a minute.
   */
  liveStream: [
    { name: 'live:event', max: 3000, windowMs: VENUE_WINDOW_MS, key: perAddressAndEvent },
    { name: 'live:address', max: 6000, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
} as const satisfies Record<string, Policy>;

/**
 * Sign-in, registration and the password/activation mails: AUTH_RATE_LIMIT_PER_MINUTE per address and
 * route (default 30). Organisers are few at any address; guessing passwords is spread over addresses,
 * which is what the per-account sign-in throttle (modules/auth/login-throttle.ts) is for.
 */
export function authRateLimitOptions(perMinute: number): RateLimitOptions {
  return { max: perMinute, timeWindow: MINUTE_MS, keyGenerator: (request) => `auth:${clientAddress(request)}` };
}

/**
 * For the not-found handler: unknown paths are what scanners probe (600 a minute per address). Page
 * loads are let through, because the web app's and the booth's pages are answered from that handler
 * (client-side routes) and a venue loads them from one address; what remains limited are API 404s
 * and missing files.
 */
export const unknownPathRateLimit = {
  max: 600,
  timeWindow: MINUTE_MS,
  keyGenerator: (request: FastifyRequest) => `unknown-path:${clientAddress(request)}`,
  allowList: (request: FastifyRequest) => isPageLoad(request),
} satisfies RateLimitOptions;
