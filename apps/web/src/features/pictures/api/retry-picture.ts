import { shootSchema, type Shoot } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** POST /shoots/{id}/retry: a failed picture is processed again. */
export function retryPicture(id: string): Promise<Shoot> {
  return apiRequest(`/shoots/${id}/retry`, { method: 'POST', schema: shootSchema });
}

export function useRetryPicture(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryPicture, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eventsKey, 'one', slug] }) });
}
