import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { shootSchema } from '../shoots/shoot-schema.ts';

/**
 * The moderation queue (campaigns §2 Presentation, §3 Shoot isPublic/clientApproval): one decision per
 * picture, the shoot's `isPublic`, governs every public surface (gallery, dynamic gallery, mosaic,
 * printing) and never the guest's own copy. A picture nobody decided on yet is `pending`
 * (`moderatedAt` null and not public); campaigns with `autoPublic` start their pictures approved.
 */
export const moderationStates = ['pending', 'approved', 'hidden'] as const;
export type ModerationState = (typeof moderationStates)[number];

export const moderationDecisions = ['approve', 'hide'] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

/** The state a picture is in, from its row's switches. */
export function moderationStateOf(shoot: { isPublic: boolean; moderatedAt: string | Date | null }): ModerationState {
  if (shoot.isPublic) return 'approved';
  return shoot.moderatedAt === null ? 'pending' : 'hidden';
}

/** GET /events/{slug}/moderation/shoots: newest first, keyset-paged by `olderThan` (the previous `nextCursor`). */
export const moderationQuerySchema = z.object({
  state: z.enum(moderationStates).optional(),
  /** Comma list of shoot kinds. */
  kind: singleLine().max(200).optional(),
  olderThan: singleLine().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderationCountsSchema = z.object({
  pending: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  hidden: z.number().int().nonnegative(),
});
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;

/** One page of the queue, with the counts per state of the whole campaign (for the filter tabs). */
export const moderationPageSchema = z.object({
  shoots: z.array(shootSchema),
  nextCursor: z.string().nullable(),
  counts: moderationCountsSchema,
  /** The campaign's switches the moderation screen shows. */
  event: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    autoPublic: z.boolean(),
    galleryOptIn: z.boolean(),
  }),
});
export type ModerationPage = z.infer<typeof moderationPageSchema>;

export const MODERATION_BULK_MAX = 500;

/** POST /events/{slug}/moderation/decisions: approve or hide one or many pictures of the campaign. */
export const moderationDecisionSchema = z.object({
  shootIDs: z.array(z.uuid()).min(1).max(MODERATION_BULK_MAX),
  decision: z.enum(moderationDecisions),
});
export type ModerationDecisionRequest = z.infer<typeof moderationDecisionSchema>;
export const moderationDecisionResultSchema = z.object({ decision: z.enum(moderationDecisions), count: z.number().int().nonnegative() });
