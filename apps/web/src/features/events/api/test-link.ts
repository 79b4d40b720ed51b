import { eventTestLinkSchema, type EventTestLink, type Locale } from '@booth/shared';
import { useQuery } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** POST /events/{idOrSlug}/test-link — a fresh 24-hour booth link that tests a draft on a phone that is not signed in. */
export function mintTestLink(idOrSlug: string, locale: Locale): Promise<EventTestLink> {
  return apiRequest(`/events/${encodeURIComponent(idOrSlug)}/test-link?locale=${locale}`, { method: 'POST', schema: eventTestLinkSchema });
}

/**
 * The test link of a draft, minted once per page visit while `enabled` (a live campaign needs none).
 * Kept for an hour, well inside the link's 24 hours, so the QR code shown is always valid.
 */
export function useTestLink(idOrSlug: string, locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: [...eventsKey, 'testLink', idOrSlug, locale],
    queryFn: () => mintTestLink(idOrSlug, locale),
    enabled,
    staleTime: 60 * 60 * 1000,
    gcTime: 60 * 60 * 1000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
