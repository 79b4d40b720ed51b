import { invoiceListSchema, invoiceSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { contentDisposition } from '@/platform/http/content-disposition.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { BillingModule } from './billing.module.ts';

const tags = ['billing'];
const idParams = z.object({ id: z.uuid() });

/** Invoices ("billings", platform §7): the list, one, and its PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ billing: BillingModule }> = async (app, { billing }) => {
  app.get(
    '/stripe/billings',
    {
      config: { auth: 'required' },
      schema: { tags, summary: "The signed-in customer's invoices, newest first", response: { 200: invoiceListSchema, ...errorResponses(401) } },
    },
    async (request) => billing.invoices.list(requireAuth(request)),
  );

  app.get(
    '/stripe/billings/:id',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'One invoice', description: "404 for another customer's invoice (admins see anyone's).", params: idParams, response: { 200: invoiceSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => billing.invoices.get(requireAuth(request), request.params.id),
  );

  app.get(
    '/stripe/billings/:id/pdf',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The invoice as a PDF (a download)',
        description: "Stripe's own document for Stripe invoices; the sandbox's are rendered here and say \"Testmodus — keine echte Zahlung\". 404 for another customer's invoice.",
        params: idParams,
        response: { 200: z.unknown().describe('The PDF (application/pdf), streamed'), ...errorResponses(400, 401, 404, 502) },
      },
    },
    async (request, reply) => {
      const document = await billing.invoices.pdf(requireAuth(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(document.filename, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(document.body instanceof Uint8Array ? Buffer.from(document.body) : document.body);
    },
  );
};
