import { StandInError, type StripeStandIn } from './stand-in.ts';
import { asArray, idempotent, list, record, seconds, text } from './stand-in-values.ts';

/**
 * Checkout Sessions, for every part of the stand-in: billing's (subscription mode, and payment mode for
 * credit packs with `invoice_creation`) and Connect's (payment mode with `payment_intent_data` and its
 * `transfer_data`, for guest payments). Stripe has one endpoint for all of them, and the stand-in's
 * router answers with the first route that matches, so each part registering its own would silently
 * serve the other part's sessions with the wrong handler. The routes are registered once per stand-in,
 * by whichever part is added first; each part reads what a session was created with to complete it.
 */
export interface CheckoutSessions {
  /** The parameters a session was created with (line items, discounts, subscription_data, payment_intent_data …), as Stripe keeps them. */
  paramsOf(checkoutId: string): Record<string, unknown> | undefined;
}

const DAY = 24 * 3600;

const registered = new WeakMap<StripeStandIn, CheckoutSessions>();

export function addCheckoutRoutes(standIn: StripeStandIn): CheckoutSessions {
  const existing = registered.get(standIn);
  if (existing) return existing;
  const params = new Map<string, Record<string, unknown>>();


  /** A line's unit price: a saved Price (billing's plans) or inline price_data (credit packs, guest payments). */
  function unitAmount(item: Record<string, unknown>): number {
    return Number(item.price ? standIn.get(text(item.price)).unit_amount : (record(item.price_data).unit_amount ?? 0));
  }

  standIn.route(
    'POST',
    '/v1/checkout/sessions',
    idempotent(standIn, ({ body }) => {
      const mode = text(body.mode);
      if (mode !== 'payment' && mode !== 'subscription') throw new StandInError({ status: 400, type: 'invalid_request_error', message: `Invalid mode: must be one of payment, setup, or subscription` });
      const id = standIn.newId('cs_test');
      const items = asArray(body.line_items).map(record);
      const amount = items.reduce((sum, item) => sum + unitAmount(item) * Number(item.quantity ?? 1), 0);
      params.set(id, body);
      return standIn.save({
        id,
        object: 'checkout.session',
        mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        customer: text(body.customer) || null,
        client_reference_id: text(body.client_reference_id) || null,
        amount_subtotal: amount,
        amount_total: amount,
        currency: text(record(record(items[0]).price_data).currency) || 'eur',
        metadata: record(body.metadata),
        locale: text(body.locale) || null,
        subscription: null,
        payment_intent: null,
        invoice: null,
        success_url: text(body.success_url),
        cancel_url: text(body.cancel_url) || null,
        expires_at: Number(body.expires_at ?? seconds() + DAY),
        created: seconds(),
      });
    }),
  );
  standIn.route('GET', '/v1/checkout/sessions/:id', ({ params: path }) => standIn.get(path.id ?? ''));
  standIn.route('GET', '/v1/checkout/sessions', ({ body }) => {
    const sessions = [...standIn.objects.values()].filter(
      (session) => session.object === 'checkout.session' && (!body.customer || session.customer === text(body.customer)) && (!body.status || session.status === text(body.status)),
    );
    return list(sessions, '/v1/checkout/sessions');
  });
  standIn.route('POST', '/v1/checkout/sessions/:id/expire', ({ params: path }) => {
    const session = standIn.get(path.id ?? '');
    if (session.status !== 'open') {
      throw new StandInError({ status: 400, type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${text(session.status)}".` });
    }
    return standIn.save({ ...session, status: 'expired', url: null });
  });

  const sessions: CheckoutSessions = { paramsOf: (checkoutId) => params.get(checkoutId) };
  registered.set(standIn, sessions);
  return sessions;
}
