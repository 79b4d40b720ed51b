import { type ResetPassword, okSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PUT /auth/reset with the token from the e-mail and the new password. */
export function resetPassword(input: ResetPassword) {
  return apiRequest('/auth/reset', { method: 'PUT', body: input, schema: okSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
