import type { PasswordChange } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PUT /customers/password {password, currentPassword}: a left-open session alone cannot change it. */
export async function changePassword(body: PasswordChange): Promise<void> {
  await apiRequest('/customers/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
