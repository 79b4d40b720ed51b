import { type CreateDeviceBody, type Device, deviceSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { useRefreshDevices } from '@/features/devices/api/get-devices';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /devices {pairingCode, name, eventId?} → 201: confirms the code a kiosk shows; the tablet is
 * the organiser's from then on. 404/410 for an unknown or expired code, 409 when it is paired already.
 */
export function pairDevice(body: CreateDeviceBody): Promise<Device> {
  return apiRequest('/devices', { method: 'POST', body, schema: deviceSchema });
}

export function usePairDevice() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: pairDevice, onSuccess: refresh });
}
