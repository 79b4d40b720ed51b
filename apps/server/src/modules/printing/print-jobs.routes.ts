import { printJobListQuerySchema, printJobListSchema, printJobSchema, singleLine } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { PrintJobsService } from './print-jobs.service.ts';

const tags = ['printing'];
const eventParams = z.object({ id: singleLine().min(1).max(64) });
const jobParams = z.object({ id: singleLine().min(1).max(64), jobId: z.uuid() });

/** The organiser's print jobs of a campaign (campaigns §7 GET /events/{id}/printJobs), cancel and reprint. */
export const printJobsRoutes: FastifyPluginAsyncZod<{ printJobs: PrintJobsService }> = async (app, { printJobs }) => {
  app.get(
    '/events/:id/printJobs',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The campaign's print jobs, newest first (owner or support mode)",
        description: 'The path takes the campaign id or slug; `state` filters; page with `olderThan` = the previous `nextCursor`. Another customer\'s campaign answers 404.',
        params: eventParams,
        querystring: printJobListQuerySchema,
        response: { 200: printJobListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => printJobs.list(requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/events/:id/printJobs/:jobId/cancel',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Cancels a print job that has not reached the printer',
        description: 'Waiting or held (without a job at the printer) → cancelled; cancelling again answers the same job; sent, printed or failed 409.',
        params: jobParams,
        response: { 200: printJobSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => printJobs.cancel(requireAuth(request), request.params.id, request.params.jobId),
  );

  app.post(
    '/events/:id/printJobs/:jobId/reprint',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Prints a job again as a new job (reprintOf names the original; no payment is asked again)',
        params: jobParams,
        response: { 201: printJobSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await printJobs.reprint(requireAuth(request), request.params.id, request.params.jobId)),
  );
};
