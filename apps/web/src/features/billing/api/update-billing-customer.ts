import type { billingCustomerUpdateSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { strictRequest } from '@/features/billing/api/strict-request';
import { billingKeys } from '@/features/billing/api/keys';

export type BillingCustomerUpdate = z.input<typeof billingCustomerUpdateSchema>;

/** PUT /stripe/customer {address, vatId}: the billing address invoices carry (a billing call: 200 or failure). */
export function updateBillingCustomer(body: BillingCustomerUpdate): Promise<unknown> {
  return strictRequest('/stripe/customer', { method: 'PUT', body });
}

export function useUpdateBillingCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBillingCustomer, onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.customer }) });
}
