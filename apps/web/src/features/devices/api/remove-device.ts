import { useMutation } from '@tanstack/react-query';
import { useRefreshDevices } from '@/features/devices/api/get-devices';
import { apiRequest } from '@/lib/api-client';

/** DELETE /devices/{id} → 204: the tablet's token stops working; its licence becomes free. */
export async function removeDevice(id: string): Promise<void> {
  await apiRequest(`/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveDevice() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: removeDevice, onSettled: refresh });
}
