import type { FastifyRequest } from 'fastify';
import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';

const MINUTE_MS = 60_000;

function slugOf(request: FastifyRequest): string {
  const slug = (request.params as { slug?: unknown } | undefined)?.slug;
  return typeof slug === 'string' ? slug.toLowerCase() : '-';
}

/**
 * PUT /api/events/{slug}/kiosk/image-processing carries the operator's secret, so each request is
 * also a guess at it, like leaving the kiosk (kiosk-rate-limits.ts). An operator saves a calibration
 * a few times while setting up: 10 per address and campaign in 10 minutes is plenty. The per-campaign
 * ceiling of 20 an hour matches the exit's, so both routes together allow 40 guesses an hour: trying
 * every 4-digit PIN still takes 250 hours, longer than any event.
 */
export const kioskCalibrationPolicy = [
  { name: 'kiosk-calibration:event-address', max: 10, windowMs: 10 * MINUTE_MS, key: (request) => `${clientAddress(request)}:${slugOf(request)}` },
  { name: 'kiosk-calibration:event', max: 20, windowMs: 60 * MINUTE_MS, key: slugOf },
] as const satisfies Policy;
