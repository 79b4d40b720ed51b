import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import { syncMosaic, type MosaicSyncDeps } from './mosaic-sync.ts';

/** The mosaic module's job: `mosaic_sync` reconciles one wall (placements, removals, fillers). */
export function createMosaicJobs(deps: Omit<MosaicSyncDeps, 'log'>): JobRegistration[] {
  return [
    defineJob('mosaic_sync', async ({ eventId }, { log }) => {
      await syncMosaic({ ...deps, log }, eventId);
      return 'success';
    }),
  ];
}
