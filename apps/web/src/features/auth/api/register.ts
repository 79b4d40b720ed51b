import { type Registration, registrationAnswerSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /customers: creates the account; the activation e-mail goes out from the server. An address
 * that has an account already gets the same answer (its owner a mail instead).
 */
export function register(input: Registration) {
  return apiRequest('/customers', { method: 'POST', body: input, schema: registrationAnswerSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
