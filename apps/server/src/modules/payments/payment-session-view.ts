import { BILLING_CURRENCY, type PaymentSession } from '@booth/shared';
import type { PaymentSessionView } from './payment-sessions.repo.ts';

/** A session as the guest page and the organiser's list show it (never the provider's ids). */
export function paymentSessionDto(row: PaymentSessionView, testMode: boolean): PaymentSession {
  return {
    slug: row.slug,
    status: row.status,
    purpose: row.purpose,
    amount: row.amount,
    currency: BILLING_CURRENCY,
    eventSlug: row.eventSlug,
    eventName: row.eventName,
    shootId: row.shootId,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    testMode,
    provider: row.provider,
  };
}

/** Why a session cannot be paid, used or refunded now, in words the guest page and the organiser can show. */
export function stateConflictMessage(status: PaymentSession['status']): string {
  switch (status) {
    case 'open':
      return 'This payment has not been made yet';
    case 'paid':
      return 'This payment has been made already';
    case 'used':
      return 'This payment has been used already';
    case 'refunded':
      return 'This payment has been refunded';
    case 'expired':
      return 'This payment session has expired; start a new one';
    case 'failed':
      return 'This payment failed; start a new one';
  }
}
