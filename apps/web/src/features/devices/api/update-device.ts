import { type Device, type UpdateDeviceBody, deviceSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { useRefreshDevices } from '@/features/devices/api/get-devices';
import { apiRequest } from '@/lib/api-client';

/** PUT /devices/{id} {name?, eventId?}: rename, or assign a campaign (null: none). */
export function updateDevice({ id, ...body }: UpdateDeviceBody & { id: string }): Promise<Device> {
  return apiRequest(`/devices/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: deviceSchema });
}

export function useUpdateDevice() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: updateDevice, onSuccess: refresh });
}
