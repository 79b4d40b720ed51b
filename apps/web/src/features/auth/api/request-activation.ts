import { okSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/request/activation: answers ok for any address, so it reveals nothing about accounts. */
export function requestActivation(email: string) {
  return apiRequest('/auth/request/activation', { method: 'POST', body: { email }, schema: okSchema });
}

export function useRequestActivation() {
  return useMutation({ mutationFn: requestActivation });
}
