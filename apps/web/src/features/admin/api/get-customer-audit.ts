import { auditPageSchema } from '@booth/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { customerPagesQueryOptions } from '@/features/admin/api/customer-pages';

/** GET /customers/{id}/audit (admins): who did what to the account, newest first. */
export function useCustomerAudit(id: string) {
  return useInfiniteQuery(customerPagesQueryOptions(id, 'audit', auditPageSchema, 20));
}
