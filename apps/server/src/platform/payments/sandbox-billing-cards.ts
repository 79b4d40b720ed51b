import { sandboxTestCards, type Card, type SandboxCardBody } from '@booth/shared';
import { NotFound } from '@/errors.ts';
import { PaymentDeclined, type SandboxBillingProvider } from './billing-provider.ts';
import { cardOf, type SandboxCustomer } from './sandbox-billing-objects.ts';
import { sandboxId, type SandboxPaymentMethod, type SandboxStore } from './sandbox-store.ts';

/** The sandbox's customer by id (NotFound for an unknown one). */
export async function sandboxCustomerOf(store: SandboxStore, id: string): Promise<SandboxCustomer> {
  const customer = await store.get<SandboxCustomer>('customer', id);
  if (!customer) throw new NotFound('No such billing customer');
  return customer;
}

const TEST_MODE_REFUSAL = 'test_mode_only';

/** What a card form's expiry (MM/YY) means: valid through the end of that month. */
function expiryOf(expiry: string): { month: number; year: number } {
  const [month = '0', year = '0'] = expiry.split('/').map((part) => part.trim());
  return { month: Number(month), year: 2000 + Number(year) };
}

type SandboxCards = Pick<SandboxBillingProvider, 'createTestCard' | 'listPaymentMethods' | 'attachPaymentMethod' | 'setDefaultPaymentMethod' | 'detachPaymentMethod'>;

/**
 * The sandbox's cards: its card form (test numbers only, never stored) and a customer's saved cards
 * with the default one renewals charge, as Stripe keeps PaymentMethods and invoice_settings.
 */
export function createSandboxCards(store: SandboxStore, now: () => Date): SandboxCards {
  async function ownCard(providerCustomerId: string, paymentMethodId: string): Promise<SandboxPaymentMethod> {
    const method = await store.get<SandboxPaymentMethod>('payment_method', paymentMethodId);
    if (!method || method.customer !== providerCustomerId) throw new NotFound('No such card');
    return method;
  }

  async function setDefault(providerCustomerId: string, paymentMethodId: string | null): Promise<void> {
    const customer = await sandboxCustomerOf(store, providerCustomerId);
    await store.put('customer', providerCustomerId, { ...customer, default_payment_method: paymentMethodId }, customer.metadata.customerId ?? '');
  }

  return {
    async createTestCard(card: SandboxCardBody): Promise<Card> {
      const number = card.number.replace(/[\s-]/g, '');
      const test = sandboxTestCards.find((candidate) => candidate.number === number);
      if (!test) throw new PaymentDeclined(TEST_MODE_REFUSAL);
      const expiry = expiryOf(card.expiry);
      const today = now();
      if (expiry.year < today.getUTCFullYear() || (expiry.year === today.getUTCFullYear() && expiry.month < today.getUTCMonth() + 1)) throw new PaymentDeclined('expired_card');
      const id = sandboxId('pm');
      // Never the number or the security code: what a receipt shows, and the test outcome.
      const method: SandboxPaymentMethod = { brand: 'visa', last4: number.slice(-4), expMonth: expiry.month, expYear: expiry.year, name: card.name.trim(), outcome: test.outcome, customer: null };
      await store.put('payment_method', id, method);
      return cardOf(id, method);
    },

    async listPaymentMethods(providerCustomerId) {
      const [customer, methods] = await Promise.all([store.get<SandboxCustomer>('customer', providerCustomerId), store.list<SandboxPaymentMethod>('payment_method', providerCustomerId)]);
      const items = methods.filter((method) => method.customer === providerCustomerId).map((method) => cardOf(method.id, method));
      return { defaultId: customer?.default_payment_method ?? null, items };
    },

    async attachPaymentMethod(providerCustomerId, paymentMethodId) {
      const method = await store.get<SandboxPaymentMethod>('payment_method', paymentMethodId);
      if (!method || (method.customer !== null && method.customer !== providerCustomerId)) throw new NotFound('No such card');
      const attached: SandboxPaymentMethod = { ...method, customer: providerCustomerId };
      await store.put('payment_method', paymentMethodId, attached, providerCustomerId);
      return cardOf(paymentMethodId, attached);
    },

    async setDefaultPaymentMethod(providerCustomerId, paymentMethodId) {
      await ownCard(providerCustomerId, paymentMethodId);
      await setDefault(providerCustomerId, paymentMethodId);
    },

    async detachPaymentMethod(providerCustomerId, paymentMethodId) {
      const method = await ownCard(providerCustomerId, paymentMethodId);
      await store.put('payment_method', paymentMethodId, { ...method, customer: null }, '');
      const customer = await sandboxCustomerOf(store, providerCustomerId);
      if (customer.default_payment_method === paymentMethodId) await setDefault(providerCustomerId, null);
    },
  };
}
