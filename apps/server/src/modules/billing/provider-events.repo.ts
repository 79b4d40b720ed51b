import type { PaymentProviderName } from '@booth/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { providerEvents } from './billing.table.ts';

/** Records an event as received; answers whether it was already processed (a duplicate delivery). */
export async function recordReceived(db: Db, event: { provider: PaymentProviderName; id: string; type: string }, at: Date): Promise<{ processed: boolean }> {
  await db.insert(providerEvents).values({ provider: event.provider, eventId: event.id, type: event.type, receivedAt: at }).onConflictDoNothing();
  const [row] = await db
    .select({ processedAt: providerEvents.processedAt })
    .from(providerEvents)
    .where(and(eq(providerEvents.provider, event.provider), eq(providerEvents.eventId, event.id)));
  return { processed: Boolean(row?.processedAt) };
}

export async function markProcessed(db: Db, provider: PaymentProviderName, eventId: string, at: Date): Promise<void> {
  await db.update(providerEvents).set({ processedAt: at, error: null }).where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, eventId)));
}

export async function markFailed(db: Db, provider: PaymentProviderName, eventId: string, error: string): Promise<void> {
  await db.update(providerEvents).set({ error: error.slice(0, 2000) }).where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, eventId)));
}
