import { locales } from '@booth/shared';
import { z } from 'zod';
import { mfaEmailPurposes } from './mfa.table.ts';

/**
 * Payload of `mfa_code_mail`. The code travels in clear here (a mail has to carry it); the job row
 * outlives the code by the queue's retention, but a code is useless after its 10 minutes, after one
 * use and without the password step or the session it belongs to.
 */
export const mfaCodeMailPayloadSchema = z.object({
  messageId: z.uuid(),
  to: z.email(),
  locale: z.enum(locales),
  purpose: z.enum(mfaEmailPurposes),
  code: z.string().regex(/^\d{6}$/),
  /** A mail that could not go out before the code ran out is not sent at all. */
  expiresAt: z.iso.datetime(),
  firstName: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
});
export type MfaCodeMailPayload = z.infer<typeof mfaCodeMailPayloadSchema>;
