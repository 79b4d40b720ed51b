import { SHOOT_FRAMES_MAX, SHOOT_VIDEO_MAX_BYTES } from '@booth/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { registerMultipart } from '@/platform/http/multipart.ts';
import { shootsRoutes } from './shoots.routes.ts';
import type { ShootsService } from './shoots.service.ts';
import { vbSessionsRoutes } from './vb-sessions.routes.ts';

// The feedback field holds up to 20,000 characters of JSON; four bytes each at worst.
const FEEDBACK_FIELD_BYTES = 80_000;

export interface ShootsPluginOptions {
  shoots: ShootsService;
  /** Starting guest sessions, per address (campaigns §7; a venue's guests may share one address). */
  sessionRateLimit?: RateLimitOptions;
  /** Picture e-mails, per address: each one is a mail sent to an address the guest typed. */
  emailRateLimit?: RateLimitOptions;
}

/** Guest sessions, picture uploads and the organiser's picture list; multipart parsing for this scope only. */
export const shootsPlugin: FastifyPluginAsync<ShootsPluginOptions> = async (app, options) => {
  // One more file than allowed, so that the use-case's "at most N frames" answers instead of the parser.
  await registerMultipart(app, { maxFileBytes: SHOOT_VIDEO_MAX_BYTES, maxFiles: SHOOT_FRAMES_MAX + 1, maxFieldBytes: FEEDBACK_FIELD_BYTES });
  await app.register(vbSessionsRoutes, { shoots: options.shoots, sessionRateLimit: options.sessionRateLimit ?? { max: 30, timeWindow: '1 minute' } });
  await app.register(shootsRoutes, { shoots: options.shoots, emailRateLimit: options.emailRateLimit ?? { max: 10, timeWindow: '1 minute' } });
};
