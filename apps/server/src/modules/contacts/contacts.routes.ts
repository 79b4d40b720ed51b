import {
  consentVersionIdSchema,
  consentVersionSchema,
  contactListQuerySchema,
  contactListSchema,
  singleLine,
  userFeedbackListSchema,
} from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { ContactsService } from './contacts.service.ts';

const tags = ['contacts'];
const eventParams = z.object({ slug: singleLine().min(1).max(64) });

const PAGING =
  "The path takes the campaign's id or slug. Newest first; page with `limit`/`offset`, or with `olderThan` set to the previous page's `nextCursor`. " +
  '`search` matches names, e-mail addresses, phone numbers and company anywhere (`%` and `_` match themselves). `total` counts every match; ' +
  "keyset pages answer the total of their first page. A picture is listed when it carries guest data: contact, personal data, survey or newsletter answers, a comment or a consent answer. Another customer's campaign answers 404.";

export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService }> = async (app, { contacts }) => {
  app.get(
    '/events/:slug/contacts',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The campaign's contacts and answers, one row per picture (owner; admins any)",
        description: `${PAGING} Each consent carries the exact text of the version the guest accepted, and when.`,
        params: eventParams,
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => contacts.contacts(requireAuth(request), request.params.slug, request.query),
  );

  app.get(
    '/events/:slug/userFeedbacks',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The users' feedback of the campaign with their picture ids (owner; admins any)",
        description: `${PAGING} The feedback is answered as stored, with the consent evidence (version ids) the server recorded.`,
        params: eventParams,
        querystring: contactListQuerySchema,
        response: { 200: userFeedbackListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => contacts.userFeedbacks(requireAuth(request), request.params.slug, request.query),
  );

  app.get(
    '/events/:slug/consents/:version',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The exact text of one consent version a guest accepted (owner; admins any)',
        description: 'The version id is the SHA-256 of the text as the booth showed it (campaign, consent, language, title, body); versions never change. Unknown versions and other customers\' campaigns answer 404.',
        params: eventParams.extend({ version: consentVersionIdSchema }),
        response: { 200: consentVersionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => contacts.consentVersion(requireAuth(request), request.params.slug, request.params.version),
  );
};
