import { SHOOT_FRAMES_MAX, SHOOT_VIDEO_MAX_BYTES } from '@booth/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerMultipart } from '@/platform/http/multipart.ts';
import { shootAdminRoutes } from './shoot-admin.routes.ts';
import { registerShootSchemaComponents } from './shoot-openapi.ts';
import { shootsRoutes } from './shoots.routes.ts';
import type { ShootsService } from './shoots.service.ts';
import { vbSessionsRoutes } from './vb-sessions.routes.ts';

// The feedback field holds up to 20,000 characters of JSON; four bytes each at worst.
const FEEDBACK_FIELD_BYTES = 80_000;

export interface ShootsPluginOptions {
  shoots: ShootsService;
}

/** Guest sessions, picture uploads, the organiser's picture list and curation; multipart parsing for this scope only. */
export const shootsPlugin: FastifyPluginAsync<ShootsPluginOptions> = async (app, options) => {
  registerShootSchemaComponents();
  // The frames, a kiosk's edit layer and person mask, and one more file, so that the use-case's
  // "at most N frames" answers instead of the parser.
  await registerMultipart(app, { maxFileBytes: SHOOT_VIDEO_MAX_BYTES, maxFiles: SHOOT_FRAMES_MAX + 3, maxFieldBytes: FEEDBACK_FIELD_BYTES });
  // Guest sessions, uploads and e-mails are limited per the policies of platform/http/rate-limits.ts.
  await app.register(vbSessionsRoutes, { shoots: options.shoots });
  await app.register(shootsRoutes, { shoots: options.shoots });
  await app.register(shootAdminRoutes, { shoots: options.shoots });
};
