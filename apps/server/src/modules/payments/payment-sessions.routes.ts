import {
  BOOTH_SESSION_HEADER,
  paymentSessionCreateSchema,
  paymentSessionListQuerySchema,
  paymentSessionListSchema,
  paymentSessionPayBodySchema,
  paymentSessionPayResultSchema,
  paymentSessionSchema,
  PAYMENT_SESSION_TTL_MINUTES,
  singleLine,
} from '@booth/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { PaymentSessionsService } from './payment-sessions.service.ts';
import { paymentPayPolicy, paymentStartPolicy } from './payments-rate-limits.ts';

const tags = ['payments'];
const slugParams = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a payment session slug') });
/** Documents the guest session header of the redeem call; other headers pass through untouched. */
const sessionHeaders = z.looseObject({ [BOOTH_SESSION_HEADER]: singleLine().max(200).optional() });
const OWN_ONLY = "Only the organiser's own sessions: another organiser's slug answers 404.";

function boothSession(request: FastifyRequest): string | undefined {
  const value = request.headers[BOOTH_SESSION_HEADER];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/** Payment sessions (campaigns §3, §7 Card payments): a guest pays once before a paywalled action, which uses it once. */
export const paymentSessionsRoutes: FastifyPluginAsyncZod<{ sessions: PaymentSessionsService }> = async (app, { sessions }) => {
  app.post(
    '/stripe/payment-session',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, paymentStartPolicy),
      schema: {
        tags,
        summary: 'Public: start paying for a print of a picture; 201 with a new session, 200 with the open one a double tap already started',
        description:
          "Anyone who can see the picture may (a live campaign's pictures; a draft's and test pictures only their signed-in organiser: 409 EVENT_NOT_LIVE otherwise). " +
          "The campaign's printPaywalled must be enabled with a price of at least 1 cent, and the organiser's payment account must take charges: 409 saying which is missing. " +
          `The amount is the campaign's price now, in EUR cents. An open session can be paid for ${PAYMENT_SESSION_TTL_MINUTES} minutes (longer while the guest is on Stripe's checkout). ` +
          'Rate limited per address (429 with Retry-After).',
        body: paymentSessionCreateSchema,
        response: { 200: paymentSessionSchema, 201: paymentSessionSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { session, created } = await sessions.create(request.auth, request.body);
      return reply.code(created ? 201 : 200).send(session);
    },
  );

  app.get(
    '/stripe/payment-session',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The organiser's payment sessions, newest first (keyset paged with nextCursor), filtered by eventSlug and status",
        querystring: paymentSessionListQuerySchema,
        response: { 200: paymentSessionListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => sessions.list(requireAuth(request), request.query),
  );

  app.get(
    '/stripe/payment-session/:slug',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "Public: the guest's view of a payment session (the slug is the key); an open one past its deadline shows expired",
        params: slugParams,
        response: { 200: paymentSessionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => sessions.view(request.params.slug),
  );

  app.post(
    '/stripe/payment-session/:slug/pay',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, paymentPayPolicy),
      schema: {
        tags,
        summary: 'Public: pay the session. Test mode charges the test card now; Stripe answers the Checkout URL to send the guest to (redirectUrl)',
        description:
          'Test mode needs `paymentMethodId` (POST /sandbox/payment-methods): a declined card answers 402 PAYMENT_DECLINED with the reason and the session stays open (with `failureReason`) for another try; ' +
          "a paid one answers the session with status paid and the card. With Stripe the session becomes paid when Stripe confirms it (checkout.session.completed); the guest returns to /pay/{slug}?paid=1. " +
          'A session that is paid, used, refunded, expired or failed answers 409. Rate limited per session and address (429).',
        params: slugParams,
        body: paymentSessionPayBodySchema.optional(),
        response: { 200: paymentSessionPayResultSchema, ...errorResponses(400, 402, 404, 409, 429, 502) },
      },
    },
    async (request) => sessions.pay(request.params.slug, request.body ?? {}),
  );

  app.post(
    '/stripe/payment-session/:slug/refund',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Refund a paid or used session in full (the organiser, or support staff in support mode: audited)',
        description: `The money goes back to the guest's card and the transfer is taken back from the organiser's account. Any other status answers 409, and so does a second refund (nothing is refunded twice). ${OWN_ONLY}`,
        params: slugParams,
        response: { 200: paymentSessionSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => sessions.refund(requireAuth(request), request.params.slug),
  );

  app.post(
    '/stripe/payment-session/:slug/redeem',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'The paywalled action (the print) uses the payment: paid → used, exactly once; any second call answers 409',
        description:
          `Allowed to the organiser (signed in) and to a guest session of the same campaign (\`${BOOTH_SESSION_HEADER}\`, the booth that prints); ` +
          "without either 401, another organiser's session 404. A session not paid (yet), used, refunded or expired answers 409.",
        params: slugParams,
        headers: sessionHeaders,
        response: { 200: paymentSessionSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => sessions.redeem({ auth: request.auth, boothSession: boothSession(request) }, request.params.slug),
  );
};
