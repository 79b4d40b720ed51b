import { locales } from '@booth/shared';
import { z } from 'zod';

export const mailTemplates = ['activation', 'password_reset'] as const;
export type MailTemplate = (typeof mailTemplates)[number];

/** Payload of the `mail_send` job. The message id makes delivery idempotent across retries. */
export const sendMailPayloadSchema = z.object({
  messageId: z.uuid(),
  to: z.email(),
  locale: z.enum(locales),
  template: z.enum(mailTemplates),
  link: z.url(),
});
export type SendMailPayload = z.infer<typeof sendMailPayloadSchema>;
