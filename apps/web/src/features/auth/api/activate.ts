import { okSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/activate with the token from the activation e-mail. */
export function activate(token: string) {
  return apiRequest('/auth/activate', { method: 'POST', body: { token }, schema: okSchema });
}

export function useActivate() {
  return useMutation({ mutationFn: activate });
}
