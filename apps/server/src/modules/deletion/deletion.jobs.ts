import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import { claimDelivery, markSent, releaseClaim } from '@/modules/mail/mail.repo.ts';
import { renderDeletionMail } from '@/modules/mail/mail.templates.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';
import type { DeletionMailPayload } from './deletion.payload.ts';
import { campaignStock, findRecord } from './deletion.repo.ts';

/**
 * `deletion_mail`: the warning before a scheduled deletion or its proof afterwards, to one recipient.
 * A warning for a record that was cancelled or already ran is dropped; a proof waits (the queue retries)
 * until its run has claimed the record. Delivery is idempotent through mail_deliveries, like `mail_send`.
 */
export function createDeletionJobs(deps: { db: Db; mailer: Mailer }): JobRegistration[] {
  return [
    defineJob('deletion_mail', async (payload: DeletionMailPayload, { log }) => {
      const record = await findRecord(deps.db, payload.recordId);
      if (!record || record.cancelledAt) return 'skipped';
      if (payload.kind === 'warning' && (record.executedAt || record.counts)) {
        log.info({ recordId: record.id }, 'the deletion already started; its warning is no longer sent');
        return 'skipped';
      }
      if (payload.kind === 'proof' && (!record.executedAt || !record.counts)) throw new Error(`deletion ${record.id} has not finished yet; its proof waits`);

      const counts = payload.kind === 'proof' && record.counts ? record.counts : await campaignStock(deps.db, record.eventId);
      const claim = await claimDelivery(deps.db, { messageId: payload.messageId, recipient: payload.to, template: `deletion_${payload.kind}` });
      if (claim === 'already-sent') return 'skipped';
      if (claim === 'in-progress') throw new Error(`mail ${payload.messageId} is being sent by another worker`);
      const message = renderDeletionMail({
        kind: payload.kind,
        campaign: record.eventName,
        scheduledFor: record.scheduledFor,
        executedAt: record.executedAt,
        hours: record.rule.hours,
        counts,
        link: payload.link,
      });
      try {
        const sent = await deps.mailer.send({ messageId: payload.messageId, to: payload.to, ...message });
        await markSent(deps.db, payload.messageId, sent);
      } catch (error) {
        await releaseClaim(deps.db, payload.messageId);
        throw error;
      }
      return 'success';
    }),
  ];
}
