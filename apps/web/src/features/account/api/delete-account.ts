import type { AccountDeletion } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '@/lib/api-client';

/** GET /customers/export: everything in the account as one ZIP, streamed by the server. */
export const ACCOUNT_EXPORT_URL = `${API_BASE}/customers/export`;

/** DELETE /customers/account {email, password}: sign-in stops at once, the data goes in the background. */
export async function deleteAccount(body: AccountDeletion): Promise<void> {
  await apiRequest('/customers/account', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
