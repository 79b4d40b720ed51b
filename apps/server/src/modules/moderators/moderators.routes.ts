import { moderatorCreateSchema, moderatorListQuerySchema, moderatorListSchema, moderatorPatchSchema, moderatorSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { requestLocale } from '@/platform/http/request-locale.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { ModeratorsService } from './moderators.service.ts';

const tags = ['moderators'];
const idParams = z.object({ id: z.uuid() });
const mailLanguage = "The mail is in the organiser's language (the `locale` cookie, else Accept-Language, else German); its link opens `/events/{slug}/moderation/password?token=…` (under `/en` for English).";

/** The organiser's management of a campaign's moderators (campaigns §7 Moderators): the owner's; admins list any, change them in support mode; anyone else 404. */
export const moderatorsRoutes: FastifyPluginAsyncZod<{ moderators: ModeratorsService }> = async (app, { moderators }) => {
  app.get(
    '/moderators',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A campaign's moderators, oldest first (owner; admins any)",
        querystring: moderatorListQuerySchema,
        response: { 200: moderatorListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => moderators.list(requireAuth(request), request.query.eventSlug),
  );

  app.post(
    '/moderators',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Invite a moderator to a campaign; 201, and the invitation mail goes out. The same address twice: 409',
        description: `${mailLanguage} The link is valid for 72 hours and works once.`,
        body: moderatorCreateSchema,
        response: { 201: moderatorSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await moderators.create(requireAuth(request), request.body, requestLocale(request))),
  );

  app.patch(
    '/moderators/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Change a moderator's address: a new invitation (password cleared, sessions and older links end)",
        description: `The same address again changes nothing. Another moderator's address of the campaign: 409. ${mailLanguage}`,
        params: idParams,
        body: moderatorPatchSchema,
        response: { 200: moderatorSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => moderators.patch(requireAuth(request), request.params.id, request.body, requestLocale(request)),
  );

  app.delete(
    '/moderators/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Remove a moderator; 204. Their sign-in ends at once",
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await moderators.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/moderators/:id/resend',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Mail a new link (older links stop working): the invitation again, or a "set a new password" link once activated',
        description: `${mailLanguage} An activated moderator's password keeps working until the new one is set; the link is valid for 2 hours.`,
        params: idParams,
        response: { 200: moderatorSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => moderators.resend(requireAuth(request), request.params.id, requestLocale(request)),
  );
};
