import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '@/platform/http/periodic-sweep.ts';
import type { SandboxBillingProvider } from '@/platform/payments/billing-provider.ts';
import type { BillingDeps } from './billing-deps.ts';
import type { PurchaseClaims } from './purchase-claims.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import { dueSubscriptions, updateSubscription } from './subscriptions.repo.ts';

/** Every minute: a period ends to the second, and a sweep with nothing due is three small queries. */
export const BILLING_SWEEP_MS = 60_000;
/** A subscription the provider still shows with an ended period is asked about again after this long. */
const ASK_AGAIN_MS = 5 * 60_000;
const BATCH = 100;

export interface BillingSweepResult {
  /** Subscriptions whose ended period was settled (renewed, ended, or read again from the provider). */
  settled: number;
  /** Sandbox events delivered again after a failed first delivery. */
  redelivered: number;
  /** Abandoned purchases whose claim (and promo redemption) was given back. */
  released: number;
}

export interface BillingSweep {
  sweep(): Promise<BillingSweepResult>;
}

/**
 * What happens at and after a period's end. The sandbox plays Stripe's own clock: it renews a due
 * subscription (new paid invoice, next period, events) or ends it when it was cancelled, and sends
 * again the events whose delivery failed. For both providers every due subscription is then read
 * again and applied, so a customer whose period ended without a renewal falls back to the plan below
 * (the grant ran out) even if the provider's event never arrives. Everything is in the database and
 * each step is idempotent under the object's lock, so N processes sweeping at once do it once.
 */
export function createBillingSweep(deps: BillingDeps & { sandbox: SandboxBillingProvider | null; sync: SubscriptionSync; claims: PurchaseClaims }): BillingSweep {
  const { db, now, provider, log } = deps;
  return {
    async sweep() {
      const redelivered = deps.sandbox ? await deps.sandbox.redeliverEvents() : 0;
      const at = now();
      const due = await dueSubscriptions(db, provider.info.name, at, new Date(at.getTime() - ASK_AGAIN_MS), BATCH);
      let settled = 0;
      for (const row of due) {
        try {
          if (deps.sandbox) await deps.sandbox.settlePeriodEnd(row.providerSubscriptionId);
          await deps.sync.sync(row.providerSubscriptionId);
          settled++;
        } catch (error) {
          log.warn({ err: error, subscriptionId: row.id }, 'settling a subscription at its period end failed; the next sweep tries again');
        }
        // Looked at now: a provider that still shows the old period is asked again only after a while.
        await updateSubscription(db, row.id, { updatedAt: now() });
      }
      const released = await deps.claims.releaseStale();
      return { settled, redelivered, released };
    },
  };
}

/** Sweeps from every server process, every minute, shortly after boot (periodic-sweep.ts says why a timer). */
export function registerBillingSweeps(app: FastifyInstance, billing: BillingSweep, { intervalMs = BILLING_SWEEP_MS, firstAfterMs }: { intervalMs?: number; firstAfterMs?: number } = {}): void {
  registerPeriodicSweep(app, 'billing', () => billing.sweep(), { intervalMs, firstAfterMs });
}
