import { type SupportToken, supportTokenSchema } from '@booth/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /customers/supportToken {customerId}: a token to act as the customer for 10 minutes. Issuing
 * again for the same customer is the refresh (the old token ends).
 */
export function issueSupportToken(customerId: string): Promise<SupportToken> {
  return apiRequest('/customers/supportToken', { method: 'POST', body: { customerId }, schema: supportTokenSchema });
}
