import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { supportCheckQueryOptions } from '@/features/admin/support/api/check-support';
import { issueSupportToken } from '@/features/admin/support/api/start-support';
import { beginSupport } from '@/features/admin/support/support-session';
import { switchActor } from '@/features/admin/support/switch-actor';
import { useLocalePath } from '@/lib/locale';

/**
 * Starts support mode for a customer: POST /customers/supportToken, the cookie, then the customer's
 * dashboard with nothing of the admin's own account left in the cache.
 */
export function useStartSupport() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lp = useLocalePath();
  return useMutation({
    mutationFn: issueSupportToken,
    onSuccess: async (issued) => {
      beginSupport(issued);
      // The bar needs no round trip to show whom and how long.
      queryClient.setQueryData(supportCheckQueryOptions(issued.token).queryKey, { valid: true, expireAt: issued.expireAt, customer: issued.customer });
      await switchActor(queryClient, async () => {
        await navigate(lp('/dashboard'));
      });
    },
  });
}
