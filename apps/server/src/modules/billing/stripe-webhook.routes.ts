import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/errors.ts';
import { verifyStripeWebhook, WebhookSignatureError } from '@/platform/payments/stripe-webhook.ts';
import type Stripe from 'stripe';
import type { ProviderEventDispatcher } from './provider-events.service.ts';

/** Stripe's events are small; a larger body is not Stripe. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's events, verified by signature on the raw body (so this scope keeps
 * application/json unparsed), each processed once. A failure answers 500 and Stripe delivers it again.
 * Registered only when Stripe is configured; the sandbox raises its events inside the process.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ stripe: Stripe; webhookSecret: string; dispatcher: ProviderEventDispatcher }> = async (app, { stripe, webhookSecret, dispatcher }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post(
    '/stripe/webhook',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['billing'],
        summary: "Stripe's webhook: signed events (Stripe-Signature), each processed once; 400 for a bad signature",
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = verifyStripeWebhook(stripe, raw, typeof signature === 'string' ? signature : undefined, webhookSecret);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not verify');
        throw error;
      }
      const { duplicate } = await dispatcher.receive(event);
      return { received: true as const, duplicate };
    },
  );
};
