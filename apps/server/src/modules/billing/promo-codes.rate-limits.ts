import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';

/**
 * GET /api/products/promo/{promoCode}: public, so it is what a script would use to guess codes (a
 * short one has few candidates). A buyer types a code a few times, and the subscription page looks it
 * up again when the product changes: 30 per address in 10 minutes is ample for an office buying
 * together and holds a guesser to about 4,000 tries a day.
 */
export const promoLookupPolicy = [{ name: 'promo-lookup:address', max: 30, windowMs: 10 * 60_000, key: clientAddress }] as const satisfies Policy;
