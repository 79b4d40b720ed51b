import { type MfaStatus, mfaStatusSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const mfaStatusKey = ['account', 'mfa'] as const;

/** GET /auth/mfa/status: on or off, the type, and how many backup codes are left. */
export function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return apiRequest('/auth/mfa/status', { schema: mfaStatusSchema, signal });
}

export function useMfaStatus() {
  return useQuery(queryOptions({ queryKey: mfaStatusKey, queryFn: ({ signal }) => getMfaStatus(signal) }));
}
