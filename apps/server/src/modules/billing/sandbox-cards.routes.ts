import { cardSchema, sandboxCardBodySchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { SandboxBillingProvider } from '@/platform/payments/billing-provider.ts';

/**
 * POST /api/sandbox/payment-methods, the sandbox's card form (organisers' subscriptions and guests'
 * print payments alike). Per address 600 in 10 minutes: a venue's guests share one address and each
 * types a card once or twice (rate-limits.ts sizes every guest limit for 300 guests); a script
 * minting cards from one address waits.
 */
export const sandboxCardPolicy: Policy = [{ name: 'sandbox-card:address', max: 600, windowMs: 10 * 60_000, key: clientAddress }];

/** Registered only without Stripe: the built-in provider's card form ("Test mode — no real payment"). */
export const sandboxCardsRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxBillingProvider }> = async (app, { sandbox }) => {
  app.post(
    '/sandbox/payment-methods',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, sandboxCardPolicy),
      schema: {
        tags: ['billing'],
        summary: 'Test mode: save a test card (the card form); answers its payment-method id',
        description:
          'Only while no Stripe key is configured. Test numbers only: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (card_declined), 4000 0000 0000 9995 is declined (insufficient_funds) when charged; any other number, or an expired card, answers 402 PAYMENT_DECLINED at once. The number and security code are never stored. Limited per address (429).',
        body: sandboxCardBodySchema,
        response: { 201: cardSchema, ...errorResponses(400, 402, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await sandbox.createTestCard(request.body)),
  );
};
