import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /auth/requestEmailMfaCode: a new e-mailed code — signed in while turning e-mail codes on, or
 * with the sign-in's `mfaToken` at the code step.
 */
export async function requestEmailMfaCode(mfaToken?: string): Promise<void> {
  await apiRequest('/auth/requestEmailMfaCode', { method: 'POST', body: mfaToken ? { mfaToken } : {} });
}

export function useRequestEmailMfaCode() {
  return useMutation({ mutationFn: requestEmailMfaCode });
}
