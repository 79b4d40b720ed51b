import type { PaymentProviderName } from '@booth/shared';
import { AppError } from '@/errors.ts';
import type { ConnectProvider } from '@/platform/payments/connect-provider.ts';
import type { SandboxConnect } from '@/platform/payments/sandbox-connect.ts';

/**
 * The guest-payment providers of this installation: Stripe Connect when Stripe is configured, else the
 * sandbox. Accounts and sessions remember the provider they were made with; one made with a provider
 * that is no longer configured cannot take money any more.
 */
export interface PaymentProviders {
  /** New accounts and sessions go here. */
  current: ConnectProvider;
  /** The sandbox, when it is the current provider (its onboarding page completes accounts locally). */
  sandbox: SandboxConnect | null;
  /** The provider a stored account or session was made with. */
  of(name: PaymentProviderName): ConnectProvider;
  /** Whether money of that provider is test money (views of old rows must not fail when Stripe is gone). */
  testMode(name: PaymentProviderName): boolean;
}

export function paymentProviders(stripe: ConnectProvider | null, sandbox: SandboxConnect): PaymentProviders {
  const current = stripe ?? sandbox;
  return {
    current,
    sandbox: stripe ? null : sandbox,
    of(name) {
      if (name === 'sandbox') return sandbox;
      if (stripe) return stripe;
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'This payment was made with Stripe, which is not configured here any more');
    },
    testMode(name) {
      return name === 'sandbox' || (stripe?.testMode ?? false);
    },
  };
}
