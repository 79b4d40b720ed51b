import { createHash, randomBytes } from 'node:crypto';
import type { Quote } from '@booth/shared';
import { eq, sql } from 'drizzle-orm';
import { Conflict, Invalid, NotFound } from '@/errors.ts';
import { sandboxObjects } from '@/platform/payments/sandbox.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { PaymentDeclined, type BillingCustomerInput, type InvoiceLine, type SandboxBillingProvider } from './billing-provider.ts';
import type { ProviderEvent, ProviderEventSink } from './provider-events.ts';
import { createSandboxCards, sandboxCustomerOf } from './sandbox-billing-cards.ts';
import {
  billedToOf,
  checkoutOf,
  invoiceOf,
  periodEnd,
  subscriptionOf,
  toUnix,
  type SandboxCheckout,
  type SandboxCustomer,
  type SandboxEvent,
  type SandboxInvoice,
  type SandboxSubscription,
} from './sandbox-billing-objects.ts';
import { createSandboxStore, sandboxId, type SandboxPaymentMethod, type SandboxStore } from './sandbox-store.ts';

export interface SandboxBillingDeps {
  db: Db;
  now: () => Date;
  /** Where its events go (the dispatcher), like Stripe's webhooks. */
  sink: ProviderEventSink;
  log: Logger;
}

/** A period end is settled at most this many periods at once (a server that was off for years). */
const MAX_PERIODS_PER_SETTLE = 36;
/** An event whose delivery failed is delivered again by the sweep once it is this old (the first try runs at once). */
const REDELIVERY_AFTER_MS = 30_000;

/** The last event sequence number handed out by this process. */
let lastEventSequence = 0;

/**
 * An event id that sorts in the order the events were raised (pending events are sent again oldest
 * first, by time and then id): a renewal's invoice.paid and its subscription update share one instant.
 * A microsecond-scale counter, never repeating in a process, and a random part against other processes.
 */
function sandboxEventId(): string {
  lastEventSequence = Math.max(Date.now() * 1000, lastEventSequence + 1);
  return `evt_sb_${lastEventSequence.toString(36).padStart(12, '0')}${randomBytes(4).toString('hex')}`;
}

/** An id derived from an idempotency key: the same key finds the object a first attempt made. */
function keyedId(prefix: string, key: string): string {
  return `${prefix}_sb_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

function lineDescription(planName: string, interval: 'month' | 'year'): string {
  return `Boothwerk ${planName}, ${interval === 'month' ? 'monatlich / monthly' : 'jährlich / yearly'}`;
}

function invoiceAmounts(quote: Quote): Pick<SandboxInvoice, 'subtotal' | 'discount' | 'net' | 'vat_rate' | 'vat' | 'total'> {
  return { subtotal: quote.subtotal, discount: quote.discount, net: quote.net, vat_rate: quote.vatRate, vat: quote.vat, total: quote.total };
}

/**
 * The built-in payment provider (no Stripe key): "Test mode — no real payment". It keeps its objects
 * where Stripe would keep them (sandbox_objects), decides every charge by the test card's outcome,
 * issues numbered invoices (BW-TEST-000001 …) and raises Stripe-shaped events into the dispatcher,
 * so the billing module's event handling is the same for both providers.
 *
 * Every change runs in one transaction (its objects, the invoice number and the events to send), with
 * the object locked, so two processes settling one subscription renew it once. Events are sent after
 * the commit (the handlers read the objects back); one that fails stays pending and the sweep sends
 * it again (`redeliverEvents`), as Stripe retries a webhook.
 */
export function createSandboxBilling(deps: SandboxBillingDeps): SandboxBillingProvider {
  const { db, now } = deps;
  const store = createSandboxStore(db, now);

  /** Runs a change in one transaction; its events go out after the commit. */
  async function change<T>(work: (tx: Db, raise: (type: string, id: string, object: object) => Promise<void>) => Promise<T>): Promise<T> {
    const raised: string[] = [];
    const result = await db.transaction(async (tx) => {
      const txStore = createSandboxStore(tx, now);
      const raise = async (type: string, id: string, object: object) => {
        const eventId = sandboxEventId();
        const event: SandboxEvent = { object: 'event', type, created: toUnix(now()), data: { object: { id, ...object } } };
        await txStore.put('event', eventId, event, 'pending');
        raised.push(eventId);
      };
      return work(tx, raise);
    });
    for (const eventId of raised) await deliver(eventId);
    return result;
  }

  async function deliver(eventId: string): Promise<boolean> {
    const event = await store.get<SandboxEvent>('event', eventId);
    if (!event) return false;
    const providerEvent: ProviderEvent = { provider: 'sandbox', id: eventId, type: event.type, created: new Date(event.created * 1000), object: event.data.object, account: null };
    try {
      await deps.sink(providerEvent);
    } catch (error) {
      // Like a webhook that failed: the event stays pending and the sweep delivers it again.
      deps.log.warn({ err: error, eventId, type: event.type }, 'sandbox event delivery failed; it is sent again by the sweep');
      return false;
    }
    await store.put('event', eventId, event, 'delivered');
    return true;
  }

  /**
   * Serialises the creations under one idempotency key until the transaction ends. The object does not
   * exist yet, so there is no row to lock: two requests with the same key at once (a double click, on
   * PostgreSQL) would otherwise both find nothing and both charge.
   */
  async function lockKey(tx: Db, id: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id}, 0))`);
  }

  async function lock(tx: Db, id: string): Promise<void> {
    await tx.select({ id: sandboxObjects.id }).from(sandboxObjects).where(eq(sandboxObjects.id, id)).for('update');
  }

  /** The next invoice number, counted in the transaction of the invoice (a rolled-back charge leaves no gap). */
  async function nextInvoiceNumber(tx: Db): Promise<string> {
    const at = now();
    const [row] = await tx
      .insert(sandboxObjects)
      .values({ id: 'seq_invoice_number', kind: 'sequence', data: { value: 1 }, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: sql`jsonb_build_object('value', (${sandboxObjects.data}->>'value')::int + 1)`, updatedAt: at } })
      .returning({ data: sandboxObjects.data });
    return `BW-TEST-${String(Number(row?.data.value ?? 0)).padStart(6, '0')}`;
  }

  /** Charges one of the customer's cards: its test outcome decides (PaymentDeclined unless it succeeds; no card is a decline too). */
  async function charge(txStore: SandboxStore, customer: string, paymentMethodId: string | null): Promise<void> {
    if (!paymentMethodId) throw new PaymentDeclined('card_declined');
    const method = await txStore.get<SandboxPaymentMethod>('payment_method', paymentMethodId);
    if (!method || method.customer !== customer) throw new NotFound('No such card');
    if (method.outcome !== 'succeeds') throw new PaymentDeclined(method.outcome);
  }

  async function issueInvoice(tx: Db, txStore: SandboxStore, invoice: Omit<SandboxInvoice, 'object' | 'number' | 'created'>): Promise<string> {
    const id = sandboxId('in');
    const issued: SandboxInvoice = { object: 'invoice', number: await nextInvoiceNumber(tx), created: toUnix(now()), ...invoice };
    await txStore.put('invoice', id, issued, invoice.customer);
    return id;
  }

  return {
    info: { name: 'sandbox', testMode: true },
    ...createSandboxCards(store, now),

    async saveCustomer(existing, input: BillingCustomerInput) {
      // One sandbox customer per account, found again by its id even when two first purchases race.
      const id = existing ?? keyedId('cus', input.customerId);
      const before = await store.get<SandboxCustomer>('customer', id);
      const customer: SandboxCustomer = {
        object: 'customer',
        email: input.email,
        name: input.name,
        address: input.address,
        vat_id: input.vatId,
        tax_exempt: input.reverseCharge ? 'reverse' : 'none',
        default_payment_method: before?.default_payment_method ?? null,
        metadata: { customerId: input.customerId },
      };
      await store.put('customer', id, customer, input.customerId);
      return id;
    },

    async startSubscription(input) {
      if (!input.paymentMethodId) throw new Invalid('Test mode: pay with a test card', [{ path: 'paymentMethodId', message: 'required in test mode' }]);
      const paymentMethodId = input.paymentMethodId;
      const id = keyedId('sub', input.idempotencyKey);
      return change(async (tx, raise) => {
        const txStore = createSandboxStore(tx, now);
        await lockKey(tx, id);
        const existing = await txStore.get<SandboxSubscription>('subscription', id);
        if (existing) return { kind: 'subscribed' as const, subscription: subscriptionOf(id, existing) };
        const customer = await sandboxCustomerOf(txStore, input.providerCustomerId);
        await charge(txStore, input.providerCustomerId, paymentMethodId);
        const { charge: plan } = input;
        const start = toUnix(now());
        const end = periodEnd(start, plan.interval, 0);
        const line: InvoiceLine = { description: lineDescription(plan.planName, plan.interval), quantity: plan.licenses, unitAmount: plan.quote.unitAmount, amount: plan.quote.subtotal };
        const invoiceId = await issueInvoice(tx, txStore, {
          customer: input.providerCustomerId,
          subscription: id,
          status: 'paid',
          lines: [line],
          ...invoiceAmounts(plan.quote),
          reverse_charge: plan.quote.treatment === 'reverse-charge',
          billed_to: billedToOf(customer),
          period_start: start,
          period_end: end,
          paid_at: start,
          metadata: input.metadata,
        });
        const subscription: SandboxSubscription = {
          object: 'subscription',
          customer: input.providerCustomerId,
          status: 'active',
          billing_cycle_anchor: start,
          period_index: 0,
          current_period_start: start,
          current_period_end: end,
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          cancellation_reason: null,
          quantity: plan.licenses,
          charge: plan,
          latest_invoice: invoiceId,
          metadata: input.metadata,
        };
        await txStore.put('subscription', id, subscription, input.providerCustomerId);
        await raise('customer.subscription.created', id, subscription);
        const invoice = await txStore.get<SandboxInvoice>('invoice', invoiceId);
        if (invoice) await raise('invoice.paid', invoiceId, invoice);
        return { kind: 'subscribed' as const, subscription: subscriptionOf(id, subscription) };
      });
    },

    async getSubscription(id) {
      const sub = await store.get<SandboxSubscription>('subscription', id);
      return sub ? subscriptionOf(id, sub) : null;
    },

    async setCancelAtPeriodEnd(id, cancel, reason) {
      return change(async (tx, raise) => {
        const txStore = createSandboxStore(tx, now);
        await lock(tx, id);
        const sub = await txStore.get<SandboxSubscription>('subscription', id);
        if (!sub) throw new NotFound('No such subscription');
        if (sub.status === 'canceled') throw new Conflict('This subscription has ended');
        const next: SandboxSubscription = { ...sub, cancel_at_period_end: cancel, canceled_at: cancel ? toUnix(now()) : null, cancellation_reason: cancel ? reason : null };
        await txStore.put('subscription', id, next, sub.customer);
        await raise('customer.subscription.updated', id, next);
        return subscriptionOf(id, next);
      });
    },

    async cancelNow(id) {
      return change(async (tx, raise) => {
        const txStore = createSandboxStore(tx, now);
        await lock(tx, id);
        const sub = await txStore.get<SandboxSubscription>('subscription', id);
        if (!sub) return null;
        if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return subscriptionOf(id, sub);
        const at = toUnix(now());
        const ended: SandboxSubscription = { ...sub, status: 'canceled', cancel_at_period_end: false, canceled_at: sub.canceled_at ?? at, ended_at: at };
        await txStore.put('subscription', id, ended, sub.customer);
        await raise('customer.subscription.deleted', id, ended);
        return subscriptionOf(id, ended);
      });
    },

    async liveSubscriptions(providerCustomerId) {
      const subs = await store.list<SandboxSubscription>('subscription', providerCustomerId);
      return subs.filter((sub) => sub.status !== 'canceled' && sub.status !== 'incomplete_expired').map((sub) => subscriptionOf(sub.id, sub));
    },

    async settlePeriodEnd(id) {
      for (let period = 0; period < MAX_PERIODS_PER_SETTLE; period++) {
        const settled = await change(async (tx, raise) => {
          const txStore = createSandboxStore(tx, now);
          await lock(tx, id);
          const sub = await txStore.get<SandboxSubscription>('subscription', id);
          const at = toUnix(now());
          if (!sub || (sub.status !== 'active' && sub.status !== 'past_due') || sub.current_period_end > at) return false;
          // Cancelled, or the last renewal was never paid: it ends with its period (Stripe cancels after its retries).
          if (sub.cancel_at_period_end || sub.status === 'past_due') {
            const ended: SandboxSubscription = { ...sub, status: 'canceled', ended_at: sub.current_period_end, canceled_at: sub.canceled_at ?? at };
            await txStore.put('subscription', id, ended, sub.customer);
            await raise('customer.subscription.deleted', id, ended);
            return true;
          }
          const customer = await sandboxCustomerOf(txStore, sub.customer);
          const index = sub.period_index + 1;
          const start = sub.current_period_end;
          const end = periodEnd(sub.billing_cycle_anchor, sub.charge.interval, index);
          const paid = await charge(txStore, sub.customer, customer.default_payment_method).then(
            () => true,
            (error: unknown) => {
              if (error instanceof PaymentDeclined || error instanceof NotFound) return false;
              throw error;
            },
          );
          const invoiceId = await issueInvoice(tx, txStore, {
            customer: sub.customer,
            subscription: id,
            status: paid ? 'paid' : 'open',
            lines: [{ description: lineDescription(sub.charge.planName, sub.charge.interval), quantity: sub.quantity, unitAmount: sub.charge.quote.unitAmount, amount: sub.charge.quote.subtotal }],
            ...invoiceAmounts(sub.charge.quote),
            reverse_charge: sub.charge.quote.treatment === 'reverse-charge',
            billed_to: billedToOf(customer),
            period_start: start,
            period_end: end,
            paid_at: paid ? at : null,
            metadata: sub.metadata,
          });
          const renewed: SandboxSubscription = { ...sub, status: paid ? 'active' : 'past_due', period_index: index, current_period_start: start, current_period_end: end, latest_invoice: invoiceId };
          await txStore.put('subscription', id, renewed, sub.customer);
          const invoice = await txStore.get<SandboxInvoice>('invoice', invoiceId);
          if (invoice) await raise(paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceId, invoice);
          await raise('customer.subscription.updated', id, renewed);
          return true;
        });
        if (!settled) return;
      }
    },

    async getInvoice(id) {
      const invoice = await store.get<SandboxInvoice>('invoice', id);
      return invoice ? invoiceOf(id, invoice) : null;
    },

    async invoicePdf() {
      // The sandbox issues no documents of its own: the billing module renders its invoices.
      return null;
    },

    async startOneOffPayment(input) {
      if (!input.paymentMethodId) throw new Invalid('Test mode: pay with a test card', [{ path: 'paymentMethodId', message: 'required in test mode' }]);
      const paymentMethodId = input.paymentMethodId;
      const id = keyedId('cs', input.idempotencyKey);
      return change(async (tx, raise) => {
        const txStore = createSandboxStore(tx, now);
        await lockKey(tx, id);
        if (await txStore.get<SandboxCheckout>('checkout', id)) return { kind: 'paid' as const, checkoutId: id };
        const customer = await sandboxCustomerOf(txStore, input.providerCustomerId);
        await charge(txStore, input.providerCustomerId, paymentMethodId);
        const at = toUnix(now());
        const { quote } = input;
        const invoiceId = await issueInvoice(tx, txStore, {
          customer: input.providerCustomerId,
          subscription: null,
          status: 'paid',
          lines: [{ description: input.description, quantity: quote.licenses, unitAmount: quote.unitAmount, amount: quote.subtotal }],
          ...invoiceAmounts(quote),
          reverse_charge: quote.treatment === 'reverse-charge',
          billed_to: billedToOf(customer),
          period_start: null,
          period_end: null,
          paid_at: at,
          metadata: input.metadata,
        });
        const checkout: SandboxCheckout = { object: 'checkout.session', mode: 'payment', customer: input.providerCustomerId, status: 'complete', payment_status: 'paid', amount_total: quote.total, invoice: invoiceId, created: at, metadata: input.metadata };
        await txStore.put('checkout', id, checkout, input.providerCustomerId);
        await raise('checkout.session.completed', id, checkout);
        const invoice = await txStore.get<SandboxInvoice>('invoice', invoiceId);
        if (invoice) await raise('invoice.paid', invoiceId, invoice);
        return { kind: 'paid' as const, checkoutId: id };
      });
    },

    async getCheckout(id) {
      const checkout = await store.get<SandboxCheckout>('checkout', id);
      return checkout ? checkoutOf(id, checkout) : null;
    },

    async findCheckout() {
      // The sandbox charges at once: it never leaves a checkout open for a subscription.
      return null;
    },

    async openCheckouts() {
      // It charges at once: nothing is ever left open to be paid later.
      return [];
    },

    async expireCheckout() {
      // Nothing is ever open (see findCheckout).
    },

    async redeliverEvents() {
      const before = toUnix(new Date(now().getTime() - REDELIVERY_AFTER_MS));
      const pending = await store.list<SandboxEvent>('event', 'pending');
      let delivered = 0;
      for (const event of pending) {
        if (event.created > before) continue;
        if (await deliver(event.id)) delivered++;
      }
      return delivered;
    },
  };
}
