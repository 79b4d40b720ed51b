import { jobCatalog, type JobCatalog } from '@/job-catalog.ts';
import { createAccountJobs } from '@/modules/account/account-deletion.jobs.ts';
import type { AccountBillingStop } from '@/modules/billing/account-billing-stop.ts';
import { createAssetJobs } from '@/modules/assets/assets.jobs.ts';
import { createDeletionJobs } from '@/modules/deletion/deletion.jobs.ts';
import { createMailJobs } from '@/modules/mail/mail.jobs.ts';
import { createMfaMailJobs } from '@/modules/mfa/mfa-mail.ts';
import { createPlanJobs } from '@/modules/plans/plans.jobs.ts';
import { createShootJobs } from '@/modules/shoots/shoots.jobs.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { createJobRegistry, type JobRegistry } from '@/platform/jobs/registry.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';

/** Every module's job handlers in one registry; throws at startup if a job has none or two. */
// `now`: the clock of the jobs that read it (tests move it); real time otherwise.
// `jobs`: handlers that queue work again (a shoot waiting for room on a full disk); scripts may leave it out.
export function createJobHandlers(deps: { db: Db; mailer: Mailer; files: FileStore; media: MediaGateway; tmpDir: string; bus: MessageBus; billing: AccountBillingStop; now?: () => Date; jobs?: JobQueue }): JobRegistry<JobCatalog> {
  return createJobRegistry(jobCatalog, [...createMailJobs(deps), ...createAssetJobs(deps), ...createShootJobs(deps), ...createDeletionJobs(deps), ...createMfaMailJobs(deps), ...createPlanJobs(deps), ...createAccountJobs(deps)]);
}
