import { defineJob, type JobRegistration } from '@/job-catalog.ts';
import { processShoot, type ShootProcessingDeps } from './shoot-processing.ts';

/** The shoots module's jobs: `shoot_process` turns an upload into the guest's final files. */
export function createShootJobs(deps: ShootProcessingDeps): JobRegistration[] {
  return [defineJob('shoot_process', ({ shootId }, { log, lastAttempt }) => processShoot(deps, shootId, { log, lastAttempt }))];
}
