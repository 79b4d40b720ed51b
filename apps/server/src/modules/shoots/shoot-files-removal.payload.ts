import { z } from 'zod';

/** At most this many shoots per removal job: a campaign-wide removal is split into several jobs. */
export const SHOOT_FILES_REMOVAL_BATCH = 500;

/**
 * Payload of `shoot_files_remove`: the files of pictures whose rows are already gone (campaigns §4) and
 * whose first removal failed. Only ids travel; the handler derives each picture's folder from them, so a
 * retry deletes exactly those folders again (deleting is idempotent).
 */
export const shootFilesRemovalPayloadSchema = z.object({
  eventId: z.uuid(),
  shootIds: z.array(z.uuid()).min(1).max(SHOOT_FILES_REMOVAL_BATCH),
});
export type ShootFilesRemovalPayload = z.infer<typeof shootFilesRemovalPayloadSchema>;
