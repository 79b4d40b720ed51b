import { defineJob, type JobRegistration } from '@/job-catalog.ts';
import { findEventShoots } from './shoot-admin.repo.ts';
import { shootFolder } from './shoot-files.ts';
import { processShoot, type ShootProcessingDeps } from './shoot-processing.ts';

/**
 * The shoots module's jobs: `shoot_process` turns an upload into the guest's final files;
 * `shoot_files_remove` retries deleting the folders of removed pictures (a throw lets the queue retry).
 */
export function createShootJobs(deps: ShootProcessingDeps): JobRegistration[] {
  return [
    defineJob('shoot_process', ({ shootId }, { log, lastAttempt }) => processShoot(deps, shootId, { log, lastAttempt })),
    defineJob('shoot_files_remove', async ({ eventId, shootIds }) => {
      // A picture uploaded again under the same id meanwhile (a guest's retried upload) keeps its new files.
      const back = new Set((await findEventShoots(deps.db, eventId, shootIds)).map((row) => row.id));
      for (const shootId of shootIds) if (!back.has(shootId)) await deps.files.deletePrefix(shootFolder(eventId, shootId));
      return 'success';
    }),
  ];
}
