import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addCheckoutRoutes } from './checkout-routes.ts';
import { StandInError, type StripeObject, type StripeStandIn } from './stand-in.ts';
import { asArray, flag, idempotent, list, record, seconds, text } from './stand-in-values.ts';

/**
 * The stand-in's billing part: customers (with tax ids and the default card), cards, prices, tax
 * rates, coupons, subscriptions (updated, cancelled at once), Checkout in subscription and payment mode
 * (its routes are checkout-routes.ts, shared with the Connect part), invoices and their PDF.
 * Objects keep Stripe's JSON shapes (API version 2025-03-31 and later: the period on the subscription
 * item, an invoice's subscription under `parent`) and its error envelopes (`card_error` with a
 * `decline_code` for the declining test cards). What Stripe does on its own (a buyer paying on
 * Checkout, a renewal, the end of a cancelled subscription) the tests do with the helpers returned,
 * then send the events Stripe would send.
 */
export interface BillingStandIn {
  /** A card as Stripe.js would make it for a test number: 4000000000000002 and …9995 are declined when charged. */
  addCard(number: string, name?: string): StripeObject;
  /** The buyer paid on Checkout: a subscription (subscription mode) or a payment and its invoice (payment mode). */
  completeCheckout(checkoutId: string): { session: StripeObject; subscription: StripeObject | null; invoice: StripeObject | null };
  /** Stripe's renewal at the period's end: the next period and its paid invoice. */
  renew(subscriptionId: string): { subscription: StripeObject; invoice: StripeObject };
  /** The end of a subscription (a cancelled one at its period's end). */
  end(subscriptionId: string): StripeObject;
  /** The invoice Stripe made for a subscription's latest period. */
  latestInvoice(subscriptionId: string): StripeObject;
}


const declines: Record<string, string> = { '4000000000000002': 'card_declined', '4000000000009995': 'insufficient_funds' };

export function addBillingRoutes(standIn: StripeStandIn): BillingStandIn {
  /** What a card does when charged (Stripe keeps the number; the stand-in only the outcome). */
  const outcomes = new Map<string, string>();
  /** Checkout is shared with the Connect part (one endpoint for every mode); it keeps what a session was made with. */
  const checkouts = addCheckoutRoutes(standIn);
  let invoiceCounter = 0;


  const get = (id: string | undefined) => standIn.get(id ?? '');
  const ofType = (type: string) => [...standIn.objects.values()].filter((object) => object.object === type);

  function customerFields(body: Record<string, unknown>, before: Record<string, unknown> = {}) {
    const address = body.address === undefined ? before.address : { city: null, country: null, line1: null, line2: null, postal_code: null, state: null, ...record(body.address) };
    return {
      email: body.email ?? before.email ?? null,
      name: body.name ?? before.name ?? null,
      address: address ?? null,
      tax_exempt: text(body.tax_exempt) || before.tax_exempt || 'none',
      metadata: { ...record(before.metadata), ...record(body.metadata) },
      invoice_settings: { ...record(before.invoice_settings), ...record(body.invoice_settings) },
    };
  }

  standIn.route(
    'POST',
    '/v1/customers',
    idempotent(standIn, ({ body }) => standIn.save({ id: standIn.newId('cus'), object: 'customer', created: seconds(), ...customerFields(body, { invoice_settings: { default_payment_method: null } }) })),
  );
  standIn.route('GET', '/v1/customers/:id', ({ params }) => get(params.id));
  standIn.route('POST', '/v1/customers/:id', ({ params, body }) => {
    const customer = get(params.id);
    return standIn.save({ ...customer, ...customerFields(body, customer) });
  });
  standIn.route('GET', '/v1/customers/:id/tax_ids', ({ params }) => list(ofType('tax_id').filter((taxId) => taxId.customer === params.id), `/v1/customers/${params.id}/tax_ids`));
  standIn.route('POST', '/v1/customers/:id/tax_ids', ({ params, body }) => {
    get(params.id);
    return standIn.save({ id: standIn.newId('txi'), object: 'tax_id', customer: params.id, type: text(body.type), value: text(body.value), verification: { status: 'pending' } });
  });
  standIn.route('DELETE', '/v1/customers/:id/tax_ids/:taxId', ({ params }) => {
    const taxId = get(params.taxId);
    standIn.objects.delete(taxId.id);
    return { id: taxId.id, object: 'tax_id', deleted: true };
  });

  // Cards: Stripe.js makes them; the API attaches, lists and detaches them.
  standIn.route('GET', '/v1/payment_methods/:id', ({ params }) => get(params.id));
  standIn.route('GET', '/v1/payment_methods', ({ body }) => list(ofType('payment_method').filter((method) => method.customer === text(body.customer)), '/v1/payment_methods'));
  standIn.route('POST', '/v1/payment_methods/:id/attach', ({ params, body }) => {
    const method = get(params.id);
    if (method.customer && method.customer !== text(body.customer)) {
      throw new StandInError({ status: 400, type: 'invalid_request_error', code: 'payment_method_unexpected_state', message: 'This PaymentMethod is already attached to another customer.' });
    }
    return standIn.save({ ...method, customer: text(body.customer) });
  });
  standIn.route('POST', '/v1/payment_methods/:id/detach', ({ params }) => {
    const method = get(params.id);
    const customerId = text(method.customer);
    if (customerId) {
      const customer = get(customerId);
      const settings = record(customer.invoice_settings);
      if (settings.default_payment_method === method.id) standIn.save({ ...customer, invoice_settings: { ...settings, default_payment_method: null } });
    }
    return standIn.save({ ...method, customer: null });
  });

  standIn.route('GET', '/v1/prices', ({ body }) => {
    const keys = asArray(body.lookup_keys).map(text);
    return list(ofType('price').filter((price) => keys.includes(text(price.lookup_key)) && price.active === true), '/v1/prices');
  });
  standIn.route(
    'POST',
    '/v1/prices',
    idempotent(standIn, ({ body }) => {
      const key = text(body.lookup_key);
      if (key && ofType('price').some((price) => price.lookup_key === key)) {
        throw new StandInError({ status: 400, type: 'invalid_request_error', message: `A price (\`${key}\`) already uses that lookup key.` });
      }
      const productData = record(body.product_data);
      const product = standIn.save({ id: standIn.newId('prod'), object: 'product', name: text(productData.name), metadata: record(productData.metadata), active: true });
      const recurring = record(body.recurring);
      return standIn.save({
        id: standIn.newId('price'),
        object: 'price',
        active: true,
        currency: text(body.currency),
        unit_amount: Number(body.unit_amount),
        lookup_key: key || null,
        product: product.id,
        recurring: body.recurring ? { interval: text(recurring.interval), interval_count: 1 } : null,
        tax_behavior: text(body.tax_behavior) || 'unspecified',
        type: body.recurring ? 'recurring' : 'one_time',
        metadata: record(body.metadata),
      });
    }),
  );

  standIn.route('GET', '/v1/tax_rates', () => list(ofType('tax_rate').filter((rate) => rate.active === true), '/v1/tax_rates'));
  standIn.route(
    'POST',
    '/v1/tax_rates',
    idempotent(standIn, ({ body }) =>
      standIn.save({
        id: standIn.newId('txr'),
        object: 'tax_rate',
        active: true,
        display_name: text(body.display_name),
        description: text(body.description) || null,
        percentage: Number(body.percentage),
        inclusive: flag(body.inclusive),
        tax_type: text(body.tax_type) || null,
        metadata: record(body.metadata),
      }),
    ),
  );

  standIn.route('GET', '/v1/coupons/:id', ({ params }) => get(params.id));
  standIn.route('DELETE', '/v1/coupons/:id', ({ params }) => {
    const coupon = get(params.id);
    standIn.objects.delete(coupon.id);
    return { id: coupon.id, object: 'coupon', deleted: true };
  });
  standIn.route(
    'POST',
    '/v1/coupons',
    idempotent(standIn, ({ body }) => {
      const id = text(body.id) || standIn.newId('coupon');
      if (standIn.objects.has(id)) throw new StandInError({ status: 400, type: 'invalid_request_error', code: 'resource_already_exists', message: 'Coupon already exists.' });
      return standIn.save({
        id,
        object: 'coupon',
        name: text(body.name) || null,
        duration: text(body.duration),
        percent_off: body.percent_off === undefined ? null : Number(body.percent_off),
        amount_off: body.amount_off === undefined ? null : Number(body.amount_off),
        currency: text(body.currency) || null,
        valid: true,
      });
    }),
  );

  /** What one period costs, the way Stripe computes it: subtotal, the coupon's discount, then tax on the rest. */
  function amounts(priceId: string, quantity: number, couponIds: string[], taxRateIds: string[]) {
    const price = get(priceId);
    const subtotal = Number(price.unit_amount) * quantity;
    const coupon = couponIds[0] ? get(couponIds[0]) : null;
    const discount = coupon ? Math.min(subtotal, coupon.percent_off !== null ? Math.round((subtotal * Number(coupon.percent_off)) / 100) : Number(coupon.amount_off)) : 0;
    const net = subtotal - discount;
    const taxes = taxRateIds.map((id) => ({ amount: Math.round((net * Number(get(id).percentage)) / 100), tax_behavior: 'exclusive', taxability_reason: 'standard_rated', taxable_amount: net, type: 'tax_rate_details', tax_rate_details: { tax_rate: id } }));
    const tax = taxes.reduce((sum, entry) => sum + entry.amount, 0);
    return { price, subtotal, discount, net, taxes, total: net + tax, coupon };
  }

  function issueInvoice(input: {
    customerId: string;
    priceId: string;
    quantity: number;
    couponIds: string[];
    taxRateIds: string[];
    description: string;
    period: { start: number; end: number };
    subscription: { id: string; metadata: Record<string, unknown> } | null;
    metadata: Record<string, unknown>;
  }): StripeObject {
    const customer = get(input.customerId);
    const cost = amounts(input.priceId, input.quantity, input.couponIds, input.taxRateIds);
    const id = standIn.newId('in');
    const now = seconds();
    const taxIds = ofType('tax_id').filter((taxId) => taxId.customer === customer.id);
    return standIn.save({
      id,
      object: 'invoice',
      customer: customer.id,
      number: `STANDIN-${String(++invoiceCounter).padStart(4, '0')}`,
      status: 'paid',
      currency: 'eur',
      parent: input.subscription ? { type: 'subscription_details', quote_details: null, subscription_details: { subscription: input.subscription.id, metadata: input.subscription.metadata } } : null,
      lines: list(
        [{ id: standIn.newId('il'), object: 'line_item', amount: cost.subtotal, currency: 'eur', description: input.description, quantity: input.quantity, period: input.period, pricing: null, taxes: cost.taxes, metadata: {} }],
        `/v1/invoices/${id}/lines`,
      ),
      subtotal: cost.subtotal,
      subtotal_excluding_tax: cost.subtotal,
      total_discount_amounts: cost.coupon ? [{ amount: cost.discount, discount: standIn.newId('di') }] : [],
      total_excluding_tax: cost.net,
      total_taxes: cost.taxes,
      total: cost.total,
      amount_due: cost.total,
      amount_paid: cost.total,
      customer_tax_exempt: customer.tax_exempt,
      customer_name: customer.name,
      customer_email: customer.email,
      customer_address: customer.address,
      customer_tax_ids: taxIds.map((taxId) => ({ type: taxId.type, value: taxId.value })),
      status_transitions: { finalized_at: now, paid_at: now, marked_uncollectible_at: null, voided_at: null },
      period_start: input.period.start,
      period_end: input.period.end,
      invoice_pdf: `${standIn.url}/files/invoices/${id}.pdf`,
      metadata: input.metadata,
      created: now,
    });
  }

  /** Charges the customer's default card: a declining test card is Stripe's card_error. */
  function charge(customerId: string): void {
    const method = text(record(get(customerId).invoice_settings).default_payment_method);
    if (!method) throw new StandInError({ status: 400, type: 'invalid_request_error', code: 'resource_missing', message: 'This customer has no attached payment source or default payment method.' });
    const decline = outcomes.get(method);
    if (decline) throw new StandInError({ status: 402, type: 'card_error', code: 'card_declined', decline_code: decline, message: 'Your card was declined.' });
  }

  function periodAfter(start: number, interval: string): number {
    const date = new Date(start * 1000);
    if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  }

  function makeSubscription(input: { customerId: string; priceId: string; quantity: number; couponIds: string[]; taxRateIds: string[]; metadata: Record<string, unknown> }): StripeObject {
    const price = get(input.priceId);
    const start = seconds();
    const end = periodAfter(start, text(record(price.recurring).interval));
    const id = standIn.newId('sub');
    const invoice = issueInvoice({ ...input, description: text(get(text(price.product)).name), period: { start, end }, subscription: { id, metadata: input.metadata }, metadata: {} });
    return standIn.save({
      id,
      object: 'subscription',
      customer: input.customerId,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      items: list([{ id: standIn.newId('si'), object: 'subscription_item', price, quantity: input.quantity, current_period_start: start, current_period_end: end }], `/v1/subscription_items?subscription=${id}`),
      default_tax_rates: input.taxRateIds.map((rate) => get(rate)),
      discounts: input.couponIds,
      latest_invoice: invoice.id,
      metadata: input.metadata,
      created: start,
    });
  }

  standIn.route(
    'POST',
    '/v1/subscriptions',
    idempotent(standIn, ({ body }) => {
      const customerId = text(body.customer);
      const item = record(asArray(body.items)[0]);
      const couponIds = asArray(body.discounts).map((entry) => text(record(entry).coupon)).filter(Boolean);
      const taxRateIds = asArray(body.default_tax_rates).map(text);
      if (text(body.payment_behavior) === 'error_if_incomplete') charge(customerId);
      return makeSubscription({ customerId, priceId: text(item.price), quantity: Number(item.quantity ?? 1), couponIds, taxRateIds, metadata: record(body.metadata) });
    }),
  );
  standIn.route('GET', '/v1/subscriptions/:id', ({ params }) => get(params.id));
  // Without a status Stripe lists every subscription that has not been cancelled; `all` lists them all.
  standIn.route('GET', '/v1/subscriptions', ({ body }) => {
    const status = text(body.status);
    const wanted = (subscription: StripeObject) => (status === 'all' ? true : status ? subscription.status === status : subscription.status !== 'canceled');
    return list(ofType('subscription').filter((subscription) => (!body.customer || subscription.customer === text(body.customer)) && wanted(subscription)), '/v1/subscriptions');
  });
  standIn.route('POST', '/v1/subscriptions/:id', ({ params, body }) => {
    const subscription = get(params.id);
    if (subscription.status === 'canceled') throw new StandInError({ status: 400, type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' });
    const cancel = body.cancel_at_period_end === undefined ? subscription.cancel_at_period_end === true : flag(body.cancel_at_period_end);
    const feedback = text(record(body.cancellation_details).feedback) || null;
    return standIn.save({ ...subscription, cancel_at_period_end: cancel, canceled_at: cancel ? seconds() : null, cancellation_details: { comment: null, reason: cancel ? 'cancellation_requested' : null, feedback: cancel ? feedback : null } });
  });
  // Cancels at once (no proration, no final invoice asked for). Stripe treats a cancelled subscription as
  // deleted: cancelling it again answers resource_missing, though it can still be retrieved.
  standIn.route('DELETE', '/v1/subscriptions/:id', ({ params }) => {
    const subscription = get(params.id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw new StandInError({ status: 404, type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${subscription.id}'` });
    }
    const at = seconds();
    return standIn.save({ ...subscription, status: 'canceled', canceled_at: at, ended_at: at, cancellation_details: { ...record(subscription.cancellation_details), reason: 'cancellation_requested' } });
  });

  standIn.route('GET', '/v1/invoices/:id', ({ params }) => get(params.id));
  standIn.route('GET', '/files/invoices/:file', async ({ params }) => {
    const invoice = get(text(params.file).replace(/\.pdf$/, ''));
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    page.drawText(`Stripe invoice ${text(invoice.number)}`, { x: 50, y: 700, font: await pdf.embedFont(StandardFonts.Helvetica), size: 14 });
    return Buffer.from(await pdf.save());
  });

  return {
    addCard(number, name = 'Anna Berg') {
      const id = standIn.newId('pm');
      const decline = declines[number];
      if (decline) outcomes.set(id, decline);
      return standIn.save({
        id,
        object: 'payment_method',
        type: 'card',
        customer: null,
        billing_details: { name, email: null, address: null, phone: null },
        card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, country: 'DE', funding: 'credit' },
        metadata: {},
        created: seconds(),
      });
    },

    completeCheckout(checkoutId) {
      const session = get(checkoutId);
      const params = checkouts.paramsOf(checkoutId);
      if (!params) throw new Error(`stand-in: ${checkoutId} is not a billing checkout of this stand-in`);
      const item = record(asArray(params.line_items)[0]);
      const couponIds = asArray(params.discounts).map((entry) => text(record(entry).coupon)).filter(Boolean);
      const taxRateIds = asArray(item.tax_rates).map(text);
      const customerId = text(session.customer);
      if (session.mode === 'subscription') {
        const subscription = makeSubscription({ customerId, priceId: text(item.price), quantity: Number(item.quantity ?? 1), couponIds, taxRateIds, metadata: record(record(params.subscription_data).metadata) });
        const completed = standIn.save({ ...session, status: 'complete', payment_status: 'paid', subscription: subscription.id, invoice: subscription.latest_invoice, url: null });
        return { session: completed, subscription, invoice: get(text(subscription.latest_invoice)) };
      }
      // Payment mode: a one-time price made from price_data, and the invoice Checkout creates when asked to.
      const priceData = record(item.price_data);
      const product = standIn.save({ id: standIn.newId('prod'), object: 'product', name: text(record(priceData.product_data).name), metadata: {}, active: true });
      const price = standIn.save({ id: standIn.newId('price'), object: 'price', active: true, currency: 'eur', unit_amount: Number(priceData.unit_amount), product: product.id, recurring: null, type: 'one_time', metadata: {} });
      const creation = record(params.invoice_creation);
      const invoice = flag(creation.enabled)
        ? issueInvoice({ customerId, priceId: price.id, quantity: Number(item.quantity ?? 1), couponIds, taxRateIds, description: product.name as string, period: { start: seconds(), end: seconds() }, subscription: null, metadata: record(record(creation.invoice_data).metadata) })
        : null;
      const completed = standIn.save({ ...session, status: 'complete', payment_status: 'paid', payment_intent: standIn.newId('pi'), invoice: invoice?.id ?? null, amount_total: invoice?.total ?? session.amount_total, url: null });
      return { session: completed, subscription: null, invoice };
    },

    renew(subscriptionId) {
      const subscription = get(subscriptionId);
      const item = record(asArray(record(subscription.items).data)[0]);
      const price = record(item.price);
      const start = Number(item.current_period_end);
      const end = periodAfter(start, text(record(price.recurring).interval));
      const invoice = issueInvoice({
        customerId: text(subscription.customer),
        priceId: text(price.id),
        quantity: Number(item.quantity ?? 1),
        couponIds: asArray(subscription.discounts).map(text),
        taxRateIds: asArray(subscription.default_tax_rates).map((rate) => text(record(rate).id)),
        description: text(get(text(price.product)).name),
        period: { start, end },
        subscription: { id: subscriptionId, metadata: record(subscription.metadata) },
        metadata: {},
      });
      const renewed = standIn.save({ ...subscription, latest_invoice: invoice.id, items: list([{ ...item, current_period_start: start, current_period_end: end }], record(subscription.items).url as string) });
      return { subscription: renewed, invoice };
    },

    end(subscriptionId) {
      const subscription = get(subscriptionId);
      return standIn.save({ ...subscription, status: 'canceled', ended_at: seconds(), canceled_at: subscription.canceled_at ?? seconds() });
    },

    latestInvoice(subscriptionId) {
      return get(text(get(subscriptionId).latest_invoice));
    },
  };
}
