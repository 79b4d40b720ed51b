import { duplicatedArFiltersSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerKey } from '@/features/admin/api/get-customer';
import { apiRequest } from '@/lib/api-client';

export type DuplicatedArFilters = z.infer<typeof duplicatedArFiltersSchema>;

/** POST /customers/{id}/duplicatearfilters {sourceCustomerId}: copies the source's AR filters in; ones copied before are skipped. */
export function duplicateArFilters({ id, sourceCustomerId }: { id: string; sourceCustomerId: string }): Promise<DuplicatedArFilters> {
  return apiRequest(`/customers/${encodeURIComponent(id)}/duplicatearfilters`, { method: 'POST', body: { sourceCustomerId }, schema: duplicatedArFiltersSchema });
}

export function useDuplicateArFilters() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateArFilters, onSuccess: (_copied, { id }) => queryClient.invalidateQueries({ queryKey: customerKey(id) }) });
}
