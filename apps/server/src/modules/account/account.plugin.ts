import type { CookieSerializeOptions } from '@fastify/cookie';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { LoginThrottle } from '@/modules/auth/login-throttle.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import { accountDataRoutes } from './account-data.routes.ts';
import { createAccountDeletionService } from './account-deletion.service.ts';
import { exportAccount } from './account-export.ts';
import { accountSessionsRoutes } from './account-sessions.routes.ts';
import { createAccountSessionsService } from './account-sessions.service.ts';
import { createCredentialsService } from './credentials.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

/** The services of the account settings (issue 15), wired from the narrow dependencies each needs. */
export function createAccountServices(deps: { db: Db; files: FileStore; jobs: JobQueue; now: () => Date; throttle: LoginThrottle; log: Logger }) {
  const { db, now, throttle } = deps;
  const profile = createProfileService({ db, now });
  return {
    profile,
    credentials: createCredentialsService({ db, now, throttle }),
    sessions: createAccountSessionsService({ db, now }),
    deletion: createAccountDeletionService({ db, jobs: deps.jobs, now, throttle }),
    exportAccount: (auth: Parameters<typeof exportAccount>[1]) => exportAccount({ db, files: deps.files, now, log: deps.log, profile }, auth),
  };
}
export type AccountServices = ReturnType<typeof createAccountServices>;

/** The account settings under /api: profile, address, passwords, sessions, export and deletion. */
export const accountPlugin: FastifyPluginAsync<{ account: AccountServices; authRateLimit: RateLimitOptions; sessionCookie: CookieSerializeOptions }> = async (
  app,
  { account, authRateLimit, sessionCookie },
) => {
  await app.register(profileRoutes, { profile: account.profile, credentials: account.credentials, authRateLimit });
  await app.register(accountSessionsRoutes, { sessions: account.sessions });
  await app.register(accountDataRoutes, { exportAccount: account.exportAccount, deletion: account.deletion, authRateLimit, sessionCookie });
  // An account whose deletion was asked for just before a crash may have lost its job; queue those again.
  app.addHook('onReady', async () => {
    const pending = await account.deletion.requeuePending();
    if (pending > 0) app.log.info({ pending }, 'queued the deletion of accounts still waiting for it');
  });
};
