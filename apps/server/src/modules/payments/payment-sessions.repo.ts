import type { PaymentSessionStatus } from '@booth/shared';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { olderThan, type KeysetPosition } from '@/platform/db/keyset-cursor.ts';
import { paymentSessions } from './payments.table.ts';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type NewPaymentSessionRow = typeof paymentSessions.$inferInsert;
/** A session with what its views name of the campaign. */
export type PaymentSessionView = PaymentSessionRow & { eventSlug: string; eventName: string };

/*
 * Every status change is one conditional UPDATE naming the states it may come from, so concurrent
 * calls and events delivered twice or out of order can never move a session backwards:
 *   open → paid → used; paid | used → refunded; open → expired | failed;
 *   and a payment the provider confirms is never dropped: open | expired | failed → paid, and a refund
 *   the provider reports wins over everything but an earlier refund.
 */
const PAYABLE: PaymentSessionStatus[] = ['open', 'expired', 'failed'];
const REFUNDABLE: PaymentSessionStatus[] = ['paid', 'used'];

const viewColumns = { session: paymentSessions, eventSlug: events.slug, eventName: events.name };

function asView(row: { session: PaymentSessionRow; eventSlug: string; eventName: string }): PaymentSessionView {
  return { ...row.session, eventSlug: row.eventSlug, eventName: row.eventName };
}

export async function findSessionBySlug(db: Db, slug: string): Promise<PaymentSessionView | undefined> {
  const [row] = await db.select(viewColumns).from(paymentSessions).innerJoin(events, eq(events.id, paymentSessions.eventId)).where(eq(paymentSessions.slug, slug)).limit(1);
  return row ? asView(row) : undefined;
}

/**
 * Serialises the starts of payment for one picture within the caller's transaction, so that two taps
 * at once find each other's session instead of opening two.
 */
export async function lockShootPayments(tx: Db, shootId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment-session:${shootId}`}, 0))`);
}

/** The newest session of a picture a guest can still pay, for the same purpose and price. */
export async function findReusableSession(
  db: Db,
  where: { shootId: string; purpose: PaymentSessionRow['purpose']; amount: number; provider: PaymentSessionRow['provider']; now: Date },
): Promise<PaymentSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.shootId, where.shootId),
        eq(paymentSessions.purpose, where.purpose),
        eq(paymentSessions.amount, where.amount),
        eq(paymentSessions.provider, where.provider),
        eq(paymentSessions.status, 'open'),
        gt(paymentSessions.expiresAt, where.now),
      ),
    )
    .orderBy(desc(paymentSessions.createdAt), desc(paymentSessions.id))
    .limit(1);
  return row;
}

export async function insertSession(db: Db, values: NewPaymentSessionRow): Promise<PaymentSessionRow> {
  const [row] = await db.insert(paymentSessions).values(values).returning();
  if (!row) throw new Error('payment session was not stored');
  return row;
}

/** Open sessions past their deadline become expired (one session by slug, or all of a customer's). */
export async function expireOverdue(db: Db, scope: { slug: string } | { customerId: string }, now: Date): Promise<void> {
  const which = 'slug' in scope ? eq(paymentSessions.slug, scope.slug) : eq(paymentSessions.customerId, scope.customerId);
  await db
    .update(paymentSessions)
    .set({ status: 'expired' })
    .where(and(which, eq(paymentSessions.status, 'open'), lte(paymentSessions.expiresAt, now)));
}

export interface SessionListFilter {
  customerId: string;
  eventSlug?: string;
  status?: PaymentSessionStatus;
  before?: KeysetPosition;
  limit: number;
}

/** One customer's sessions, newest first, strictly older than `before`; `limit + 1` rows, for keysetPage. */
export async function listSessions(db: Db, filter: SessionListFilter): Promise<PaymentSessionView[]> {
  const conditions: SQL[] = [eq(paymentSessions.customerId, filter.customerId)];
  if (filter.eventSlug) conditions.push(eq(events.slug, filter.eventSlug));
  if (filter.status) conditions.push(eq(paymentSessions.status, filter.status));
  if (filter.before) conditions.push(olderThan(paymentSessions.createdAt, paymentSessions.id, filter.before));
  const rows = await db
    .select(viewColumns)
    .from(paymentSessions)
    .innerJoin(events, eq(events.id, paymentSessions.eventId))
    .where(and(...conditions))
    .orderBy(desc(paymentSessions.createdAt), desc(paymentSessions.id))
    .limit(filter.limit + 1);
  return rows.map(asView);
}

/** The payment of `paymentId` or of none yet: a refund or confirmation of a second, duplicate payment never touches the first. */
function ofPayment(paymentId: string): SQL | undefined {
  return or(isNull(paymentSessions.providerPaymentId), eq(paymentSessions.providerPaymentId, paymentId));
}

/** The provider confirmed the payment: answers whether this call moved the session to paid. */
export async function markPaid(
  db: Db,
  slug: string,
  payment: { paymentId: string; checkoutId: string | null; card: { brand: string; last4: string } | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({
      status: 'paid',
      providerPaymentId: payment.paymentId,
      ...(payment.checkoutId ? { providerSessionId: payment.checkoutId } : {}),
      cardBrand: payment.card?.brand ?? null,
      cardLast4: payment.card?.last4 ?? null,
      failureReason: null,
      paidAt: payment.at,
    })
    .where(and(eq(paymentSessions.slug, slug), inArray(paymentSessions.status, PAYABLE), ofPayment(payment.paymentId)))
    .returning({ slug: paymentSessions.slug });
  return rows.length > 0;
}

/** The provider reports the payment refunded (a refund we made, or one made at the provider): from any state but refunded. */
export async function markRefundedByProvider(db: Db, slug: string, paymentId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ status: 'refunded', providerPaymentId: paymentId, refundedAt: at })
    .where(and(eq(paymentSessions.slug, slug), inArray(paymentSessions.status, [...PAYABLE, ...REFUNDABLE]), ofPayment(paymentId)))
    .returning({ slug: paymentSessions.slug });
  return rows.length > 0;
}

/**
 * The organiser's refund claims the session before the provider is asked, so a second call at the same
 * time gets 409 and never a second refund. Answers the status it had (a used session has its usedAt),
 * or null when it was not the customer's paid or used session.
 */
export async function claimRefund(db: Db, slug: string, customerId: string, at: Date): Promise<'paid' | 'used' | null> {
  const [row] = await db
    .update(paymentSessions)
    .set({ status: 'refunded', refundedAt: at })
    .where(and(eq(paymentSessions.slug, slug), eq(paymentSessions.customerId, customerId), inArray(paymentSessions.status, REFUNDABLE)))
    .returning({ usedAt: paymentSessions.usedAt });
  if (!row) return null;
  return row.usedAt ? 'used' : 'paid';
}

/** Undoes an own claim whose refund the provider refused (that claim only: matched by its time). */
export async function releaseRefundClaim(db: Db, slug: string, previous: 'paid' | 'used', claimedAt: Date): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ status: previous, refundedAt: null })
    .where(and(eq(paymentSessions.slug, slug), eq(paymentSessions.status, 'refunded'), eq(paymentSessions.refundedAt, claimedAt)));
}

/** paid → used, exactly once: answers whether this call used it. */
export async function markUsed(db: Db, slug: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ status: 'used', usedAt: at })
    .where(and(eq(paymentSessions.slug, slug), eq(paymentSessions.status, 'paid')))
    .returning({ slug: paymentSessions.slug });
  return rows.length > 0;
}

/** A declined card: the session stays open for another try, with the reason shown to the guest. */
export async function markDeclined(db: Db, slug: string, reason: string): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ failureReason: reason })
    .where(and(eq(paymentSessions.slug, slug), eq(paymentSessions.status, 'open')));
}

/** The guest was sent to the provider's checkout: the session lives as long as that checkout can be paid. */
export async function attachCheckout(db: Db, slug: string, checkoutId: string, expiresAt: Date): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ providerSessionId: checkoutId, expiresAt, failureReason: null })
    .where(and(eq(paymentSessions.slug, slug), eq(paymentSessions.status, 'open')));
}

/** The provider ended the current checkout unpaid (expired, or its payment failed): the session ends with it. */
export async function endWithCheckout(db: Db, slug: string, checkoutId: string, status: 'expired' | 'failed', reason: string | null): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ status, ...(reason ? { failureReason: reason } : {}) })
    .where(and(eq(paymentSessions.slug, slug), eq(paymentSessions.status, 'open'), eq(paymentSessions.providerSessionId, checkoutId)));
}
