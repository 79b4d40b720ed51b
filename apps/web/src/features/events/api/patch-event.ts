import { type EventDto, type EventPatchWithKioskPin, eventDtoSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { lockHeaders } from '@/features/events/api/lock-header';
import { apiRequest } from '@/lib/api-client';

export interface PatchEventVariables {
  id: string;
  body: EventPatchWithKioskPin;
  password?: string | null;
}

/** PATCH /events/{id}: autoPublic, useAsExample, lock (a password) / unlock (null + header), the kiosk exit PIN. */
export function patchEvent({ id, body, password }: PatchEventVariables): Promise<EventDto> {
  return apiRequest(`/events/${id}`, { method: 'PATCH', body, schema: eventDtoSchema, headers: lockHeaders(password) });
}

export function usePatchEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: patchEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }) });
}
