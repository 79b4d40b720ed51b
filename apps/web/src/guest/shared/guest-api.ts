import {
  BOOTH_SESSION_HEADER,
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

async function request<T>(path: string, init: RequestInit, schema: z.ZodType<T> | null): Promise<T> {
  const response = await fetch(`/api${path}`, { ...init, headers: { accept: 'application/json', ...init.headers } });
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
  return request<EventVirtualDto>(`/events/${encodeURIComponent(slug)}/virtual`, { method: 'GET' }, null);
}

/** The server refuses a draft campaign's guests with this code (409): the booth shows its not-live page. */
export const EVENT_NOT_LIVE = 'EVENT_NOT_LIVE';

export function isNotLive(error: unknown): boolean {
  return error instanceof GuestApiError && error.code === EVENT_NOT_LIVE;
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
    const config = await request<Pick<AppConfig, 'legal'>>('/config', { method: 'GET' }, null);
    const links = config.legal?.[locale];
    return links ? { imprintUrl: links.imprint, privacyUrl: links.privacy } : null;
  } catch {
    // Without the installation's pages the campaign's own are shown.
    return null;
  }
}

export async function createBoothSession(slug: string): Promise<string> {
  const created = await request(`/events/${encodeURIComponent(slug)}/vbSessions`, { method: 'POST' }, vbSessionCreatedSchema);
  return created.token;
}

export function sessionHeader(token: string): Record<string, string> {
  return { [BOOTH_SESSION_HEADER]: token };
}

/** Answers given after the capture; merged by the server into what came with the upload. */
export function saveFeedback(slug: string, shootId: string, token: string, feedback: GuestFeedback): Promise<void> {
  const init = json(feedback);
  return request(
    `/events/${encodeURIComponent(slug)}/shoots/${shootId}/feedback`,
    { ...init, method: 'PUT', headers: { ...init.headers, ...sessionHeader(token) } },
    null,
  );
}

/** The server e-mails the picture (campaigns §3 Email sharing). */
export function sendShootEmail(slug: string, shootId: string, token: string, email: string): Promise<void> {
  const init = json({ email });
  return request(
    `/events/${encodeURIComponent(slug)}/shoots/${shootId}/email`,
    { ...init, method: 'POST', headers: { ...init.headers, ...sessionHeader(token) } },
    null,
  );
}

export function fetchShootStatus(slug: string, shootId: string, token: string): Promise<ShootStatusDto> {
  return request(
    `/events/${encodeURIComponent(slug)}/shoots/${shootId}/status`,
    { method: 'GET', headers: sessionHeader(token) },
    shootStatusSchema,
  );
}
