import { appPasswordSchema, customerPutSchema, okSchema, passwordChangeSchema, profileSchema, profileUpdateSchema } from '@booth/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['customers'];
const ok = { ok: true } as const;
const CURRENT_PASSWORD_NOTE =
  'A wrong `currentPassword` answers 400 naming it and counts in the sign-in throttle of the account (429 when locked).';

/** The signed-in customer's profile, address and credentials (platform §7 Customers). */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService; credentials: CredentialsService; authRateLimit: RateLimitOptions }> = async (
  app,
  { profile, credentials, authRateLimit },
) => {
  app.get(
    '/customers/profile',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'The profile: name, time zone, avatar, address, whether an app password is set', response: { 200: profileSchema, ...errorResponses(401) } },
    },
    async (request) => profile.get(requireAuth(request)),
  );

  app.patch(
    '/customers/profile',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Change firstName, name, timeZone (IANA) or avatarId (an own asset of type avatar, or null); answers the profile',
        description: 'An avatarId that is not an own asset of type avatar answers 400 naming avatarId.',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => profile.update(requireAuth(request), request.body),
  );

  app.put(
    '/customers',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Set the signed-in customer's address (company, street, zip code, city, ISO country); answers the profile",
        body: customerPutSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => profile.setAddress(requireAuth(request), request.body.address),
  );

  app.put(
    '/customers/password',
    {
      config: { auth: 'required', support: 'refused', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Change the password; every other session is signed out (this one stays)',
        description: `${CURRENT_PASSWORD_NOTE} The new password must pass the password rule with the account's e-mail address and name (else 400 naming \`password\` with the reason as its \`code\`), and may not be the app password. It clears \`passwordChangeRequired\`.`,
        body: passwordChangeSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await credentials.changePassword(requireAuth(request), request.body);
      return ok;
    },
  );

  app.put(
    '/customers/apppassword',
    {
      config: { auth: 'required', support: 'refused', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Set the app password booth devices sign in with (POST /devices/pairings/{id}/signin), or remove it with null',
        description: `It never signs in to the organiser web app, and it may not be the account password. ${CURRENT_PASSWORD_NOTE}`,
        body: appPasswordSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await credentials.setAppPassword(requireAuth(request), request.body);
      return ok;
    },
  );
};
