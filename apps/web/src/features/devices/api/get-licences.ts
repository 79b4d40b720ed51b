import { type LicenceList, licenceListSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { licencesKey } from '@/features/devices/api/get-devices';
import { apiRequest } from '@/lib/api-client';

/** GET /licenses (campaigns §7): the organiser's licences, each free or attached to one device. */
export function getLicences(signal?: AbortSignal): Promise<LicenceList> {
  return apiRequest('/licenses', { schema: licenceListSchema, signal });
}

export function getLicencesQueryOptions() {
  return queryOptions({ queryKey: licencesKey, queryFn: ({ signal }) => getLicences(signal) });
}

export function useLicences() {
  return useQuery(getLicencesQueryOptions());
}
