import type { AppPasswordChange } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAudit } from '@/features/account/api/audit';
import { profileKey } from '@/features/account/api/get-profile';
import { apiRequest } from '@/lib/api-client';

/** PUT /customers/apppassword {password | null, currentPassword}: sets, replaces or (null) removes it. */
export async function changeAppPassword(body: AppPasswordChange): Promise<void> {
  await apiRequest('/customers/apppassword', { method: 'PUT', body });
}

export function useChangeAppPassword() {
  const queryClient = useQueryClient();
  // The profile says whether one is set.
  return useMutation({ mutationFn: changeAppPassword, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: profileKey }), refreshAudit(queryClient)]) });
}
