import { createHash } from 'node:crypto';
import { BOOTH_SESSION_HEADER } from '@booth/shared';
import type { FastifyRequest } from 'fastify';
import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';

const VENUE_WINDOW_MS = 10 * 60_000;

/**
 * The beacon's guest session: the header, or the body's `session` (sendBeacon cannot set headers; the
 * limit runs after the body is parsed for that reason). Hashed like the other guest keys, so no usable
 * token sits in the counter store; without either, the address is the key (refused with 401 anyway).
 */
function beaconSession(request: FastifyRequest): string {
  const raw = request.headers[BOOTH_SESSION_HEADER];
  const header = Array.isArray(raw) ? raw[0] : raw;
  const body = request.body as { session?: unknown } | undefined;
  const token = header ?? (typeof body?.session === 'string' ? body.session : undefined);
  if (!token) return `address:${clientAddress(request)}`;
  return createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

/**
 * POST /api/events/{slug}/activity, the booth's beacons (see platform/http/rate-limits.ts for the venue
 * reasoning). A guest sends one per capture and one per share button, a handful per picture: per
 * session 600 in 10 minutes (five times the upload limit of 120 pictures); per address 15,000 (a
 * full venue of 300 guests, ten pictures each, five beacons per picture).
 */
export const activityPolicy = [
  { name: 'activity:session', max: 600, windowMs: VENUE_WINDOW_MS, key: beaconSession },
  { name: 'activity:address', max: 15_000, windowMs: VENUE_WINDOW_MS, key: (request) => clientAddress(request) },
] as const satisfies Policy;
