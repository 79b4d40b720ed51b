import Stripe from 'stripe';
import type { StripeConfig } from '@/config.ts';

/** The one Stripe SDK client, pointed at STRIPE_API_BASE (the tests' stand-in server speaks the same HTTP). */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = new URL(config.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Boothwerk' },
  });
}
