import { z } from 'zod';

/**
 * Payload of `shoot_process`: turns a shoot's uploaded originals into its final files (campaigns §3
 * "Shoot"). Only the id travels; the handler reads the input from the row, so a retry after a crash
 * rebuilds the same files from the same originals.
 */
export const shootProcessPayloadSchema = z.object({
  shootId: z.uuid(),
  /** The shoot's campaign: pictures of one campaign take turns with other campaigns' (the job catalogue's `fairBy`). */
  eventId: z.uuid().optional(),
});
export type ShootProcessPayload = z.infer<typeof shootProcessPayloadSchema>;
