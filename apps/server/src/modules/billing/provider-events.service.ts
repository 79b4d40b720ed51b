import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import type { ProviderEvent, ProviderEventHandler } from '@/platform/payments/provider-events.ts';
import { markFailed, markProcessed, recordReceived } from './provider-events.repo.ts';

export interface ProviderEventDispatcher {
  /** Processes an event once: a duplicate delivery of a processed event changes nothing; a failed one runs again on retry. */
  receive(event: ProviderEvent): Promise<{ duplicate: boolean }>;
  /** Modules add their part at wiring (billing: subscriptions, invoices, credit packs; payments: accounts, guest payments). */
  addHandler(handler: ProviderEventHandler): void;
}

/**
 * Where every provider event goes (Stripe's webhook, the sandbox's own events). Each handler is
 * idempotent and order-independent itself; this adds "each event once": the event id is recorded, and
 * marked processed only after every handler succeeded, so a failure is retried by the provider's next
 * delivery (Stripe retries for three days) and never half-applied twice.
 */
export function createProviderEventDispatcher(deps: { db: Db; now: () => Date; log: Logger }): ProviderEventDispatcher {
  const handlers: ProviderEventHandler[] = [];
  return {
    addHandler(handler) {
      handlers.push(handler);
    },
    async receive(event) {
      const { processed } = await recordReceived(deps.db, event, deps.now());
      if (processed) return { duplicate: true };
      try {
        for (const handler of handlers) await handler(event);
      } catch (error) {
        deps.log.error({ err: error, eventId: event.id, type: event.type }, 'payment provider event failed; the provider retries it');
        await markFailed(deps.db, event.provider, event.id, error instanceof Error ? error.message : String(error));
        throw error;
      }
      await markProcessed(deps.db, event.provider, event.id, deps.now());
      return { duplicate: false };
    },
  };
}
