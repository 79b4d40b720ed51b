import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';

const VENUE_WINDOW_MS = 10 * 60_000;

/**
 * POST /api/aifilters/selfprompts/enhance: each request is a call to a paid chat model (or the local
 * rules). An organiser polishing a prompt asks a few times a minute; 60 in 10 minutes per address
 * leaves a team at one office room for that, and a script looping on it waits.
 */
export const enhancePolicy = [{ name: 'ai-enhance:address', max: 60, windowMs: VENUE_WINDOW_MS, key: (request) => clientAddress(request) }] as const satisfies Policy;

/**
 * POST /api/aifilters/{slug}/generatethumbnail: each request queues a provider run that books credits.
 * A studio session makes a handful; 30 in 10 minutes per address.
 */
export const thumbnailPolicy = [{ name: 'ai-thumbnail:address', max: 30, windowMs: VENUE_WINDOW_MS, key: (request) => clientAddress(request) }] as const satisfies Policy;
