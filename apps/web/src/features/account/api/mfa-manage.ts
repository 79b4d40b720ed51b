import { mfaBackupCodesSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAudit } from '@/features/account/api/audit';
import { mfaStatusKey } from '@/features/account/api/mfa-status';
import { apiRequest } from '@/lib/api-client';

/** DELETE /auth/mfa {password}: turns the second factor off. */
export async function disableMfa(password: string): Promise<void> {
  await apiRequest('/auth/mfa', { method: 'DELETE', body: { password } });
}

/** POST /auth/mfa/backupCodes {password}: a new set of ten; the old ones stop working. */
export function renewBackupCodes(password: string) {
  return apiRequest('/auth/mfa/backupCodes', { method: 'POST', body: { password }, schema: mfaBackupCodesSchema });
}

function useRefreshingMutation<T>(mutationFn: (password: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: mfaStatusKey }), refreshAudit(queryClient)]) });
}

export const useDisableMfa = () => useRefreshingMutation(disableMfa);
export const useRenewBackupCodes = () => useRefreshingMutation(renewBackupCodes);
