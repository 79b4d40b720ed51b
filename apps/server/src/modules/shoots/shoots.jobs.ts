import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import { findEventShoots } from './shoot-admin.repo.ts';
import { findShootById } from './shoots.repo.ts';
import { shootFolder } from './shoot-files.ts';
import { processShoot, type ShootProcessingDeps } from './shoot-processing.ts';

/**
 * The shoots module's jobs: `shoot_process` turns an upload into the guest's final files;
 * `shoot_files_remove` retries deleting the folders of removed pictures (a throw lets the queue retry).
 */
export function createShootJobs(deps: ShootProcessingDeps & { bus: MessageBus }): JobRegistration[] {
  return [
    defineJob('shoot_process', async ({ shootId, eventId }, { log, lastAttempt }) => {
      // Ready or failed, the picture changed for the live feeds (a worker process has no viewers: the bus carries it).
      const announce = async () => {
        // Jobs queued before the payload carried the campaign look it up.
        const campaign = eventId ?? (await findShootById(deps.db, shootId))?.eventId;
        if (campaign) await publishShootChange(deps.bus, { eventId: campaign, shootIds: [shootId] });
      };
      try {
        const result = await processShoot(deps, shootId, { log, lastAttempt });
        if (result !== 'skipped') await announce();
        return result;
      } catch (error) {
        if (lastAttempt) await announce(); // marked failed before the throw
        throw error;
      }
    }),
    defineJob('shoot_files_remove', async ({ eventId, shootIds }) => {
      // A picture uploaded again under the same id meanwhile (a guest's retried upload) keeps its new files.
      const back = new Set((await findEventShoots(deps.db, eventId, shootIds)).map((row) => row.id));
      for (const shootId of shootIds) if (!back.has(shootId)) await deps.files.deletePrefix(shootFolder(eventId, shootId));
      return 'success';
    }),
  ];
}
