import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';
import { deviceTokenOf } from './device-auth.ts';

const MINUTE_MS = 60_000;
const VENUE_WINDOW_MS = 10 * MINUTE_MS;

const perAddress = (request: FastifyRequest) => clientAddress(request);

/** The device token, hashed so that no usable token sits in the rate-limit store; the address without one. */
function deviceKey(request: FastifyRequest): string {
  const token = deviceTokenOf(request.headers);
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : `address:${clientAddress(request)}`;
}

/**
 * POST /api/devices/pairings, public: each request stores a row and draws a code. A kiosk asks once
 * when it starts unpaired and again when its code runs out (every 10 minutes); a venue sets up
 * several tablets behind one address, and each may be reloaded a few times. 30 in 10 minutes per
 * address covers ten tablets three times over; a script filling the table waits after 30 rows.
 */
export const pairingCreatePolicy = [{ name: 'pairing:address', max: 30, windowMs: VENUE_WINDOW_MS, key: perAddress }] as const satisfies Policy;

/**
 * GET /api/devices/pairings/{id}: an unpaired kiosk polls every few seconds until the organiser
 * confirms (each poll one indexed read). 6,000 in 10 minutes per address: twenty tablets polling
 * every 2 seconds.
 */
export const pairingStatusPolicy = [{ name: 'pairing-status:address', max: 6000, windowMs: VENUE_WINDOW_MS, key: perAddress }] as const satisfies Policy;

/**
 * GET /api/device and POST /api/device/ping: a device pings every 30 s (20 in 10 minutes) and reads
 * itself when the kiosk starts. Per device 300 in 10 minutes leaves room for reloads and a kiosk
 * retrying over bad Wi-Fi; per address 6,000 (a hall of tablets), which also bounds a script
 * inventing a new token per request.
 */
export const deviceCallPolicy = [
  { name: 'device:token', max: 300, windowMs: VENUE_WINDOW_MS, key: deviceKey },
  { name: 'device:address', max: 6000, windowMs: VENUE_WINDOW_MS, key: perAddress },
] as const satisfies Policy;

/**
 * POST /api/devices, the organiser confirming a code: each request is a guess at a code some kiosk
 * shows. Setting up twenty tablets with a few typos each is some 40 requests; 60 in 10 minutes per
 * address allows that, and a signed-in script guessing among 31^8 codes gets nowhere at this rate.
 */
export const pairingConfirmPolicy = [{ name: 'pairing-confirm:address', max: 60, windowMs: VENUE_WINDOW_MS, key: perAddress }] as const satisfies Policy;

/**
 * POST /api/devices/pairings/{id}/signin, a kiosk signing in with the app password: each request is a
 * guess at a password (the per-address throttle of the e-mail address comes on top). Like confirming
 * codes: twenty tablets with a few typos each fit into 60 in 10 minutes per address.
 */
export const pairingSignInPolicy = [{ name: 'pairing-signin:address', max: 60, windowMs: VENUE_WINDOW_MS, key: perAddress }] as const satisfies Policy;
