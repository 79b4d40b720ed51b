import { kioskExitResponseSchema, type EventKioskDto } from '@booth/shared';
import { GuestApiError } from '@/guest/shared/guest-api';

/** A kiosk call to /api{path}: the JSON answer, or a KioskApiError with the server's code. */
export async function kioskRequest(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(`/api${path}`, { ...init, headers: { accept: 'application/json', ...init.headers } });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const error = (body ?? {}) as { code?: string; message?: string };
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new KioskApiError(response.status, error.code ?? 'ERROR', error.message ?? response.statusText, retryAfter > 0 ? retryAfter : null);
  }
  return body;
}

/** A refusal of the kiosk's calls; `retryAfterSeconds` with a 429. */
export class KioskApiError extends GuestApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(status, code, message);
  }
}

/**
 * The campaign as the kiosk view answers it (GET /api/events/{slug}/kiosk). Not parsed again: the
 * server serialises it through `eventKioskDtoSchema`, and building that schema tree costs the tablet
 * most of its first screen's script time.
 */
export async function fetchKioskEvent(slug: string): Promise<EventKioskDto> {
  return (await kioskRequest(`/events/${encodeURIComponent(slug)}/kiosk`, { method: 'GET' })) as EventKioskDto;
}

/** Checks the operator's lock password or exit PIN (POST /api/events/{slug}/kiosk/exit). */
export async function requestKioskExit(slug: string, secret: string): Promise<void> {
  const body = await kioskRequest(`/events/${encodeURIComponent(slug)}/kiosk/exit`, {
    method: 'POST',
    body: JSON.stringify({ secret }),
    headers: { 'content-type': 'application/json' },
  });
  kioskExitResponseSchema.parse(body);
}
