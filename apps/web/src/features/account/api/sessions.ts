import { type AccountSession, accountSessionListSchema, revokedSessionsSchema } from '@booth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAudit } from '@/features/account/api/audit';
import { apiRequest } from '@/lib/api-client';

export const sessionsKey = ['account', 'sessions'] as const;

/** GET /customers/sessions: the account's live sign-ins, newest use first. */
export function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return apiRequest('/customers/sessions', { schema: accountSessionListSchema, signal });
}

export function useSessions() {
  return useQuery(queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) }));
}

/** DELETE /customers/sessions/{id}: signs out one other sign-in. */
export async function revokeSession(id: string): Promise<void> {
  await apiRequest(`/customers/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /customers/sessions: signs out every sign-in but this one; answers how many. */
export function revokeOtherSessions() {
  return apiRequest('/customers/sessions', { method: 'DELETE', schema: revokedSessionsSchema });
}

function useSessionsMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: sessionsKey }), refreshAudit(queryClient)]) });
}

export const useRevokeSession = () => useSessionsMutation(revokeSession);
export const useRevokeOtherSessions = () => useSessionsMutation(revokeOtherSessions);
