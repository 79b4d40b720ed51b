import {
  BOOTH_SESSION_HEADER,
  BOOTH_TEST_HEADER,
  BOOTH_TEST_QUERY,
  DEVICE_TOKEN_HEADER,
  shootStatusSchema,
  vbSessionCreatedSchema,
  type AppConfig,
  type EventLegal,
  type EventVirtualDto,
  type GuestFeedback,
  type Locale,
  type ShootStatusDto,
} from '@booth/shared';
import type { z } from 'zod';

/**
 * The guest bundle's calls. Plain fetch, no organiser session: a guest is identified only by the
 * virtual-booth session token (X-Booth-Session).
 */
export class GuestApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A guest call to /api{path}: the parsed answer (schema) or the body as sent, else a GuestApiError. */
export async function guestRequest<T>(path: string, init: RequestInit, schema: z.ZodType<T> | null): Promise<T> {
  const response = await fetch(`/api${path}`, { ...init, headers: { accept: 'application/json', ...testLinkHeader(), ...init.headers } });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const error = (body ?? {}) as { code?: string; message?: string; fields?: Record<string, string> };
    throw new GuestApiError(response.status, error.code ?? 'ERROR', error.message ?? response.statusText, error.fields);
  }
  return schema ? schema.parse(body) : (body as T);
}

const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/**
 * The campaign as the guest view answers it. Not parsed again here: the server serialises it through
 * `eventVirtualDtoSchema` (defaults filled, unknown fields stripped), and building that schema tree is
 * most of the script time of a booth's first screen on a slow phone.
 */
export function fetchVirtualEvent(slug: string): Promise<EventVirtualDto> {
  return guestRequest<EventVirtualDto>(`/events/${encodeURIComponent(slug)}/virtual`, { method: 'GET' }, null);
}

/** The server refuses a draft campaign's guests with this code (409): the booth shows its not-live page. */
export const EVENT_NOT_LIVE = 'EVENT_NOT_LIVE';

export function isNotLive(error: unknown): boolean {
  return error instanceof GuestApiError && error.code === EVENT_NOT_LIVE;
}

/** The test-link token this booth page runs with (see `adoptTestLinkToken`), or null. */
let testLinkToken: string | null = null;

const testLinkKey = (slug: string) => `boothwerk.testLink.${slug}`;

/**
 * Takes the organiser's test link (POST /api/events/{id}/test-link): the booth URL's `?test=` token is
 * kept in sessionStorage for this campaign and removed from the address bar, so a reload or a later
 * screen of the same tab still tests and the token is not shared along with the page's address. Every
 * booth call then sends it in X-Booth-Test. Answers the token, or null when the booth has none.
 */
export function adoptTestLinkToken(slug: string): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get(BOOTH_TEST_QUERY);
  let token = fromUrl;
  try {
    if (fromUrl) window.sessionStorage.setItem(testLinkKey(slug), fromUrl);
    else token = window.sessionStorage.getItem(testLinkKey(slug));
  } catch {
    // Without storage (private mode) the token from the address still counts for this page load.
  }
  if (fromUrl !== null) {
    url.searchParams.delete(BOOTH_TEST_QUERY);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  testLinkToken = token || null;
  return testLinkToken;
}

function testLinkHeader(): Record<string, string> {
  return testLinkToken ? { [BOOTH_TEST_HEADER]: testLinkToken } : {};
}

/**
 * Whether a draft campaign's booth runs in test mode: opened with a test link (the server checks the
 * token on every write; an expired one ends in the not-live page), else when the visitor is its
 * signed-in organiser.
 */
export async function draftTestMode(slug: string): Promise<boolean> {
  return testLinkToken !== null || organiserCanTest(slug);
}

/**
 * Whether the visitor of a draft campaign's booth is its organiser: the organiser's own call
 * GET /api/events/{slug} answers 200 with their session cookie (sent along, same origin), anything
 * else for a guest. Then the booth runs in test mode.
 */
export async function organiserCanTest(slug: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/events/${encodeURIComponent(slug)}`, { method: 'GET', credentials: 'same-origin', headers: { accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The installation's imprint and privacy pages in the guest's language, from GET /api/config
 * (`legal.de` / `legal.en`), when the installation names them.
 */
export async function fetchInstallationLegal(locale: Locale): Promise<Partial<EventLegal> | null> {
  try {
    const config = await guestRequest<Pick<AppConfig, 'legal'>>('/config', { method: 'GET' }, null);
    const links = config.legal?.[locale];
    return links ? { imprintUrl: links.imprint, privacyUrl: links.privacy } : null;
  } catch {
    // Without the installation's pages the campaign's own are shown.
    return null;
  }
}

/**
 * The server's refusals of a paired tablet's session start: it may not run the campaign now (403), or
 * it is no device any more (401 DEVICE_UNKNOWN: the organiser removed it).
 */
export const DEVICE_REFUSAL_CODES = ['LICENCE_REQUIRED', 'LICENCE_EXPIRED', 'DEVICE_NOT_ALLOWED', 'DEVICE_UNKNOWN'] as const;
export type DeviceRefusalCode = (typeof DEVICE_REFUSAL_CODES)[number];

export function deviceRefusal(error: unknown): DeviceRefusalCode | null {
  if (!(error instanceof GuestApiError) || (error.status !== 403 && error.status !== 401)) return null;
  return DEVICE_REFUSAL_CODES.find((code) => code === error.code) ?? null;
}

/** A kiosk running as a paired tablet (kiosk/device): its token and who hears of a refused start. */
export interface GuestDevice {
  token: string;
  onRefused: (code: DeviceRefusalCode) => void;
  /** How the tablet starts a session: it may hand out one started ahead when the network is down (kiosk/offline). */
  startSession?: (slug: string, create: () => Promise<string>) => Promise<string>;
}

/** The tablet this page runs as (see `runAsDevice`), or null in a plain browser and the virtual booth. */
let guestDevice: GuestDevice | null = null;

/**
 * Makes the guest sessions of this page the paired tablet's (X-Device-Token), so the server checks
 * its licence and campaign; null returns to a plain browser's sessions. Like the test link, it is
 * the page's, not one call's: the booth's flow starts sessions without knowing of devices.
 */
export function runAsDevice(device: GuestDevice | null): void {
  guestDevice = device;
}

/** The paired tablet's token (X-Device-Token) while this page runs as one, else null. */
export function currentDeviceToken(): string | null {
  return guestDevice?.token ?? null;
}

export async function createBoothSession(slug: string): Promise<string> {
  const device = guestDevice;
  const headers: Record<string, string> = device ? { [DEVICE_TOKEN_HEADER]: device.token } : {};
  try {
    const create = async () => (await guestRequest(`/events/${encodeURIComponent(slug)}/vbSessions`, { method: 'POST', headers }, vbSessionCreatedSchema)).token;
    return device?.startSession ? await device.startSession(slug, create) : await create();
  } catch (error) {
    const refused = device ? deviceRefusal(error) : null;
    if (refused) device?.onRefused(refused);
    throw error;
  }
}

/** The headers of a guest-session call: the session token, and the test-link token when there is one. */
export function sessionHeader(token: string): Record<string, string> {
  return { [BOOTH_SESSION_HEADER]: token, ...testLinkHeader() };
}

/** Answers given after the capture; merged by the server into what came with the upload. */
export function saveFeedback(slug: string, shootId: string, token: string, feedback: GuestFeedback): Promise<void> {
  const init = json(feedback);
  return guestRequest(
    `/events/${encodeURIComponent(slug)}/shoots/${shootId}/feedback`,
    { ...init, method: 'PUT', headers: { ...init.headers, ...sessionHeader(token) } },
    null,
  );
}

/** The server e-mails the picture (campaigns §3 Email sharing). */
export function sendShootEmail(slug: string, shootId: string, token: string, email: string): Promise<void> {
  const init = json({ email });
  return guestRequest(
    `/events/${encodeURIComponent(slug)}/shoots/${shootId}/email`,
    { ...init, method: 'POST', headers: { ...init.headers, ...sessionHeader(token) } },
    null,
  );
}

export function fetchShootStatus(slug: string, shootId: string, token: string): Promise<ShootStatusDto> {
  return guestRequest(
    `/events/${encodeURIComponent(slug)}/shoots/${shootId}/status`,
    { method: 'GET', headers: sessionHeader(token) },
    shootStatusSchema,
  );
}

/**
 * POST /events/{slug}/shoots/{id}/ai/retry (the same guest access as the status): runs the AI filter
 * on the kept photo once more; answers the status (processing again). 409 when no retry is left.
 */
export function retryShootAi(slug: string, shootId: string, token: string): Promise<ShootStatusDto> {
  return guestRequest(
    `/events/${encodeURIComponent(slug)}/shoots/${shootId}/ai/retry`,
    { method: 'POST', headers: sessionHeader(token) },
    shootStatusSchema,
  );
}
