import { and, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { creditEntries } from '@/modules/admin/admin.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { events, type EventRow } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { aiExecutions } from './ai-filters.table.ts';

/** What a start needs of the customer: whether it is metered, its balance, and where to mail. */
export interface CustomerCredits {
  id: string;
  email: string;
  creditBalance: number;
  creditConsumption: boolean;
}

const creditColumns = { id: customers.id, email: customers.email, creditBalance: customers.creditBalance, creditConsumption: customers.creditConsumption };

/**
 * Locks the customer's campaign for the budget check (inside the start's transaction): concurrent
 * starts of one campaign take turns, so none sees a budget another is about to spend.
 */
export async function lockCampaign(db: Db, customerId: string, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.customerId, customerId)))
    .for('update');
  return row;
}

/** Locks the customer's row for the balance check (after the campaign: one lock order everywhere). */
export async function lockCustomerCredits(db: Db, customerId: string): Promise<CustomerCredits | undefined> {
  const [row] = await db.select(creditColumns).from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

export async function customerCredits(db: Db, customerId: string): Promise<CustomerCredits | undefined> {
  const [row] = await db.select(creditColumns).from(customers).where(eq(customers.id, customerId));
  return row;
}

/** Credits a campaign's AI pictures took so far: real runs only (test runs book 0, failed ones were refunded). */
export async function campaignAiSpent(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ spent: sql<number>`coalesce(sum(${aiExecutions.credits}), 0)::int` })
    .from(aiExecutions)
    .where(and(eq(aiExecutions.eventId, eventId), eq(aiExecutions.isTest, false), ne(aiExecutions.status, 'failed')));
  return row?.spent ?? 0;
}

/**
 * The newest entry that gave the customer credits (a grant, a purchase, an admin's correction), not
 * counting the refunds of failed AI runs: "the credits ran out" is told once per top-up.
 */
export async function latestTopUpId(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(and(eq(creditEntries.customerId, customerId), gt(creditEntries.amount, 0), or(ne(creditEntries.kind, 'adjustment'), ne(creditEntries.feature, 'ai'))))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(1);
  return row?.id ?? null;
}
