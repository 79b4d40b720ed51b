import { defaultPaymentMethodBodySchema, paymentMethodsSchema, singleLine } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { BillingModule } from './billing.module.ts';

const tags = ['billing'];

/** Saved cards (platform §7): the list, the default one renewals charge, removing one. */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ billing: BillingModule }> = async (app, { billing }) => {
  app.get(
    '/stripe/paymentMethods',
    {
      config: { auth: 'required' },
      schema: { tags, summary: "The signed-in customer's saved cards and the default one", response: { 200: paymentMethodsSchema, ...errorResponses(401) } },
    },
    async (request) => billing.paymentMethods.list(requireAuth(request)),
  );

  app.put(
    '/stripe/paymentMethods/default',
    {
      // Cards are the owner's: support mode neither adds one nor chooses which is charged.
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Make a saved card the default (`paymentId`), or save a new card as the default (`card`)',
        description:
          "`card` is a card made by the provider's card form (Stripe.js, or POST /sandbox/payment-methods in test mode). Answers the cards. 404 for a card that is not the customer's. Not in support mode (403).",
        body: defaultPaymentMethodBodySchema,
        response: { 200: paymentMethodsSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => billing.paymentMethods.setDefault(requireAuth(request), request.body),
  );

  app.delete(
    '/stripe/paymentMethods/:id',
    {
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Remove a saved card',
        description: "Answers the cards left. 404 for a card that is not the customer's; 409 for the last card while a subscription renews with it. Not in support mode (403).",
        params: z.object({ id: singleLine().min(3).max(255) }),
        response: { 200: paymentMethodsSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => billing.paymentMethods.remove(requireAuth(request), request.params.id),
  );
};
