import type { PaymentMethods } from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import { actingCustomer } from '@/modules/admin/admin-access.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { BillingCustomerService } from './billing-customer.service.ts';
import { auditBilling, type BillingDeps } from './billing-deps.ts';
import { hasRenewingSubscription } from './subscriptions.repo.ts';

export interface PaymentMethodsService {
  /** GET /stripe/paymentMethods: the acting customer's saved cards and the default one. */
  list(auth: AuthContext): Promise<PaymentMethods>;
  /** PUT /stripe/paymentMethods/default: a saved card (`paymentId`) or a new one (`card`, saved first) becomes the default renewals charge. */
  setDefault(auth: AuthContext, body: { paymentId?: string; card?: string }): Promise<PaymentMethods>;
  /** DELETE /stripe/paymentMethods/{id}: removes a saved card; 409 for the last card while a subscription renews with it. */
  remove(auth: AuthContext, id: string): Promise<PaymentMethods>;
}

const noSuchCard = () => new NotFound('No such card');

export function createPaymentMethodsService(deps: BillingDeps & { customers: BillingCustomerService }): PaymentMethodsService {
  const { db, now, provider } = deps;

  async function listOf(providerCustomerId: string | null): Promise<PaymentMethods> {
    return providerCustomerId ? provider.listPaymentMethods(providerCustomerId) : { defaultId: null, items: [] };
  }

  return {
    async list(auth) {
      const customer = await actingCustomer(db, auth);
      return listOf(await deps.customers.existingProviderCustomer(customer.id));
    },

    async setDefault(auth, body) {
      const customer = await actingCustomer(db, auth);
      if (body.card) {
        const providerCustomerId = await deps.customers.providerCustomerOf(customer);
        const before = await provider.listPaymentMethods(providerCustomerId);
        await provider.attachPaymentMethod(providerCustomerId, body.card);
        await provider.setDefaultPaymentMethod(providerCustomerId, body.card);
        if (!before.items.some((card) => card.id === body.card)) await auditBilling(db, customer, auth, 'billing.card.added', { cardId: body.card }, now());
        return listOf(providerCustomerId);
      }
      const providerCustomerId = await deps.customers.existingProviderCustomer(customer.id);
      if (!providerCustomerId || !body.paymentId) throw noSuchCard();
      await provider.setDefaultPaymentMethod(providerCustomerId, body.paymentId);
      return listOf(providerCustomerId);
    },

    async remove(auth, id) {
      const customer = await actingCustomer(db, auth);
      const providerCustomerId = await deps.customers.existingProviderCustomer(customer.id);
      if (!providerCustomerId) throw noSuchCard();
      const cards = await provider.listPaymentMethods(providerCustomerId);
      if (!cards.items.some((card) => card.id === id)) throw noSuchCard();
      if (cards.items.length === 1 && (await hasRenewingSubscription(db, customer.id))) {
        throw new Conflict('This card pays your running subscription: add another card first, or cancel the subscription');
      }
      await provider.detachPaymentMethod(providerCustomerId, id);
      // Renewals charge the default card: another saved card takes its place rather than none.
      const successor = cards.defaultId === id ? cards.items.find((card) => card.id !== id) : undefined;
      if (successor) await provider.setDefaultPaymentMethod(providerCustomerId, successor.id);
      await auditBilling(db, customer, auth, 'billing.card.removed', { cardId: id }, now());
      return listOf(providerCustomerId);
    },
  };
}
