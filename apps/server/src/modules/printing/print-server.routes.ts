import { claimedPrintJobSchema, devicePrintStatusSchema, printJobReportSchema, printServerPrintersReportSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceTokenHeaders, deviceTokenOf } from '@/modules/devices/device-auth.ts';
import { devicePolicies } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { PrintServerService } from './print-server.service.ts';

const tags = ['printing'];
const jobParams = z.object({ id: z.uuid() });
const LONG_POLL_MAX_SECONDS = 25;

/** The print server program's calls (X-Device-Token of a device of kind printServer), and a kiosk's print status. */
export const printServerRoutes: FastifyPluginAsyncZod<{ printServer: PrintServerService }> = async (app, { printServer }) => {
  const limited = limitedBy(app, devicePolicies.print);
  app.post(
    '/print-server/printers',
    {
      config: { auth: 'none' },
      onRequest: limited,
      schema: {
        tags,
        summary: 'Print server: the printers it found or was given, with their health (every 30 s)',
        headers: deviceTokenHeaders,
        body: printServerPrintersReportSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await printServer.reportPrinters(deviceTokenOf(request.headers), request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/print-server/jobs/next',
    {
      config: { auth: 'none' },
      onRequest: limited,
      schema: {
        tags,
        summary: 'Print server: claims the next job under a lease, waiting up to waitSeconds; 204 when none came',
        description:
          "Serves the jobs of the print server's campaign, or of all its organiser's campaigns when it has none. A job whose earlier sender reached the printer carries its `ippJobId`: look it up there instead of printing again.",
        headers: deviceTokenHeaders,
        querystring: z.object({ waitSeconds: z.coerce.number().int().min(0).max(LONG_POLL_MAX_SECONDS).default(0) }),
        response: { 200: claimedPrintJobSchema, 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const job = await printServer.next(deviceTokenOf(request.headers), request.query.waitSeconds);
      return job ? job : reply.code(204).send(null);
    },
  );

  app.get(
    '/print-server/jobs/:id/document',
    {
      config: { auth: 'none' },
      onRequest: limited,
      schema: {
        tags,
        summary: 'Print server: the PDF of a job it holds (exact page size)',
        description: 'Only for the print server holding the job; a picture moderation hid meanwhile answers 409.',
        headers: deviceTokenHeaders,
        params: jobParams,
      },
    },
    async (request, reply) => {
      const pdf = await printServer.document(deviceTokenOf(request.headers), request.params.id);
      return reply.header('content-type', 'application/pdf').send(pdf);
    },
  );

  app.post(
    '/print-server/jobs/:id/report',
    {
      config: { auth: 'none' },
      onRequest: limited,
      schema: {
        tags,
        summary: 'Print server: what happened to a job it holds (sending, printing with the IPP job id, held, done, failed)',
        description: 'A job cancelled meanwhile, or taken over by another sender after the lease lapsed, answers 409: stop printing it.',
        headers: deviceTokenHeaders,
        params: jobParams,
        body: printJobReportSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await printServer.report(deviceTokenOf(request.headers), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/device/print-status',
    {
      config: { auth: 'none' },
      onRequest: limited,
      schema: {
        tags,
        summary: "Kiosk: the printers serving its open campaign and that campaign's print jobs",
        headers: deviceTokenHeaders,
        response: { 200: devicePrintStatusSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => printServer.kioskStatus(deviceTokenOf(request.headers)),
  );
};
