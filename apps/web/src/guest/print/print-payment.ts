import { localePath, type Locale, type PaymentSession } from '@booth/shared';
import { fetchPayment, startPrintPayment } from './print-api';

/** How often the share screen asks whether the guest has paid. */
export const PAYMENT_POLL_MS = 2_000;

/** The pay page of a payment session in the guest's language (apps/web/src/guest/pay). */
export const payPageUrl = (slug: string, locale: Locale) => localePath(`/pay/${encodeURIComponent(slug)}`, locale);

/** A payment that pays a print now (paid) or did already for this job key (used: the server answers that job). */
export const paysPrint = (session: PaymentSession) => session.status === 'paid' || session.status === 'used';

/**
 * The payment session for this print: the one kept for its job key while it can still pay (open) or
 * has paid, else a new one. The server answers the open one again for a second start, so a double
 * tap opens one payment.
 */
export async function paymentForPrint(shootId: string, kept: string | null): Promise<PaymentSession> {
  if (kept) {
    try {
      const session = await fetchPayment(kept);
      if (session.status === 'open' || paysPrint(session)) return session;
    } catch {
      // Unknown or unreadable: start a new one below.
    }
  }
  return startPrintPayment(shootId);
}

/**
 * Waits until the session is paid (or used), polling its public view; null when it can no longer be
 * paid (expired, failed, refunded) or `stopped` says the screen is gone. A network error waits for the
 * next round.
 */
export async function waitForPayment(slug: string, stopped: () => boolean, sleep: (ms: number) => Promise<void>): Promise<PaymentSession | null> {
  while (!stopped()) {
    try {
      const session = await fetchPayment(slug);
      if (paysPrint(session)) return session;
      if (session.status !== 'open') return null;
    } catch {
      // Booth Wi-Fi: try again next round.
    }
    await sleep(PAYMENT_POLL_MS);
  }
  return null;
}
