import { locales } from '@booth/shared';
import { z } from 'zod';

/**
 * Account mails, rendered from the copy in mail.templates.ts (moderators' too: their own wording and
 * link). `registration_attempt` tells an account's owner that someone registered with their address.
 */
export const mailTemplates = ['activation', 'password_reset', 'registration_attempt', 'moderator_invitation', 'moderator_password_reset'] as const;
export type MailTemplate = (typeof mailTemplates)[number];

const common = {
  messageId: z.uuid(),
  to: z.email(),
  locale: z.enum(locales),
  link: z.url(),
};

export const accountMailPayloadSchema = z.object({
  ...common,
  template: z.enum(mailTemplates),
  /** The organiser's name (registration asks for it): the greeting uses it. */
  firstName: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  /** The campaign a moderator mail is about, named in its text. */
  campaign: z.string().max(200).optional(),
});
export type AccountMailPayload = z.infer<typeof accountMailPayloadSchema>;

/**
 * The guest texts of a shoot mail, resolved when it is queued (the event's own wording or the catalogue's
 * `mail.*` in the guest's language), so the job needs nothing of the event.
 */
export const shootMailTextsSchema = z.object({
  subject: z.string().max(300),
  greeting: z.string().max(2_000),
  body: z.string().max(2_000),
  open: z.string().max(300),
  attached: z.string().max(2_000),
});
export type ShootMailTexts = z.infer<typeof shootMailTextsSchema>;

/** A guest's picture sent from the sharing screen (campaigns §3 Sharing → Email). */
export const shootMailPayloadSchema = z.object({
  ...common,
  template: z.literal('shoot_share'),
  shootId: z.uuid(),
  /** The event's `sender`: the name the guest's mail program shows; the address is MAIL_FROM's. */
  senderName: z.string().max(200).optional(),
  texts: shootMailTextsSchema,
  /** Attach the MP4 rendition when the shoot has one (`attachMp4`). */
  attachMp4: z.boolean(),
  /** PUBLIC_URL when queued: the picture in the mail is loaded from there (absent in mails queued before it was shown). */
  publicUrl: z.string().max(2_000).optional(),
});
export type ShootMailPayload = z.infer<typeof shootMailPayloadSchema>;

/** Payload of the `mail_send` job. The message id makes delivery idempotent across retries. */
export const sendMailPayloadSchema = z.discriminatedUnion('template', [accountMailPayloadSchema, shootMailPayloadSchema]);
export type SendMailPayload = z.infer<typeof sendMailPayloadSchema>;
