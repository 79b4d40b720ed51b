import type { Registration } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const createdCustomerSchema = z.object({ id: z.string(), email: z.string() });

/** POST /customers: creates the account; the activation e-mail goes out from the server. */
export function register(input: Registration) {
  return apiRequest('/customers', { method: 'POST', body: input, schema: createdCustomerSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
