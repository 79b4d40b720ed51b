import type { FastifyPluginAsync } from 'fastify';
import { paymentAccountsRoutes } from './payment-accounts.routes.ts';
import { paymentSessionsRoutes } from './payment-sessions.routes.ts';
import type { PaymentsServices } from './payments.services.ts';

/** Card payments from guests under /api (campaigns §7: the first path segment names the provider, `stripe`). */
export const paymentsPlugin: FastifyPluginAsync<{ payments: PaymentsServices }> = async (app, { payments }) => {
  await app.register(paymentAccountsRoutes, { accounts: payments.accounts, sandbox: payments.sandbox });
  await app.register(paymentSessionsRoutes, { sessions: payments.sessions });
};
