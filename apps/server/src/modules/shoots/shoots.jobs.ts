import { defineJob, type JobRegistration } from '@/job-catalog.ts';
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
      for (const shootId of shootIds) await deps.files.deletePrefix(shootFolder(eventId, shootId));
      return 'success';
    }),
  ];
}
