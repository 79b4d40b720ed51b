import { createHash } from 'node:crypto';
import { BOOTH_SESSION_HEADER, DEVICE_TOKEN_HEADER } from '@booth/shared';
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

/** A credential header's value, hashed so that no usable token sits in Redis; undefined without one. */
function hashedHeader(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : undefined;
}

/**
 * The guest's booth session from X-Booth-Session. The header is not checked here (the use-case does
 * that): a script that invents a new value per request gets past the per-session limit, which is why
 * every such policy ends with a per-address ceiling. Without the header the address is the key (those
 * requests are refused with 401 anyway).
 */
function boothSession(request: FastifyRequest): string {
  return hashedHeader(request, BOOTH_SESSION_HEADER) ?? `address:${clientAddress(request)}`;
}

/**
 * The device a request comes from (X-Device-Token: a kiosk, a print server), else the guest session:
 * a kiosk prints for all of its guests with its own token, so the tablet is the one key. Unchecked
 * like the session, hence the per-address ceilings.
 */
function deviceOrSession(request: FastifyRequest): string {
  const device = hashedHeader(request, DEVICE_TOKEN_HEADER);
  return device ? `device:${device}` : boothSession(request);
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
  /**
   * POST /api/shoots/{id}/print and …/print/{jobKey}/printed: each new job costs a 300 dpi sheet and
   * paper. A print is two calls (the request, and AirPrint's confirmation), three with a retry over bad
   * Wi-Fi. Per guest session, or per kiosk (its device token; it prints for all of its guests), 120 in
   * 10 minutes: 40 prints, one every 15 s, which is as fast as a kiosk's guests get from the countdown
   * to the share screen and more than one guest ever prints. Per address 1,800: 300 guests printing
   * twice each. A script making jobs at 2 a second is stopped within a minute on one session; inventing
   * a session per request, it makes at most 1,800 calls in 10 minutes from one address.
   */
  print: [
    { name: 'print:session', max: 120, windowMs: VENUE_WINDOW_MS, key: deviceOrSession },
    { name: 'print:address', max: 1800, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
  /**
   * GET /api/shoots/{id}/print/{jobKey}: the booth polls a job's state every 1 to 2 s until it is
   * printed, longer while the printer is held (paper out). Unlike the picture status each answer reads
   * the job and, for AirPrint, the stored sheet and a new signed address, hence a limit at all. Per
   * session or kiosk 1,200 in 10 minutes: two jobs polled every second for the whole window. Per
   * address 36,000: 60 guests watching their print at once, every second (60 sheets are 8 to 15
   * minutes of a printer's work; nobody waits at the booth for a longer queue). A script polling 10
   * times a second on one session waits after two minutes.
   */
  printStatus: [
    { name: 'print-status:session', max: 1200, windowMs: VENUE_WINDOW_MS, key: deviceOrSession },
    { name: 'print-status:address', max: 36000, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
  /**
   * GET /api/print-sheets/{jobId}, the signed sheet JPEG (a few MB) an AirPrint page loads without any
   * header. Per address and job 30 in 10 minutes: the page, the print preview and the device's spooler
   * each fetch it, again when the guest reopens the dialog. Per address 3,000: 300 guests printing
   * twice, each sheet loaded up to five times. A script re-downloading one sheet waits after 30.
   */
  printSheet: [
    { name: 'print-sheet:job', max: 30, windowMs: VENUE_WINDOW_MS, key: (request) => `${clientAddress(request)}:${pathParam(request, 'jobId')}` },
    { name: 'print-sheet:address', max: 3000, windowMs: VENUE_WINDOW_MS, key: perAddress },
  ],
} as const satisfies Record<string, Policy>;

/** Limits of calls made by paired devices (X-Device-Token) rather than guests. */
export const devicePolicies = {
  /**
   * The print server program's calls (/api/print-server/…) and a kiosk's GET /api/device/print-status.
   * A print server long-polls for jobs (25 s when idle), reports its printers every 30 s, and per job
   * fetches the PDF and reports two to four times (every 10 s while the printer is held): at a
   * printer's full speed (a sheet every 8 s) some 450 calls in 10 minutes. Per device 1,200 (two a
   * second) leaves room for restarts and retries, and for a kiosk's operator page polling its print
   * status every second. Per address 6,000: a hall of print servers and kiosks behind one address,
   * which also bounds a script inventing a token per request.
   */
  print: [
    { name: 'print-device:token', max: 1200, windowMs: VENUE_WINDOW_MS, key: (request) => hashedHeader(request, DEVICE_TOKEN_HEADER) ?? `address:${clientAddress(request)}` },
    { name: 'print-device:address', max: 6000, windowMs: VENUE_WINDOW_MS, key: perAddress },
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
