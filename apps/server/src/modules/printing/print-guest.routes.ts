import { BOOTH_SESSION_HEADER, DEVICE_TOKEN_HEADER, guestPrintJobSchema, printJobKeySchema, printRequestSchema, singleLine } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFound } from '@/errors.ts';
import { deviceTokenOf } from '@/modules/devices/device-auth.ts';
import { guestPolicies } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { PrintActor } from './print-guest-access.ts';
import type { PrintGuestService } from './print-guest.service.ts';
import type { SheetDocuments } from './print-sheet-documents.ts';

const tags = ['printing'];
const guestHeaders = z.looseObject({ [BOOTH_SESSION_HEADER]: singleLine().max(200).optional(), [DEVICE_TOKEN_HEADER]: singleLine().max(200).optional() });
const shootParams = z.object({ shootId: z.uuid() });
const jobParams = z.object({ shootId: z.uuid(), jobKey: printJobKeySchema });
const AUTH_NOTE =
  `Send the guest session that took the picture in \`${BOOTH_SESSION_HEADER}\`, or the device token of a paired kiosk of the same organiser in \`${DEVICE_TOKEN_HEADER}\`. ` +
  "Without either 401; another session's or another organiser's picture 404.";

function actorOf(request: FastifyRequest): PrintActor {
  const value = request.headers[BOOTH_SESSION_HEADER];
  return { boothSession: (Array.isArray(value) ? value[0] : value) || undefined, deviceToken: deviceTokenOf(request.headers) };
}

/** The guest's print calls (issue 25) and the signed sheet address an AirPrint page loads. */
export const printGuestRoutes: FastifyPluginAsyncZod<{ guest: PrintGuestService; sheets: SheetDocuments }> = async (app, { guest, sheets }) => {
  app.post(
    '/shoots/:shootId/print',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, guestPolicies.print),
      schema: {
        tags,
        summary: 'Guest: print a picture (AirPrint, print server or postcard); the same jobKey answers the same job',
        description:
          `${AUTH_NOTE} 201 with the new job; 200 with the known one for a repeated jobKey (nothing is created or paid twice). ` +
          '403 PRINTING_DISABLED when the campaign does not offer the method; 400 VALIDATION for too many copies or an undeliverable address; ' +
          '409 for a picture moderation hid (or that failed); 402 PAYMENT_REQUIRED when printing is paywalled and `paymentSession` is not a paid session of this picture.',
        params: shootParams,
        headers: guestHeaders,
        body: printRequestSchema,
        response: { 200: guestPrintJobSchema, 201: guestPrintJobSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { job, created } = await guest.request(actorOf(request), request.params.shootId, request.body);
      return reply.code(created ? 201 : 200).send(job);
    },
  );

  app.get(
    '/shoots/:shootId/print/:jobKey',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, guestPolicies.printStatus),
      schema: {
        tags,
        summary: "Guest: a print job's state (and, for AirPrint, its sheet once the picture can be printed)",
        description: AUTH_NOTE,
        params: jobParams,
        headers: guestHeaders,
        response: { 200: guestPrintJobSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => guest.status(actorOf(request), request.params.shootId, request.params.jobKey),
  );

  app.post(
    '/shoots/:shootId/print/:jobKey/printed',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, guestPolicies.print),
      schema: {
        tags,
        summary: "Guest: the device's print dialog took the AirPrint page; the job is done (once)",
        description: `${AUTH_NOTE} Repeating it answers the same done job; a job of another method, or cancelled, 409.`,
        params: jobParams,
        headers: guestHeaders,
        response: { 200: guestPrintJobSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => guest.printed(actorOf(request), request.params.shootId, request.params.jobKey),
  );

  app.get(
    '/print-sheets/:jobId',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, guestPolicies.printSheet),
      schema: {
        tags,
        summary: "A job's print sheet (JPEG at 300 dpi) by its signed, expiring address (sheetUrl)",
        description: 'Opens without a header so a print page can load it; a wrong or expired signature, or a picture no longer printable, answers 404.',
        params: z.object({ jobId: z.uuid() }),
        querystring: z.object({ expires: z.coerce.number().int().min(0), sig: singleLine().max(100) }),
      },
    },
    async (request, reply) => {
      const jpeg = await sheets.signedSheet(request.params.jobId, request.query.expires, request.query.sig);
      if (!jpeg) throw new NotFound('No such print sheet');
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=300').send(jpeg);
    },
  );
};
