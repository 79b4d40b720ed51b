import type { CustomerPatch } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerKey } from '@/features/admin/api/get-customer';
import { customersKey } from '@/features/admin/api/get-customers';
import { apiRequest } from '@/lib/api-client';

/** PATCH /customers/{id}: role, flags, scope, credit metering, a credit adjustment or a plan grant (each audited). */
export async function updateCustomer({ id, patch }: { id: string; patch: CustomerPatch }): Promise<void> {
  await apiRequest(`/customers/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

/** After a change: the customer (detail, credits, audit log) and the list, where plan and credits show. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (_answer, { id }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: customerKey(id) }), queryClient.invalidateQueries({ queryKey: [...customersKey, 'list'] })]),
  });
}
