import type { FastifyRequest } from 'fastify';
import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';

/*
 * The guest calls of card payments, sized like the guest policies in platform/http/rate-limits.ts: a
 * venue's guests share one public address (300 guests within 10 minutes), so limits per address count
 * in 10-minute windows for that whole crowd; what stays refused is a rate no crowd makes.
 */

const VENUE_WINDOW_MS = 10 * 60_000;

function slugOf(request: FastifyRequest): string {
  const slug = (request.params as { slug?: unknown } | undefined)?.slug;
  return typeof slug === 'string' ? slug : '-';
}

/**
 * POST /api/stripe/payment-session: a guest taps "pay for a print" (a double tap finds the same session).
 * Per address 1,200 in 10 minutes: every guest of a full venue four times (several pictures, reloads). A
 * script opening sessions in a loop is stopped within a minute or two.
 */
export const paymentStartPolicy = [{ name: 'payment-start:address', max: 1200, windowMs: VENUE_WINDOW_MS, key: clientAddress }] as const satisfies Policy;

/**
 * POST /api/stripe/payment-session/{slug}/pay: each try may charge a card. Per session 20 in 10 minutes
 * (a guest retrying after declines, a second card); per address 1,200 like the starts. Trying stolen
 * card numbers through one session (card testing) ends after 20.
 */
export const paymentPayPolicy = [
  { name: 'payment-pay:session', max: 20, windowMs: VENUE_WINDOW_MS, key: slugOf },
  { name: 'payment-pay:address', max: 1200, windowMs: VENUE_WINDOW_MS, key: clientAddress },
] as const satisfies Policy;
