import type { CustomerAddress, PaymentProviderName } from '@booth/shared';
import { and, eq } from 'drizzle-orm';
import { customers } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { billingCustomers } from './billing.table.ts';

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;

export async function findBillingCustomer(db: Db, customerId: string): Promise<BillingCustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.customerId, customerId));
  return row;
}

/** Whose provider customer this is (events name the provider's customer, never ours). */
export async function findBillingCustomerByProviderId(db: Db, provider: PaymentProviderName, providerCustomerId: string): Promise<BillingCustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.providerCustomerId, providerCustomerId)));
  return row;
}

export async function saveBillingCustomer(db: Db, row: { customerId: string; provider: PaymentProviderName; providerCustomerId: string; vatId: string; at: Date }): Promise<void> {
  await db
    .insert(billingCustomers)
    .values({ customerId: row.customerId, provider: row.provider, providerCustomerId: row.providerCustomerId, vatId: row.vatId, createdAt: row.at, updatedAt: row.at })
    .onConflictDoUpdate({ target: billingCustomers.customerId, set: { provider: row.provider, providerCustomerId: row.providerCustomerId, vatId: row.vatId, updatedAt: row.at } });
}

/** The account's address (platform §3 Address), which invoices print. */
export async function saveCustomerAddress(db: Db, customerId: string, address: CustomerAddress, at: Date): Promise<void> {
  await db.update(customers).set({ address, updatedAt: at }).where(eq(customers.id, customerId));
}

/**
 * Serialises one customer's billing changes (claiming a purchase, applying a provider's state): the
 * customer's row is locked until the transaction ends, so a burst of requests or a webhook racing the
 * request that caused it run one after the other.
 */
export async function lockCustomerForBilling(tx: Db, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
