import { type DeviceList, deviceListSchema } from '@booth/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * How often the list asks again while the page is in front: a device pings every 30 s and counts as
 * online until it missed two (DEVICE_ONLINE_WINDOW_MS); the page also ages each answer by the same
 * rule between refetches (deviceOnline), so "online" flips on time without a reload.
 */
export const DEVICES_REFRESH_MS = 15_000;

export const devicesKey = ['devices'] as const;
/** Licences name their device and devices their licence: a change to either refreshes both. */
export const licencesKey = ['licences'] as const;

/** GET /devices: the organiser's paired tablets with their last reported state. */
export function getDevices(signal?: AbortSignal): Promise<DeviceList> {
  return apiRequest('/devices', { schema: deviceListSchema, signal });
}

export function getDevicesQueryOptions() {
  return queryOptions({
    queryKey: devicesKey,
    queryFn: ({ signal }) => getDevices(signal),
    refetchInterval: DEVICES_REFRESH_MS,
    // A hidden tab needs no live status; react-query asks again as soon as it is shown.
    refetchIntervalInBackground: false,
  });
}

export function useDevices() {
  return useQuery(getDevicesQueryOptions());
}

/** Refreshes devices and licences after any change to either. */
export function useRefreshDevices() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: devicesKey }), queryClient.invalidateQueries({ queryKey: licencesKey })]);
}
