import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from './billing.routes.ts';
import type { BillingModule } from './billing.module.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { paymentMethodsRoutes } from './payment-methods.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { sandboxCardsRoutes } from './sandbox-cards.routes.ts';

/** Billing's routes under /api; the sandbox's card form only when the sandbox is the provider. */
export const billingPlugin: FastifyPluginAsyncZod<{ billing: BillingModule }> = async (app, { billing }) => {
  await app.register(productsRoutes, { billing });
  await app.register(billingRoutes, { billing });
  await app.register(invoicesRoutes, { billing });
  await app.register(paymentMethodsRoutes, { billing });
  if (billing.sandbox) await app.register(sandboxCardsRoutes, { sandbox: billing.sandbox });
};
