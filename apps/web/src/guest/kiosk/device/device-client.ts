import {
  DEVICE_TOKEN_HEADER,
  deviceSelfSchema,
  pairingCreatedSchema,
  pairingStatusSchema,
  vbSessionCreatedSchema,
  type DevicePing,
  type DeviceSelf,
  type PairingCreated,
  type PairingRequest,
  type PairingStatus,
} from '@booth/shared';
import { KioskApiError, kioskRequest } from '@/guest/kiosk/page/kiosk-api';

/*
 * The tablet's calls as a device (packages/shared/src/devices/device-api.ts). Every answer is parsed:
 * the schemas are small, and a tablet must not act on a half-understood answer.
 */

const withToken = (token: string): Record<string, string> => ({ [DEVICE_TOKEN_HEADER]: token });

/** POST /devices/pairings: a pairing code for the token's hash (public, rate limited: 429 with Retry-After). */
export async function requestPairing(body: PairingRequest): Promise<PairingCreated> {
  const answer = await kioskRequest('/devices/pairings', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return pairingCreatedSchema.parse(answer);
}

/** GET /devices/pairings/{id}: pending until the organiser confirms the code on /devices. */
export async function fetchPairingStatus(id: string, token: string): Promise<PairingStatus> {
  return pairingStatusSchema.parse(await kioskRequest(`/devices/pairings/${encodeURIComponent(id)}`, { method: 'GET', headers: withToken(token) }));
}

/**
 * POST /devices/pairings/{id}/signin: the tablet completes its own pairing with the account's e-mail
 * and app password (401 wrong, 429 locked with Retry-After); answers the status `paired`.
 */
export async function signInWithAppPassword(id: string, token: string, credentials: { email: string; appPassword: string }): Promise<PairingStatus> {
  const answer = await kioskRequest(`/devices/pairings/${encodeURIComponent(id)}/signin`, {
    method: 'POST',
    body: JSON.stringify(credentials),
    headers: { 'content-type': 'application/json', ...withToken(token) },
  });
  return pairingStatusSchema.parse(answer);
}

/** GET /device: what the paired tablet may do now. */
export async function fetchDeviceSelf(token: string): Promise<DeviceSelf> {
  return deviceSelfSchema.parse(await kioskRequest('/device', { method: 'GET', headers: withToken(token) }));
}

/** POST /device/ping: the tablet's state for /devices; the answer is the same as GET /device. */
export async function sendDevicePing(token: string, ping: DevicePing): Promise<DeviceSelf> {
  const answer = await kioskRequest('/device/ping', { method: 'POST', body: JSON.stringify(ping), headers: { 'content-type': 'application/json', ...withToken(token) } });
  return deviceSelfSchema.parse(answer);
}

/**
 * POST /events/{slug}/vbSessions as the device: a spare guest session for the offline pool
 * (kiosk/offline). Never with the organiser's sign-in (credentials omitted): a spare is a real guest's
 * session, not a test one, and a draft campaign gets none.
 */
export async function startSpareSession(slug: string, token: string): Promise<string> {
  const answer = await kioskRequest(`/events/${encodeURIComponent(slug)}/vbSessions`, { method: 'POST', credentials: 'omit', headers: withToken(token) });
  return vbSessionCreatedSchema.parse(answer).token;
}

/**
 * The server no longer knows the token: the organiser removed the device (or it was never confirmed).
 * Only this forgets the token; a failed connection or a 5xx never does.
 */
export function isUnknownDevice(error: unknown): boolean {
  return error instanceof KioskApiError && error.status === 401;
}
