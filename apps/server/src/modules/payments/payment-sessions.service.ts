import { randomBytes } from 'node:crypto';
import { PAYMENT_SESSION_TTL_MINUTES, type PaymentSession, type PaymentSessionStatus } from '@booth/shared';
import { AppError, Conflict, Invalid, NotFound, Unauthenticated } from '@/errors.ts';
import { recordAccountAudit } from '@/modules/account/account-audit.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import { boothMode } from '@/modules/events/event-guards.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import { mayActOnEvent } from '@/modules/events/owned-event.ts';
import { guestSessionOf } from '@/modules/shoots/guest-access.ts';
import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { decodeKeysetCursor, keysetPage } from '@/platform/db/keyset-cursor.ts';
import { UnknownPaymentMethod } from '@/platform/payments/connect-provider.ts';
import { findAccountByCustomer } from './payment-accounts.repo.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { paymentSessionDto, stateConflictMessage } from './payment-session-view.ts';
import {
  attachCheckout,
  claimRefund,
  expireOverdue,
  findReusableSession,
  findSessionBySlug,
  insertSession,
  listSessions,
  lockShootPayments,
  markDeclined,
  markUsed,
  releaseRefundClaim,
  type PaymentSessionView,
} from './payment-sessions.repo.ts';

const MINUTE_MS = 60_000;
/** 18 random bytes: 144 bits, 24 URL-safe characters. The slug is the guest's only key to the session. */
const SLUG_BYTES = 18;

export interface SessionListQuery {
  eventSlug?: string;
  status?: PaymentSessionStatus;
  cursor?: string;
  limit: number;
}

/** Who redeems a paid session: the organiser (signed in), or a guest session of the same campaign (X-Booth-Session). */
export interface RedeemActor {
  auth: AuthContext | null;
  boothSession: string | undefined;
  /** The organiser of a paired kiosk the caller has authenticated (X-Device-Token): it acts for its own campaigns' guests. */
  kioskCustomerId?: string;
}

export interface PaymentSessionsService {
  /** POST …/payment-session: a session to pay for a picture (the newest open one again on a double tap: created false). */
  create(auth: AuthContext | null, input: { shootId: string; purpose: 'print' }): Promise<{ session: PaymentSession; created: boolean }>;
  /** GET …/payment-session/{slug}: the guest's view (anyone holding the slug). */
  view(slug: string): Promise<PaymentSession>;
  /** POST …/payment-session/{slug}/pay: the sandbox charges the test card now; Stripe answers Checkout's URL. */
  pay(slug: string, input: { paymentMethodId?: string }): Promise<{ session: PaymentSession; redirectUrl: string | null }>;
  /** GET …/payment-session: the organiser's own sessions, newest first. */
  list(auth: AuthContext, query: SessionListQuery): Promise<{ sessions: PaymentSession[]; nextCursor: string | null }>;
  /** POST …/payment-session/{slug}/refund: the organiser (or support mode) gives a paid or used payment back, once. */
  refund(auth: AuthContext, slug: string): Promise<PaymentSession>;
  /** POST …/payment-session/{slug}/redeem: the paywalled action consumes the payment, exactly once (the print path). */
  redeem(actor: RedeemActor, slug: string): Promise<PaymentSession>;
}

export function createPaymentSessionsService(deps: {
  db: Db;
  providers: PaymentProviders;
  now: () => Date;
  publicUrl: string;
  /** After a refund: what the payment released (a print job not yet printed) is cancelled. */
  onRefunded?: (slug: string) => Promise<void>;
}): PaymentSessionsService {
  const { db, providers, now, publicUrl } = deps;

  const dto = (row: PaymentSessionView) => paymentSessionDto(row, providers.testMode(row.provider));
  const noSession = () => new NotFound('No such payment session');

  /** A session by slug, with an open one past its deadline shown (and stored) as expired. */
  async function current(slug: string): Promise<PaymentSessionView> {
    let row = await findSessionBySlug(db, slug);
    if (!row) throw noSession();
    if (row.status === 'open' && row.expiresAt <= now()) {
      await expireOverdue(db, { slug }, now());
      row = (await findSessionBySlug(db, slug)) ?? row;
    }
    return row;
  }

  /** The organiser's account with the provider sessions are paid with, if it can take charges now. */
  async function chargeableAccount(customerId: string, provider: PaymentSessionView['provider']) {
    const account = await findAccountByCustomer(db, customerId);
    if (!account || account.provider !== provider || !account.chargesEnabled) {
      throw new Conflict('The organiser cannot take card payments at the moment; please ask the staff at the booth');
    }
    return account;
  }

  /**
   * The picture a payment is for, to anyone who can see it: a live campaign's pictures to everyone (the
   * microsite is public), a draft's and test pictures only to their organiser (test mode, campaigns §4).
   */
  async function payableShoot(shootId: string, auth: AuthContext | null) {
    const shoot = await findShootById(db, shootId);
    const event = shoot ? await findEventById(db, shoot.eventId) : undefined;
    if (!shoot || !event || event.archived) throw new NotFound('No such picture');
    const mode = await boothMode(db, auth, event);
    if (mode === 'live' && shoot.isTest && !(auth && (await mayActOnEvent(db, auth, event, 'read')))) {
      throw new AppError('EVENT_NOT_LIVE', 'This is a test picture; only its organiser can pay for it');
    }
    if (shoot.status === 'failed') throw new Conflict('This picture could not be processed, so it cannot be printed');
    return { shoot, event };
  }

  return {
    async create(auth, input) {
      const { shoot, event } = await payableShoot(input.shootId, auth);
      const paywall = settingsOf(event).printPaywalled;
      if (!paywall.enabled || paywall.price < 1) throw new Conflict('Prints of this campaign are free: there is nothing to pay');
      const provider = providers.current;
      await chargeableAccount(event.customerId, provider.name);
      const at = now();
      const { slug, created } = await db.transaction(async (tx) => {
        await lockShootPayments(tx, shoot.id);
        const reusable = await findReusableSession(tx, { shootId: shoot.id, purpose: input.purpose, amount: paywall.price, provider: provider.name, now: at });
        if (reusable) return { slug: reusable.slug, created: false };
        const row = await insertSession(tx, {
          slug: randomBytes(SLUG_BYTES).toString('base64url'),
          customerId: event.customerId,
          eventId: event.id,
          shootId: shoot.id,
          purpose: input.purpose,
          status: 'open',
          // The price when the guest starts paying: a later change of the campaign's price does not touch it.
          amount: paywall.price,
          currency: 'EUR',
          provider: provider.name,
          createdAt: at,
          expiresAt: new Date(at.getTime() + PAYMENT_SESSION_TTL_MINUTES * MINUTE_MS),
        });
        return { slug: row.slug, created: true };
      });
      return { session: dto(await current(slug)), created };
    },

    async view(slug) {
      return dto(await current(slug));
    },

    async pay(slug, input) {
      const session = await current(slug);
      if (session.status !== 'open') throw new Conflict(stateConflictMessage(session.status));
      const provider = providers.of(session.provider);
      if (provider.name === 'sandbox' && !input.paymentMethodId) {
        throw new Invalid('paymentMethodId: a test card is required in test mode', [{ path: 'paymentMethodId', message: 'required' }]);
      }
      const account = await chargeableAccount(session.customerId, session.provider);
      const locale = (await findShootById(db, session.shootId))?.locale ?? 'de';
      const page = `${publicUrl}${locale === 'en' ? '/en' : ''}/pay/${encodeURIComponent(slug)}`;
      let start;
      try {
        start = await provider.startPayment({
          destination: account.accountId,
          amount: session.amount,
          currency: 'EUR',
          description: `Print – ${session.eventName}`,
          metadata: { kind: 'guest-payment', customerId: session.customerId, paymentSessionSlug: slug },
          expiresAt: session.expiresAt,
          locale,
          successUrl: `${page}?paid=1`,
          cancelUrl: page,
          ...(input.paymentMethodId ? { paymentMethodId: input.paymentMethodId } : {}),
        });
      } catch (error) {
        if (error instanceof UnknownPaymentMethod) throw new Invalid('paymentMethodId: no such test card', [{ path: 'paymentMethodId', message: 'unknown' }]);
        throw error;
      }
      if (start.kind === 'declined') {
        await markDeclined(db, slug, start.reason);
        throw new AppError('PAYMENT_DECLINED', `The card was declined (${start.reason}): ${start.message}`);
      }
      if (start.kind === 'redirect') {
        // The session lives as long as the guest can still pay on the provider's page.
        await attachCheckout(db, slug, start.checkoutId, start.expiresAt);
        return { session: dto(await current(slug)), redirectUrl: start.url };
      }
      // Charged: the provider's event has marked the session paid (with the card) on the way here.
      return { session: dto(await current(slug)), redirectUrl: null };
    },

    async list(auth, query) {
      const before = query.cursor ? decodeKeysetCursor(query.cursor, 'cursor') : undefined;
      await expireOverdue(db, { customerId: auth.customerId }, now());
      const rows = await listSessions(db, { customerId: auth.customerId, eventSlug: query.eventSlug, status: query.status, before, limit: query.limit });
      const page = keysetPage(rows, query.limit);
      return { sessions: page.rows.map(dto), nextCursor: page.nextCursor };
    },

    async refund(auth, slug) {
      const session = await current(slug);
      if (session.customerId !== auth.customerId) throw noSession();
      const claimedAt = now();
      const previous = await claimRefund(db, slug, auth.customerId, claimedAt);
      if (!previous) throw new Conflict(`Only a paid or used payment can be refunded: ${stateConflictMessage((await current(slug)).status).toLowerCase()}`);
      try {
        if (!session.providerPaymentId) throw new AppError('PAYMENT_PROVIDER_ERROR', 'The paid session names no payment');
        // The same key for every try: the provider refunds once however often this runs.
        await providers.of(session.provider).refund({ paymentId: session.providerPaymentId, idempotencyKey: `refund:${slug}` });
      } catch (error) {
        await releaseRefundClaim(db, slug, previous, claimedAt);
        throw error;
      }
      const customer = await findCustomerById(db, auth.customerId);
      await recordAccountAudit(db, auth, customer?.email ?? '', 'payments.session.refunded', claimedAt, { slug, amount: session.amount, eventSlug: session.eventSlug });
      await deps.onRefunded?.(slug);
      return dto(await current(slug));
    },

    async redeem(actor, slug) {
      const session = await current(slug);
      if (!(actor.auth && actor.auth.customerId === session.customerId) && actor.kioskCustomerId !== session.customerId) {
        if (actor.boothSession) {
          const event = await findEventById(db, session.eventId);
          if (!event) throw noSession();
          await guestSessionOf(db, event, actor.boothSession);
        } else if (actor.auth) {
          throw noSession();
        } else {
          throw new Unauthenticated('Sign in as the organiser, or send the guest session of this campaign in X-Booth-Session');
        }
      }
      if (!(await markUsed(db, slug, now()))) throw new Conflict(stateConflictMessage((await current(slug)).status));
      return dto(await current(slug));
    },
  };
}
