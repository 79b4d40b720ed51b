import { type Card, type SandboxCardBody, cardSchema } from '@booth/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /sandbox/payment-methods: the sandbox's card form turns a test card into a payment-method id
 * (only brand, last 4 digits, expiry, name and its test outcome are kept). The first step of a purchase.
 */
export function createSandboxCard(card: SandboxCardBody): Promise<Card> {
  return apiRequest('/sandbox/payment-methods', { method: 'POST', body: card, schema: cardSchema });
}
