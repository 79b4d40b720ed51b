import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { mailDeliveries } from './mail.table.ts';

/** A worker that crashed mid-send leaves a claim; after this long another attempt may take it over. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;

export type ClaimResult = 'claimed' | 'already-sent' | 'in-progress';

/**
 * Creates the delivery row on first sight and claims it for sending in one atomic update, so two
 * workers holding the same message never both send it.
 */
export async function claimDelivery(
  db: Db,
  values: { messageId: string; recipient: string; template: string },
  now = new Date(),
): Promise<ClaimResult> {
  await db.insert(mailDeliveries).values(values).onConflictDoNothing({ target: mailDeliveries.messageId });
  const claimed = await db
    .update(mailDeliveries)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${mailDeliveries.attempts} + 1` })
    .where(
      and(
        eq(mailDeliveries.messageId, values.messageId),
        or(
          eq(mailDeliveries.status, 'pending'),
          and(eq(mailDeliveries.status, 'sending'), lt(mailDeliveries.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
        ),
      ),
    )
    .returning({ messageId: mailDeliveries.messageId });
  if (claimed.length > 0) return 'claimed';
  const [row] = await db.select({ status: mailDeliveries.status }).from(mailDeliveries).where(eq(mailDeliveries.messageId, values.messageId));
  return row?.status === 'sent' ? 'already-sent' : 'in-progress';
}

export async function markSent(db: Db, messageId: string, sent: { transport: string; location: string }): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ status: 'sent', claimedAt: null, transport: sent.transport, location: sent.location, sentAt: new Date() })
    .where(eq(mailDeliveries.messageId, messageId));
}

/** Gives the claim back after a failed send, so the queue's retry can try again at once. */
export async function releaseClaim(db: Db, messageId: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ status: 'pending', claimedAt: null })
    .where(and(eq(mailDeliveries.messageId, messageId), eq(mailDeliveries.status, 'sending')));
}

export async function findDelivery(db: Db, messageId: string) {
  const [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.messageId, messageId));
  return row;
}
