import { type CreateOne, type CustomerCreated, customerCreatedSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKey } from '@/features/admin/api/get-customers';
import { apiRequest } from '@/lib/api-client';

/** POST /customers/createone (admins): an activated customer with credits, optionally with a template account's AR filters. */
export function createCustomer(body: CreateOne): Promise<CustomerCreated> {
  return apiRequest('/customers/createone', { method: 'POST', body, schema: customerCreatedSchema });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCustomer, onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }) });
}
