import { okSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/forget: sends a reset link if the account exists; the answer is the same either way. */
export function forgetPassword(email: string) {
  return apiRequest('/auth/forget', { method: 'POST', body: { email }, schema: okSchema });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
