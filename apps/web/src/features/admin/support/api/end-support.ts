import { apiRequest } from '@/lib/api-client';

/** DELETE /customers/supportToken: ends the token the request carries (the X-Support-Token header). */
export async function endSupportToken(): Promise<void> {
  await apiRequest('/customers/supportToken', { method: 'DELETE', onUnauthenticated: 'ignore' });
}
