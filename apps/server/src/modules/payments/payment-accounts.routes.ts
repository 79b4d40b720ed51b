import { accountLinkSchema, paymentAccountBodySchema, paymentAccountSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { PaymentAccountsService } from './payment-accounts.service.ts';

const tags = ['payments'];
const OWNER_ONLY =
  "The organiser's own money settings: refused in support mode (403), since onboarding asks for the organiser's identity and bank account and the dashboard shows their payouts.";

/** The organiser's account for card payments from guests (campaigns §7 Card payments: account calls). */
export const paymentAccountsRoutes: FastifyPluginAsyncZod<{ accounts: PaymentAccountsService; sandbox: boolean }> = async (app, { accounts, sandbox }) => {
  app.post(
    '/stripe/account',
    {
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Open the payment account (Stripe Connect Express, or the sandbox); 201, or 200 with the one there is',
        description:
          'One account per organiser: a second call with the same country answers the existing account with 200 (a double click opens one account); another country answers 409 naming `country`. ' +
          'Onboarding follows with POST /stripe/account/reauth. ' +
          OWNER_ONLY,
        body: paymentAccountBodySchema,
        response: { 200: paymentAccountSchema, 201: paymentAccountSchema, ...errorResponses(400, 401, 403, 409, 502) },
      },
    },
    async (request, reply) => {
      const { account, created } = await accounts.create(requireAuth(request), request.body.country);
      return reply.code(created ? 201 : 200).send(account);
    },
  );

  app.get(
    '/stripe/account',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The organiser's payment account; 404 when there is none yet",
        description: '`allow_stripe`: charges can be taken now. While onboarding is unfinished the state is read again from the provider on each call.',
        response: { 200: paymentAccountSchema, ...errorResponses(401, 404, 502) },
      },
    },
    async (request) => accounts.get(requireAuth(request)),
  );

  app.post(
    '/stripe/account/reauth',
    {
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Where to (re)start onboarding: a Stripe account link, or the sandbox onboarding page',
        description: `Stripe's link is valid for a few minutes and used once; it returns to /settings?tab=billing. ${OWNER_ONLY}`,
        response: { 200: accountLinkSchema, ...errorResponses(401, 403, 404, 502) },
      },
    },
    async (request) => ({ url: await accounts.onboardingLink(requireAuth(request)) }),
  );

  app.post(
    '/stripe/account/login',
    {
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: "Where the organiser sees payouts: a one-time Stripe Express dashboard link (the sandbox has no dashboard: its settings page)",
        description: `409 until onboarding is complete. ${OWNER_ONLY}`,
        response: { 200: accountLinkSchema, ...errorResponses(401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({ url: await accounts.dashboardLink(requireAuth(request)) }),
  );

  // The sandbox's stand-in for Stripe's onboarding forms; there is nothing to complete without it.
  if (!sandbox) return;
  app.post(
    '/sandbox/accounts/:accountId/complete-onboarding',
    {
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Test mode only: completes onboarding of the own sandbox account (it can take charges then)',
        description: `Raises account.updated like Stripe does. Another organiser's account answers 404. ${OWNER_ONLY}`,
        params: z.object({ accountId: z.string().regex(/^acct_sb_[0-9a-f]{24}$/) }),
        response: { 200: paymentAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => accounts.completeSandboxOnboarding(requireAuth(request), request.params.accountId),
  );
};
