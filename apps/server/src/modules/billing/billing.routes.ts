import { billingCustomerSchema, singleLine, billingCustomerUpdateSchema, cancelReasons, subscriptionSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { BillingModule } from './billing.module.ts';

const tags = ['billing'];
const idParams = z.object({ id: z.uuid() });

/** The billing customer and its subscriptions (platform §7 Subscriptions, billing and plans). */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingModule }> = async (app, { billing }) => {
  app.get(
    '/stripe/customer',
    {
      config: { auth: 'required' },
      schema: { tags, summary: "The signed-in customer's billing address, VAT id, subscriptions, credits and payment provider", response: { 200: billingCustomerSchema, ...errorResponses(401) } },
    },
    async (request) => billing.customers.own(requireAuth(request)),
  );

  app.put(
    '/stripe/customer',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Set the billing address and VAT id',
        description: 'Saved on the account and at the payment provider (invoices print them). A `vatId` must be one of the address\'s EU country (400 naming `vatId`); with one of another EU country than Germany no VAT is charged (reverse charge).',
        body: billingCustomerUpdateSchema,
        response: { 200: billingCustomerSchema, ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => billing.customers.update(requireAuth(request), request.body),
  );

  app.get(
    '/stripe/customer/:customerId',
    {
      config: { auth: 'required' },
      schema: { tags, summary: "Admins: a customer's billing details", description: '403 for everyone but admins (also in support mode); 404 for an unknown customer.', params: z.object({ customerId: z.uuid() }), response: { 200: billingCustomerSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => billing.customers.ofCustomer(requireAuth(request), request.params.customerId),
  );

  app.delete(
    '/stripe/subscriptions/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Cancel a subscription at the end of its paid period',
        description: `The header \`reason\` says why (one of ${cancelReasons.join(', ')}; otherwise 400 naming \`reason\`). The plan stays until \`currentPeriodEnd\` and is not renewed; POST …/revoke takes it back. 404 for another customer's subscription (before the header is looked at), 409 once it has ended.`,
        params: idParams,
        // Checked by the use-case after the subscription is found, so another customer's id is a 404 with or without it.
        headers: z.looseObject({ reason: singleLine().max(100).optional().describe(`One of ${cancelReasons.join(', ')}`) }),
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => billing.subscriptions.cancel(requireAuth(request), request.params.id, request.headers.reason),
  );

  app.post(
    '/stripe/subscriptions/:id/revoke',
    {
      // Taking a cancellation back means being charged again: the owner's decision.
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Take back a pending cancellation (the subscription renews again)',
        description: "409 when no cancellation is pending or the subscription has ended; 404 for another customer's. Not in support mode (403).",
        params: idParams,
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => billing.subscriptions.revoke(requireAuth(request), request.params.id),
  );
};
