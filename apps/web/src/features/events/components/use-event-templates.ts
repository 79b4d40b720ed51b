import { type EventTemplateList, eventTemplateListSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /event-templates: the starting points a new campaign can take (issue 12 "Templates"). */
export function getEventTemplates(signal?: AbortSignal): Promise<EventTemplateList> {
  return apiRequest('/event-templates', { schema: eventTemplateListSchema, signal });
}

export function useEventTemplates() {
  // Templates change only with a server release.
  return useQuery(queryOptions({ queryKey: ['event-templates'], queryFn: ({ signal }) => getEventTemplates(signal), staleTime: 60 * 60_000 }));
}
