import type { FastifyRequest } from 'fastify';
import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';

const MINUTE_MS = 60_000;

function slugOf(request: FastifyRequest): string {
  const slug = (request.params as { slug?: unknown } | undefined)?.slug;
  return typeof slug === 'string' ? slug.toLowerCase() : '-';
}

/**
 * POST /api/events/{slug}/kiosk/exit: each request is a guess at a secret, and a PIN may be only 4
 * digits (10,000 values). An operator mistypes a few times; per address and campaign 5 tries in 10
 * minutes. The per-campaign ceiling of 20 an hour holds against guesses spread over many addresses:
 * trying every 4-digit PIN then takes 500 hours (three weeks), longer than any event. Someone flooding
 * the ceiling keeps the operator out of this button for an hour at worst; the tablet itself can still
 * be closed at the device.
 */
export const kioskExitPolicy = [
  { name: 'kiosk-exit:event-address', max: 5, windowMs: 10 * MINUTE_MS, key: (request) => `${clientAddress(request)}:${slugOf(request)}` },
  { name: 'kiosk-exit:event', max: 20, windowMs: 60 * MINUTE_MS, key: slugOf },
] as const satisfies Policy;
