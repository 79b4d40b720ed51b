import type { AttachLicenceBody } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { useRefreshDevices } from '@/features/devices/api/get-devices';
import { apiRequest } from '@/lib/api-client';

/** POST /licenses/{id}/attach {deviceId}: the tablet may start campaigns while the licence is valid. */
export async function attachLicence({ id, deviceId }: AttachLicenceBody & { id: string }): Promise<void> {
  await apiRequest(`/licenses/${encodeURIComponent(id)}/attach`, { method: 'POST', body: { deviceId } });
}

/** POST /licenses/{id}/detach: the licence is free again; the tablet starts no new guest sessions. */
export async function detachLicence(id: string): Promise<void> {
  await apiRequest(`/licenses/${encodeURIComponent(id)}/detach`, { method: 'POST' });
}

export function useAttachLicence() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: attachLicence, onSettled: refresh });
}

export function useDetachLicence() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: detachLicence, onSettled: refresh });
}
