import { products, promoCodeAdminSchema, promoCodeInputSchema, promoCodeSchemaOut, singleLine } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { promoLookupPolicy } from './promo-codes.rate-limits.ts';
import type { PromoCodesService } from './promo-codes.service.ts';

const tags = ['products'];
const ADMINS_ONLY = 'Admins only: 403 for everyone else (also in support mode, unless the supported customer is an admin).';
// Anything a person might type: a code that cannot exist is answered like an unknown one (422), not as a malformed request.
const typedCode = singleLine().trim().min(1).max(100);

/** Promo codes (campaigns §7 "Plans and products"; the admin's part of platform §6). */
export const promoCodesRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodesService }> = async (app, { promoCodes }) => {
  app.get(
    '/products/promo/:promoCode',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, promoLookupPolicy),
      schema: {
        tags,
        summary: 'What a promo code gives, if it can be used now (public)',
        description:
          'Codes are compared without regard to case. A code that is unknown, not yet or no longer valid, used up, or (with `product`) for another product answers 422 `PROMO_CODE_INVALID`, ' +
          'the reason in `message` and on the field `promoCode`. At most 30 lookups per address in 10 minutes (429 with Retry-After), against guessing.',
        params: z.object({ promoCode: typedCode }),
        querystring: z.object({ product: z.enum(products).optional() }),
        response: { 200: promoCodeSchemaOut, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => promoCodes.lookup(request.params.promoCode, request.query.product ?? null),
  );

  app.get(
    '/products/promo',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Every promo code with its rule and redemptions, newest first (admins)',
        description: ADMINS_ONLY,
        response: { 200: z.object({ promoCodes: z.array(promoCodeAdminSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ promoCodes: await promoCodes.list(requireAuth(request)) }),
  );

  app.post(
    '/products/promo',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Create a promo code (admins); 201',
        description: `${ADMINS_ONLY} \`value\` is a percentage (1–100) or cents off each payment. A code that exists already, also an ended one, answers 409.`,
        body: promoCodeInputSchema,
        response: { 201: promoCodeAdminSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await promoCodes.create(requireAuth(request), request.body)),
  );

  app.delete(
    '/products/promo/:code',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Delete or end a promo code (admins); 204',
        description:
          `${ADMINS_ONLY} A code never redeemed is deleted. A redeemed code is ended instead (\`validUntil\` becomes now) and stays in the list with its redemptions, ` +
          'the record of what was sold at which price; purchases made with it keep their discount. An unknown code answers 404.',
        params: z.object({ code: typedCode }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await promoCodes.remove(requireAuth(request), request.params.code);
      return reply.code(204).send(null);
    },
  );
};
