import type { KioskCalibration, KioskCalibrationRequest } from '@booth/shared';
import { KioskApiError } from '@/guest/kiosk/page/kiosk-api';

/**
 * Saves the operator's calibration (PUT /api/events/{slug}/kiosk/image-processing) with the secret the
 * operator left the kiosk with (lock password or exit PIN); answers what the campaign now holds.
 * Refusals come as KioskApiError: 403 wrong secret, 409 no secret set, 429 with `retryAfterSeconds`.
 */
export async function saveKioskCalibration(slug: string, secret: string, calibration: KioskCalibration): Promise<KioskCalibration> {
  const request: KioskCalibrationRequest = { secret, values: calibration.values, halo: calibration.halo };
  const response = await fetch(`/api/events/${encodeURIComponent(slug)}/kiosk/image-processing`, {
    method: 'PUT',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await response.json().catch(() => null)) as (KioskCalibration & { code?: string; message?: string }) | null;
  if (!response.ok || !body) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new KioskApiError(response.status, body?.code ?? 'ERROR', body?.message ?? response.statusText, retryAfter > 0 ? retryAfter : null);
  }
  // Not parsed again: the server answers through kioskCalibrationSchema, and the schema tree is script time on a tablet.
  return { values: body.values, halo: body.halo };
}
