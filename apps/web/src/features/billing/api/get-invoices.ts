import { invoiceListSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { strictRequest } from '@/features/billing/api/strict-request';

/** GET /stripe/billings: the customer's invoices, newest first (a billing call: 200 or failure). */
export function getInvoices(signal?: AbortSignal) {
  return strictRequest('/stripe/billings', { schema: invoiceListSchema, signal });
}

export function useInvoices() {
  return useQuery(queryOptions({ queryKey: billingKeys.invoices, queryFn: ({ signal }) => getInvoices(signal) }));
}
