import { z } from 'zod';
import { shootKinds, shootStatuses } from './shoot-kinds.ts';
import { shootContactSchema, userFeedbackSchema } from './user-feedback.ts';

const fileVersionSchema = z.object({ path: z.string(), size: z.number().int().nonnegative() });

/**
 * A shoot (picture) as the organiser's API answers it (campaigns §3). Paths are file-store keys,
 * served at `/api/files/<key>`; `src`/`thumbSrc`/`posterSrc` are ready-made URLs for the media viewer.
 */
export const shootSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  eventId: z.uuid(),
  kind: z.enum(shootKinds),
  status: z.enum(shootStatuses),
  /** The final file a guest gets: overlayed picture, GIF, or MP4. Null while processing. */
  filePath: z.string().nullable(),
  fileSize: z.number().int().nonnegative().nullable(),
  mimetype: z.string().nullable(),
  thumbnailPath: z.string().nullable(),
  thumbnailSize: z.number().int().nonnegative().nullable(),
  overlayed: fileVersionSchema.nullable(),
  original: fileVersionSchema.nullable(),
  /** Extra renditions: the MP4 of a GIF or boomerang, the GIF of a boomerang, the poster of a video. */
  mp4: fileVersionSchema.nullable(),
  gif: fileVersionSchema.nullable(),
  poster: fileVersionSchema.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  faceCount: z.number().int().nonnegative().nullable(),
  isPublic: z.boolean(),
  clientApproval: z.boolean(),
  /** Taken by the organiser while the campaign was a draft: kept out of exports, analytics, galleries and counts. */
  isTest: z.boolean(),
  /** When moderation (or the picture table) last approved or hid the picture; null while nobody decided. */
  moderatedAt: z.iso.datetime({ offset: true }).nullable(),
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  contact: shootContactSchema,
  userFeedback: userFeedbackSchema,
  /** Milliseconds from accepted upload to processed files. */
  processingTime: z.number().int().nonnegative().nullable(),
  /** Why processing failed, when it did. */
  failureReason: z.string().nullable(),
  micrositeUrl: z.string(),
  src: z.string().nullable(),
  thumbSrc: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Shoot = z.infer<typeof shootSchema>;
