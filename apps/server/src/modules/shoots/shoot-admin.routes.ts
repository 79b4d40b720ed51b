import {
  resendShootsResultSchema,
  resendShootsSchema,
  shootBulkResultSchema,
  shootBulkSchema,
  shootPatchSchema,
  shootSchema,
  singleLine,
  SHOOT_BULK_MAX,
} from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { ShootsService } from './shoots.service.ts';

const tags = ['shoots'];
const idParams = z.object({ id: z.uuid() });

/**
 * POST /mail/resend_shoots: each call may queue up to 500 pictures × 20 recipients of mail from our
 * sender address. 30 calls in 10 minutes per address are more than an organiser clicking through a
 * table makes, and keep a stolen session from turning the server into a mail cannon.
 */
const resendPolicy: Policy = [{ name: 'resend:address', max: 30, windowMs: 10 * 60_000, key: (request) => clientAddress(request) }];

/** The organiser's curation calls on pictures (campaigns §7): switches, removal, retry, bulk and resend. */
export const shootAdminRoutes: FastifyPluginAsyncZod<{ shoots: ShootsService }> = async (app, { shoots }) => {
  app.patch(
    '/shoots/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Make a picture public or hidden, or record the client approval (owner, or an admin in support mode)',
        description: "Answers the picture. Another customer's picture answers 404.",
        params: idParams,
        body: shootPatchSchema,
        response: { 200: shootSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => shoots.patch(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/shoots/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Remove a picture with its files; 204 (owner, or an admin in support mode)',
        description:
          "In one transaction the picture goes, its campaign counts one picture less and one more deleted (campaigns §4), and its microsite answers 410 from then on. The files follow at once (a store outage is retried by a job). Deleting again, or another customer's picture, answers 404.",
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await shoots.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/shoots/:id/retry',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Process a failed picture again from its uploaded originals (owner, or an admin in support mode)',
        description: 'Answers the picture, processing again. 409 CONFLICT when it is not failed.',
        params: idParams,
        response: { 200: shootSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => shoots.retry(requireAuth(request), request.params.id),
  );

  app.post(
    '/events/:slug/shoots/bulk',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: `One action on up to ${SHOOT_BULK_MAX} pictures of a campaign: public, hidden or delete (owner, or an admin in support mode)`,
        description: "Answers how many pictures the action changed or removed; ids of other campaigns are ignored and not counted. The path takes the campaign's id or slug.",
        params: z.object({ slug: singleLine().min(1).max(64) }),
        body: shootBulkSchema,
        response: { 200: shootBulkResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => shoots.bulk(requireAuth(request), request.params.slug, request.body),
  );

  app.post(
    '/mail/resend_shoots',
    {
      config: { auth: 'required' },
      onRequest: limitedBy(app, resendPolicy),
      schema: {
        tags,
        summary: 'Send pictures again by their picture e-mail (owner, or an admin in support mode); 202 with the mails queued',
        description:
          "`event` is the campaign's id or slug. Each picture goes through the campaign's picture e-mail (sender name, subject, the guest's language, the microsite link) to every address in `recipients`, or, when it is empty, to the picture's own contact e-mail; pictures without an address (and failed ones) are counted in `skipped`. `reason` is added below the mail's text. Pictures of other campaigns are ignored.",
        body: resendShootsSchema,
        response: { 202: resendShootsResultSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => reply.code(202).send(await shoots.resend(requireAuth(request), request.body)),
  );
};
