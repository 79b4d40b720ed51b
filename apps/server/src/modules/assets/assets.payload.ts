import { z } from 'zod';

/**
 * Payload of `asset_thumbnail`: makes the library preview of an asset whose preview cannot be made in
 * the request (videos: ffmpeg decodes a frame). Only the id travels; the handler reads the rest, so a
 * job for a deleted asset finds nothing and is skipped.
 */
export const assetThumbnailPayloadSchema = z.object({ assetId: z.uuid() });
export type AssetThumbnailPayload = z.infer<typeof assetThumbnailPayloadSchema>;
