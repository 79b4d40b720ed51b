import type { CookieSerializeOptions } from '@fastify/cookie';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { ModeratorAuthService } from './moderator-auth.service.ts';
import { moderatorAuthRoutes } from './moderator-auth.routes.ts';
import type { ModerationService } from './moderation.service.ts';
import { moderationRoutes } from './moderation.routes.ts';
import type { ModeratorsService } from './moderators.service.ts';
import { moderatorsRoutes } from './moderators.routes.ts';

export interface ModeratorsPluginOptions {
  moderators: ModeratorsService;
  moderatorAuth: ModeratorAuthService;
  moderation: ModerationService;
  authRateLimit: RateLimitOptions;
  sessionCookie: CookieSerializeOptions;
  publicUrl: string;
}

/** Moderators (organiser's management), their sign-in, and the moderation queue, under /api. */
export const moderatorsPlugin: FastifyPluginAsync<ModeratorsPluginOptions> = async (app, options) => {
  await app.register(moderatorsRoutes, { moderators: options.moderators });
  await app.register(moderatorAuthRoutes, options);
  await app.register(moderationRoutes, { moderation: options.moderation });
};
