import { z } from 'zod';

/**
 * Payload of `mosaic_sync`: brings one wall up to date with its settings and its sources' pictures
 * (mosaic-sync.ts). Only the campaign travels; the handler reads everything else, so a retry or a
 * second run after a crash does what is still missing and nothing twice.
 */
export const mosaicSyncPayloadSchema = z.object({ eventId: z.uuid() });
export type MosaicSyncPayload = z.infer<typeof mosaicSyncPayloadSchema>;
