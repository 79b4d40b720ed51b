import { type EventDto, type EventUpdateInput, eventDtoSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { lockHeaders } from '@/features/events/api/lock-header';
import { apiRequest } from '@/lib/api-client';

export interface UpdateEventVariables {
  id: string;
  body: EventUpdateInput;
  password?: string | null;
}

/** PUT /events/{id}: whole settings objects, or `{archived}`. */
export function updateEvent({ id, body, password }: UpdateEventVariables): Promise<EventDto> {
  return apiRequest(`/events/${id}`, { method: 'PUT', body, schema: eventDtoSchema, headers: lockHeaders(password) });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }) });
}
