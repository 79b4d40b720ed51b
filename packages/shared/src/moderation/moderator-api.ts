import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth.ts';
import { singleLine } from '../safe-text-schema.ts';

/**
 * Moderators (campaigns §3 "Moderator", §6, §7): invited by e-mail for one campaign, with a sign-in of
 * their own that opens only that campaign's moderation. One account per campaign and address.
 */

/** A campaign slug as the moderation calls carry it. */
export const moderationEventSlugSchema = singleLine().min(1).max(64);

/** HttpOnly cookie holding a moderator's session token (never readable by scripts). */
export const MODERATOR_SESSION_COOKIE = 'moderator_token';
// The readable moderation-event cookie (platform §2) is MODERATION_EVENT_COOKIE in app-config.ts: set by
// the server at a moderator's sign-in, read by the web app's routing rules.

/** How long an invitation link (and a "forgot password" link) of a moderator stays valid. */
export const MODERATOR_INVITATION_TTL_HOURS = 72;
export const MODERATOR_RESET_TTL_HOURS = 2;

/** One moderator as the organiser's calls answer it. */
export const moderatorSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  eventSlug: z.string(),
  /** Whether the moderator has set a password (accepted the invitation). */
  activated: z.boolean(),
  invitedAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Moderator = z.infer<typeof moderatorSchema>;

/** GET /moderators?eventSlug= */
export const moderatorListQuerySchema = z.object({ eventSlug: moderationEventSlugSchema });
export const moderatorListSchema = z.object({ moderators: z.array(moderatorSchema) });
export type ModeratorList = z.infer<typeof moderatorListSchema>;

/** POST /moderators {email, eventSlug} → 201, and the invitation e-mail goes out. */
export const moderatorCreateSchema = z.object({ email: emailSchema, eventSlug: moderationEventSlugSchema });
export type ModeratorCreate = z.infer<typeof moderatorCreateSchema>;

/** PATCH /moderators/{id}: a changed address is a new invitation (the old sign-in ends). */
export const moderatorPatchSchema = z.object({ email: emailSchema });
export type ModeratorPatch = z.infer<typeof moderatorPatchSchema>;

/** PUT /auth/moderation/reset {password, token, eventSlug}: sets the password and signs the moderator in. */
export const moderatorResetSchema = z.object({
  password: passwordSchema,
  token: singleLine().min(1).max(200),
  eventSlug: moderationEventSlugSchema,
});
export type ModeratorReset = z.infer<typeof moderatorResetSchema>;

/** POST /auth/moderation/login {email, password, eventSlug}. */
export const moderatorCredentialsSchema = z.object({
  email: emailSchema,
  password: singleLine().min(1).max(200),
  eventSlug: moderationEventSlugSchema,
});
export type ModeratorCredentials = z.infer<typeof moderatorCredentialsSchema>;

/** POST /auth/moderation/forget {email, eventSlug}: always 204, a link is mailed when the account exists. */
export const moderatorForgetSchema = z.object({ email: emailSchema, eventSlug: moderationEventSlugSchema });
export type ModeratorForget = z.infer<typeof moderatorForgetSchema>;

/** GET /auth/moderation/me: who the moderator session belongs to, and its one campaign. */
export const moderatorMeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  eventSlug: z.string(),
  eventName: z.string(),
});
export type ModeratorMe = z.infer<typeof moderatorMeSchema>;
