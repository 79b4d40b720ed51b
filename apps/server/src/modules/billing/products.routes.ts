import { buyCreditsBodySchema, singleLine, creditPackParamsSchema, productPlanSchema, productsQuerySchema, productsResponseSchema, purchaseResultSchema, subscribeBodySchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { requestLocale } from '@/platform/http/request-locale.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { BillingModule } from './billing.module.ts';

const tags = ['billing'];
/** A plan's id; anything that is not one of ours answers 404 like an unknown id. */
const planId = singleLine().min(1).max(100);

const PURCHASE =
  'Answers `done` with the subscription when the card was charged at once (the sandbox, or a saved card on Stripe), `redirect` with Stripe Checkout\'s address otherwise (the subscription follows from its events), `pending` while the provider has not confirmed. ' +
  'The price is computed here (shared quote: licences × price, less the promo code, plus the VAT of the address\'s country; a business in another EU country with a valid `vatId` pays no VAT: reverse charge), never taken from the client. ' +
  'Refusals: 400 naming the field (`vatId` that does not fit the country, `paymentMethodId` missing in test mode), 402 PAYMENT_DECLINED (nothing is kept), 404 unknown plan or card, 409 CONFLICT while a subscription of the product runs or another purchase of it is under way (to change plans: cancel, then subscribe once it has ended), 422 PROMO_CODE_INVALID saying why, 502 PAYMENT_PROVIDER_ERROR. Not in support mode (403).';

/** Plans and products (campaigns §7): what is for sale, and buying it. */
export const productsRoutes: FastifyPluginAsyncZod<{ billing: BillingModule }> = async (app, { billing }) => {
  app.get(
    '/products',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Public: the plans for sale per sub-product, the credit packs and the payment provider',
        description: 'Free is not sold. `product` narrows to one sub-product. Prices are net per licence in cents (EUR); VAT is added by the buyer\'s country. `provider.testMode` is true for the built-in sandbox and for Stripe test keys.',
        querystring: productsQuerySchema,
        response: { 200: productsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => billing.products.list(request.query.product),
  );

  app.get(
    '/products/plans/:id',
    {
      config: { auth: 'none' },
      schema: { tags, summary: 'Public: one plan for sale', description: '404 for an unknown id and for plans that are not sold (Free).', params: z.object({ id: planId }), response: { 200: productPlanSchema, ...errorResponses(404) } },
    },
    async (request) => billing.products.plan(request.params.id),
  );

  app.post(
    '/products/plans/:plan/subscribe',
    {
      // Buying commits the customer's money: the owner's own decision, never support mode's.
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Subscribe to a plan (the Billing form): address, VAT id, licences, interval, promo code, card',
        description: PURCHASE,
        params: z.object({ plan: planId }),
        body: subscribeBodySchema,
        response: { 200: purchaseResultSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422, 502) },
      },
    },
    async (request) => billing.subscribe.subscribe(requireAuth(request), request.params.plan, request.body, requestLocale(request)),
  );

  app.post(
    '/products/credits/:pack/buy',
    {
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Buy a pack of credits',
        description:
          'The pack\'s net price plus the VAT of the billing address (PUT /stripe/customer first; without a country 400 `address.country`). The sandbox charges the test card (`paymentMethodId`) and books the credits at once (`done`); Stripe answers its Checkout page (`redirect`) and books them when the payment is confirmed. Each payment is booked once. The same purchase sent again within seconds (a double click, a retry, requests in parallel) is that one purchase: with a card it is charged once and only the request that charged answers `done`, the others 409 CONFLICT naming the purchase (in progress, or made a moment ago); on Stripe Checkout every repeat answers the same page. Refusals: 400, 402 PAYMENT_DECLINED, 404 unknown card, 409, 502. Not in support mode (403).',
        params: creditPackParamsSchema,
        body: buyCreditsBodySchema,
        response: { 200: purchaseResultSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 502) },
      },
    },
    async (request) => billing.credits.buy(requireAuth(request), request.params.pack, request.body, requestLocale(request)),
  );
};
