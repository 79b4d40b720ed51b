import type { PaymentAccount, PaymentProviderName } from '@booth/shared';

/**
 * Which provider holds the account. The server names it; an answer without the field is told by the
 * sandbox's id format (`acct_sb_…`, platform/payments/sandbox-store.ts), which Stripe never issues.
 */
export function accountProvider(account: PaymentAccount): PaymentProviderName {
  return account.provider ?? (account.account_id.includes('_sb_') ? 'sandbox' : 'stripe');
}
