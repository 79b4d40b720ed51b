import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { lockHeaders } from '@/features/events/api/lock-header';
import { apiRequest } from '@/lib/api-client';

/** DELETE /events/{id}. */
export async function deleteEvent({ id, password }: { id: string; password?: string | null }): Promise<void> {
  await apiRequest(`/events/${id}`, { method: 'DELETE', headers: lockHeaders(password) });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }) });
}
