/** Why a card was refused, in the words the page has for it. */
export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'test_card_only' | 'other';

/**
 * Reads the reason from the session's `failureReason` (the provider's decline code) or a 402's message
 * (the provider's words, e.g. Stripe's "Your card has insufficient funds.").
 */
export function declineReason(text: string | null | undefined): DeclineReason {
  const said = (text ?? '').toLowerCase();
  if (said.includes('insufficient')) return 'insufficient_funds';
  if (said.includes('test')) return 'test_card_only';
  if (said.includes('declin')) return 'card_declined';
  return 'other';
}
