import { type EventCreateInput, type EventDto, eventDtoSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** POST /events → 201 with the new campaign. */
export function createEvent(input: EventCreateInput): Promise<EventDto> {
  return apiRequest('/events', { method: 'POST', body: input, schema: eventDtoSchema });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }) });
}
