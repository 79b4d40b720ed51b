import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { paymentAccounts } from './payments.table.ts';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type NewPaymentAccountRow = typeof paymentAccounts.$inferInsert;

export async function findAccountByCustomer(db: Db, customerId: string): Promise<PaymentAccountRow | undefined> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.customerId, customerId)).limit(1);
  return row;
}

export async function findAccountByAccountId(db: Db, accountId: string): Promise<PaymentAccountRow | undefined> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.accountId, accountId)).limit(1);
  return row;
}

/** Stores the customer's account unless they (or a concurrent call with the same provider account) have one already; answers it when stored. */
export async function insertAccount(db: Db, values: NewPaymentAccountRow): Promise<PaymentAccountRow | undefined> {
  const [row] = await db.insert(paymentAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Drops an account of a provider that no longer serves this installation (sandbox → Stripe): it can take no payments here. */
export async function deleteAccountOfOtherProvider(db: Db, customerId: string, provider: PaymentAccountRow['provider']): Promise<void> {
  await db.delete(paymentAccounts).where(and(eq(paymentAccounts.customerId, customerId), ne(paymentAccounts.provider, provider)));
}

/** The provider's current state of an account (from account.updated, or read when the organiser looks). */
export async function updateAccountState(db: Db, accountId: string, state: { onboardingComplete: boolean; chargesEnabled: boolean; at: Date }): Promise<PaymentAccountRow | undefined> {
  const [row] = await db
    .update(paymentAccounts)
    .set({ onboardingComplete: state.onboardingComplete, chargesEnabled: state.chargesEnabled, updatedAt: state.at })
    .where(eq(paymentAccounts.accountId, accountId))
    .returning();
  return row;
}
