import { consumedCreditsSchema } from '@booth/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { customerPagesQueryOptions } from '@/features/admin/api/customer-pages';

/** GET /customers/{id}/consumedCredits: balance, consumption and the ledger, newest first. */
export function useConsumedCredits(id: string) {
  return useInfiniteQuery(customerPagesQueryOptions(id, 'consumedCredits', consumedCreditsSchema, 20));
}
