import type { PasswordChange } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAudit } from '@/features/account/api/audit';
import { apiRequest } from '@/lib/api-client';

/** PUT /customers/password {password, currentPassword}: a left-open session alone cannot change it. */
export async function changePassword(body: PasswordChange): Promise<void> {
  await apiRequest('/customers/password', { method: 'PUT', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => refreshAudit(queryClient) });
}
