import { type EventDto, eventDtoSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** POST /events/{id}/duplicate {name} → 201 with the copy. */
export function duplicateEvent({ id, name }: { id: string; name: string }): Promise<EventDto> {
  return apiRequest(`/events/${id}/duplicate`, { method: 'POST', body: { name }, schema: eventDtoSchema });
}

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }) });
}
