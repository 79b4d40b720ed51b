import type { PaymentAccount } from '@booth/shared';
import { usePaymentAccount } from '@/features/payments/api/payment-account';

/**
 * Whether paid printing can be offered: only an account that can take charges (Stripe's charges_enabled,
 * `allow_stripe`) may sell a print, else a guest would face a paywall nobody can pay.
 */
export type PrintPaywallAvailability = 'checking' | 'available' | 'noAccount' | 'pending' | 'unknown';

export function printPaywallAvailability(account: PaymentAccount | null | undefined, failed: boolean): PrintPaywallAvailability {
  if (failed) return 'unknown';
  if (account === undefined) return 'checking';
  if (account === null) return 'noAccount';
  return account.allow_stripe ? 'available' : 'pending';
}

/** The editor paths that stay hidden until the account can charge: the whole paid-printing group. */
export const PRINT_PAYWALL_PATHS: readonly string[] = ['printPaywalled'];
// Stable arrays, so an editor that memoises on them does not rebuild on every render.
const NOTHING_HIDDEN: readonly string[] = [];

/** The organiser's payment account as far as paid printing is concerned, and what the editor hides for it. */
export function usePrintPaywallGate(): { availability: PrintPaywallAvailability; hiddenPaths: readonly string[] } {
  const account = usePaymentAccount();
  const availability = printPaywallAvailability(account.data, account.isError);
  return { availability, hiddenPaths: availability === 'available' ? NOTHING_HIDDEN : PRINT_PAYWALL_PATHS };
}
