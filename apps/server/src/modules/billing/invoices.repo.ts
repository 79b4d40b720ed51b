import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { invoices } from './billing.table.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** At most this many invoices per list answer (decades of monthly invoices). */
export const INVOICE_LIST_LIMIT = 500;

/**
 * Stores an invoice as the provider issued it, once per provider invoice (a repeated or late event
 * updates its status, never adds a second row). The buyer as first printed stays.
 */
export async function upsertInvoice(db: Db, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await db
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: {
        status: values.status,
        number: values.number,
        paidAt: values.paidAt,
        subscriptionId: values.subscriptionId,
        lines: values.lines,
        subtotal: values.subtotal,
        discount: values.discount,
        net: values.net,
        vatRate: values.vatRate,
        vat: values.vat,
        total: values.total,
        reverseCharge: values.reverseCharge,
      },
    })
    .returning();
  if (!row) throw new Error('invoice upsert returned nothing');
  return row;
}

export async function listInvoices(db: Db, customerId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.customerId, customerId)).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(INVOICE_LIST_LIMIT);
}

/** The invoice by id, the customer's own only (`customerId` null: an admin's look at anyone's). */
export async function findInvoice(db: Db, id: string, customerId: string | null): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(customerId ? and(eq(invoices.id, id), eq(invoices.customerId, customerId)) : eq(invoices.id, id));
  return row;
}
