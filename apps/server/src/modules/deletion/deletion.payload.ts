import { z } from 'zod';

export const deletionMailKinds = ['warning', 'proof'] as const;
export type DeletionMailKind = (typeof deletionMailKinds)[number];

/**
 * Payload of `deletion_mail`: one message of a scheduled deletion to one recipient. Only ids travel;
 * the handler reads the record when it sends (the proof's counts exist only once the run finished).
 * The message id is derived from record, kind and recipient, so queueing it again never mails twice.
 */
export const deletionMailPayloadSchema = z.object({
  messageId: z.uuid(),
  recordId: z.uuid(),
  kind: z.enum(deletionMailKinds),
  to: z.email(),
  /** The campaign's picture table (warning: export before the date) or campaign page (proof). */
  link: z.url(),
});
export type DeletionMailPayload = z.infer<typeof deletionMailPayloadSchema>;
