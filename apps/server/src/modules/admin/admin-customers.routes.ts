import {
  adminCustomerListQuerySchema,
  adminCustomerPageSchema,
  createOneSchema,
  customerDataSchema,
  customerDetailQuerySchema,
  customerDetailSchema,
  customerPatchSchema,
  duplicateArFiltersSchema,
  duplicatedArFiltersSchema,
  parseBoolean,
} from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { AdminCustomersService } from './admin-customers.service.ts';
import type { CustomerChangesService } from './customer-changes.service.ts';

const tags = ['customers'];
const idParams = z.object({ id: z.uuid() });
const ADMINS_ONLY = 'Admins only: 403 for everyone else (also in support mode, unless the supported customer is an admin).';
const AUDITED = "Every change is written to the customer's audit log (who, when, what) in the same transaction.";

/** The admin area's customer calls (platform §6 Admin, §7 Customers). */
export const adminCustomersRoutes: FastifyPluginAsyncZod<{ customers: AdminCustomersService; changes: CustomerChangesService }> = async (app, { customers, changes }) => {
  app.get(
    '/customers',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'All customers, newest first, with plan, credits and last activity (admins)',
        description: `${ADMINS_ONLY} \`q\` matches e-mail and names anywhere, \`plan\` the booth plan's name; \`total\` counts all matches. Pass \`nextCursor\` as \`cursor\` for the next page.`,
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => customers.list(requireAuth(request), request.query),
  );

  app.get(
    '/customers/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'A customer: profile, role, flags, credits, MFA state, plans, counts; `plans=1` adds every product\'s plan',
        description: "The customer themself or an admin; another customer's id answers 404 like an unknown one. `recalculating` is true while a plan recalculation of this customer (or of all) is queued or running.",
        params: idParams,
        querystring: customerDetailQuerySchema,
        response: { 200: customerDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => customers.detail(requireAuth(request), request.params.id, parseBoolean(request.query.plans ?? false)),
  );

  app.patch(
    '/customers/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Change a customer: admins everything (role, flags, scope, features, credits, a plan grant), the customer themself the name',
        description:
          "The customer themself may change only `firstName` and `name` (403 naming the other fields); another customer's id answers 404. " +
          '`plan` grants a plan for a product (open-ended, or until `validUntil`) and applies it at once; `creditAdjustment` books credits in the ledger. ' +
          `${AUDITED} Answers the customer with every product's plan.`,
        params: idParams,
        body: customerPatchSchema,
        response: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changes.patch(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/customers/createone',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Create an activated customer with credits, optionally with a copy of a template account\'s AR filters (admins); 201',
        description:
          `${ADMINS_ONLY} The account is active at once (role customer, Free plan); \`credits\` are booked as a grant; \`apppassword\` sets the booth devices' app password; ` +
          '`arfiltercopy` names a template account whose AR filters are copied in (files included: each customer owns its copies), 404 naming it when unknown. An address in use answers 409. ' +
          AUDITED,
        body: createOneSchema,
        response: { 201: customerDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await changes.createOne(requireAuth(request), request.body)),
  );

  app.post(
    '/customers/:id/duplicatearfilters',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Copy another customer's AR filters into this customer's library (admins)",
        description: `${ADMINS_ONLY} Files are copied, not shared. A filter the customer holds already (the same ZIP, e.g. copied before) is skipped, so copying twice adds nothing. Unknown ids answer 404. ${AUDITED}`,
        params: idParams,
        body: duplicateArFiltersSchema,
        response: { 200: duplicatedArFiltersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changes.duplicateArFilters(requireAuth(request), request.params.id, request.body.sourceCustomerId),
  );

  app.get(
    '/customers/:id/data',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A customer's campaigns, newest pictures and assets, for the admin's read-only view (admins)",
        description: `${ADMINS_ONLY} Up to 100 campaigns, 60 pictures and 100 assets, newest first; thumbnails are file URLs the admin's session may load. Unknown ids answer 404.`,
        params: idParams,
        response: { 200: customerDataSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customers.data(requireAuth(request), request.params.id),
  );
};
