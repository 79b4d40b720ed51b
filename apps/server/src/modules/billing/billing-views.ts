import { BILLING_CURRENCY, isEuCountry, type Invoice, type Subscription } from '@booth/shared';
import type { InvoiceRow } from './invoices.repo.ts';
import type { SubscriptionWithPlan } from './subscriptions.repo.ts';

/** Rows as the API answers them (never a Drizzle row: internal columns stay inside). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function subscriptionView(row: SubscriptionWithPlan): Subscription {
  return {
    id: row.id,
    product: row.product,
    plan: { id: row.planId, name: row.planName, level: row.planLevel },
    interval: row.interval,
    licenses: row.licenses,
    status: row.status,
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelReason: row.cancelReason,
    canceledAt: iso(row.canceledAt),
    promoCode: row.promoCode,
    amounts: { net: row.net, vat: row.vat, total: row.total, vatRate: row.vatRate, currency: BILLING_CURRENCY },
    createdAt: row.createdAt.toISOString(),
  };
}

export const REVERSE_CHARGE_NOTE = 'Steuerschuldnerschaft des Leistungsempfängers / Reverse charge: VAT to be accounted for by the recipient';
export const EXPORT_NOTE = 'Nicht im Inland steuerbare Leistung / Not subject to German VAT (place of supply outside the EU)';

/** What an invoice says about its VAT beside the amounts (German first, like every document we issue). */
export function vatNoteOf(invoice: Pick<InvoiceRow, 'reverseCharge' | 'vatRate' | 'billedTo'>): string {
  if (invoice.reverseCharge) return REVERSE_CHARGE_NOTE;
  if (invoice.vatRate === 0 && invoice.billedTo.country && !isEuCountry(invoice.billedTo.country)) return EXPORT_NOTE;
  return '';
}

export function invoiceView(row: InvoiceRow, testMode: boolean): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    paidAt: iso(row.paidAt),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    currency: BILLING_CURRENCY,
    lines: row.lines,
    subtotal: row.subtotal,
    discount: row.discount,
    net: row.net,
    vatRate: row.vatRate,
    vat: row.vat,
    total: row.total,
    reverseCharge: row.reverseCharge,
    vatNote: vatNoteOf(row),
    testMode,
  };
}
