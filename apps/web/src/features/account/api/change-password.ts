import type { PasswordChange } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAudit } from '@/features/account/api/audit';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { apiRequest } from '@/lib/api-client';

/** PUT /customers/password {password, currentPassword}: a left-open session alone cannot change it. */
export async function changePassword(body: PasswordChange): Promise<void> {
  await apiRequest('/customers/password', { method: 'PUT', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // A new password is one the rule accepted: the route guard must not send the user back to change it.
      queryClient.setQueryData(getUserQueryOptions().queryKey, (user) => user && { ...user, passwordChangeRequired: false });
      return refreshAudit(queryClient);
    },
  });
}
