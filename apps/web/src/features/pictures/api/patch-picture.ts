import { shootSchema, type Shoot, type ShootPatch } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** PATCH /shoots/{id} {isPublic, clientApproval}. */
export function patchPicture({ id, patch }: { id: string; patch: ShootPatch }): Promise<Shoot> {
  return apiRequest(`/shoots/${id}`, { method: 'PATCH', body: patch, schema: shootSchema });
}

export function usePatchPicture(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: patchPicture, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eventsKey, 'one', slug] }) });
}
