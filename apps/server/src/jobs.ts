import { createMailJobs } from '@/modules/mail/mail.jobs.ts';
import type { Db } from '@/platform/db/database.ts';
import { createJobRegistry, type JobRegistry } from '@/platform/jobs/registry.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';

/** Every module's job handlers in one registry; throws at startup if a job has none or two. */
export function createJobHandlers(deps: { db: Db; mailer: Mailer }): JobRegistry {
  return createJobRegistry([...createMailJobs(deps)]);
}
