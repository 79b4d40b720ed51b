import { type MfaType, mfaEnabledSchema, mfaSetupSchema, type mfaVerifyRegisterSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAudit } from '@/features/account/api/audit';
import { mfaStatusKey } from '@/features/account/api/mfa-status';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/registerMfa {type}: TOTP answers the QR, URI and secret; e-mail sends a code. */
export function registerMfa(type: MfaType) {
  return apiRequest('/auth/registerMfa', { method: 'POST', body: { type }, schema: mfaSetupSchema });
}

export function useRegisterMfa() {
  return useMutation({ mutationFn: registerMfa });
}

/** POST /auth/verifyRegisterMfa {type, password, code}: turns MFA on and answers the ten backup codes, once. */
export function verifyRegisterMfa(body: z.infer<typeof mfaVerifyRegisterSchema>) {
  return apiRequest('/auth/verifyRegisterMfa', { method: 'POST', body, schema: mfaEnabledSchema });
}

export function useVerifyRegisterMfa() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyRegisterMfa, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: mfaStatusKey }), refreshAudit(queryClient)]) });
}
