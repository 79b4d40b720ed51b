import type { Readable } from 'node:stream';
import { isAdmin, type Invoice } from '@booth/shared';
import { NotFound } from '@/errors.ts';
import { actingCustomer } from '@/modules/admin/admin-access.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findBillingCustomerByProviderId } from './billing-customers.repo.ts';
import { invoiceView } from './billing-views.ts';
import { renderInvoicePdf, type InvoiceSeller } from './invoice-pdf.ts';
import { findInvoice, listInvoices, upsertInvoice, type InvoiceRow } from './invoices.repo.ts';
import { findByProviderId } from './subscriptions.repo.ts';

export interface InvoiceDocument {
  filename: string;
  body: Readable | Uint8Array;
}

export interface InvoicesService {
  /** GET /stripe/billings: the acting customer's invoices, newest first. */
  list(auth: AuthContext): Promise<{ items: Invoice[] }>;
  /** GET /stripe/billings/{id}: one's own (admins: anyone's); others' ids answer 404. */
  get(auth: AuthContext, id: string): Promise<Invoice>;
  /** GET /stripe/billings/{id}/pdf: Stripe's own document, or the one we render for the sandbox's invoices. */
  pdf(auth: AuthContext, id: string): Promise<InvoiceDocument>;
  /** Stores (or updates) an invoice the provider issued, once per provider invoice; drafts are not invoices yet. */
  storeFromProvider(providerInvoiceId: string): Promise<InvoiceRow | null>;
}

const noSuchInvoice = () => new NotFound('No such invoice');

export function createInvoicesService(deps: BillingDeps & { seller: InvoiceSeller }): InvoicesService {
  const { db, provider } = deps;
  /** Invoices of the sandbox are test invoices; Stripe's are when its key is a test key. */
  const testModeOf = (row: InvoiceRow) => row.provider === 'sandbox' || provider.info.testMode;

  async function readable(auth: AuthContext, id: string): Promise<InvoiceRow> {
    const acting = await actingCustomer(db, auth);
    const row = await findInvoice(db, id, isAdmin(acting) ? null : acting.id);
    if (!row) throw noSuchInvoice();
    return row;
  }

  return {
    async list(auth) {
      const acting = await actingCustomer(db, auth);
      return { items: (await listInvoices(db, acting.id)).map((row) => invoiceView(row, testModeOf(row))) };
    },

    async get(auth, id) {
      const row = await readable(auth, id);
      return invoiceView(row, testModeOf(row));
    },

    async pdf(auth, id) {
      const row = await readable(auth, id);
      const filename = `${row.number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
      const own = row.provider === provider.info.name ? await provider.invoicePdf(row.providerInvoiceId) : null;
      return { filename, body: own ?? (await renderInvoicePdf(row, deps.seller, testModeOf(row))) };
    },

    async storeFromProvider(providerInvoiceId) {
      const invoice = await provider.getInvoice(providerInvoiceId);
      if (!invoice || invoice.status === 'draft') return null;
      const billing = await findBillingCustomerByProviderId(db, provider.info.name, invoice.customer);
      if (!billing) return null;
      const subscription = invoice.subscription ? await findByProviderId(db, invoice.subscription) : undefined;
      const values = {
        customerId: billing.customerId,
        provider: provider.info.name,
        providerInvoiceId: invoice.id,
        subscriptionId: subscription?.customerId === billing.customerId ? subscription.id : null,
        number: invoice.number,
        status: invoice.status,
        lines: invoice.lines,
        subtotal: invoice.subtotal,
        discount: invoice.discount,
        net: invoice.net,
        vatRate: invoice.vatRate,
        vat: invoice.vat,
        total: invoice.total,
        reverseCharge: invoice.reverseCharge,
        billedTo: invoice.billedTo,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        issuedAt: invoice.issuedAt,
        paidAt: invoice.paidAt,
      };
      return upsertInvoice(db, values);
    },
  };
}
