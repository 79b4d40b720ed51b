import { createHash } from 'node:crypto';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { DeletionMailKind } from './deletion.payload.ts';

/**
 * The same message id for the same record, kind and recipient (a name-based UUID, version 8), so a
 * message queued again after a crash or by a second sweep is delivered once (mail_deliveries).
 */
export function deletionMessageId(recordId: string, kind: DeletionMailKind, recipient: string): string {
  const hex = createHash('sha256').update(`deletion:${recordId}:${kind}:${recipient.toLowerCase()}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Who is told: the rule's recipients, or the campaign owner when the rule names nobody. */
export function deletionRecipients(recipients: readonly string[], ownerEmail: string | null): string[] {
  const named = [...new Set(recipients.map((address) => address.trim()).filter(Boolean))];
  if (named.length > 0) return named;
  return ownerEmail ? [ownerEmail] : [];
}

/** The organiser pages the mails link to: the picture table (export) for the warning, the campaign for the proof. */
export function deletionLink(publicUrl: string, eventSlug: string | null, kind: DeletionMailKind): string {
  const campaign = eventSlug === null ? '' : `/${encodeURIComponent(eventSlug)}${kind === 'warning' ? '/table' : ''}`;
  const path = `/events${campaign}`;
  // German pages (no prefix): the message is German first.
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export async function queueDeletionMails(
  jobs: JobQueue,
  mail: { recordId: string; kind: DeletionMailKind; recipients: string[]; link: string },
): Promise<void> {
  for (const to of mail.recipients) {
    await jobs.queue({ name: 'deletion_mail', data: { messageId: deletionMessageId(mail.recordId, mail.kind, to), recordId: mail.recordId, kind: mail.kind, to, link: mail.link } });
  }
}
