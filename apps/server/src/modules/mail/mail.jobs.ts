import type { Db } from '@/platform/db/database.ts';
import { defineJob } from '@/platform/jobs/registry.ts';
import type { JobRegistration } from '@/platform/jobs/types.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';
import { claimDelivery, markSent, releaseClaim } from './mail.repo.ts';
import { renderMail } from './mail.templates.ts';

/**
 * `mail_send`: renders and sends one message. Idempotent through mail_deliveries: a message already
 * sent is skipped, so a retry after a crash or a duplicated job never mails twice.
 */
export function createMailJobs(deps: { db: Db; mailer: Mailer }): JobRegistration[] {
  return [
    defineJob('mail_send', async (payload, { log }) => {
      const claim = await claimDelivery(deps.db, { messageId: payload.messageId, recipient: payload.to, template: payload.template });
      if (claim === 'already-sent') {
        log.info({ messageId: payload.messageId }, 'mail already sent; skipped');
        return 'skipped';
      }
      // Another worker is sending this very message; failing makes the queue retry later, by which
      // time it is either sent (then skipped) or its claim has lapsed.
      if (claim === 'in-progress') throw new Error(`mail ${payload.messageId} is being sent by another worker`);

      const rendered = renderMail(payload.template, payload.locale, payload.link);
      const sent = await deps.mailer.send({ messageId: payload.messageId, to: payload.to, ...rendered }).catch(async (error: unknown) => {
        await releaseClaim(deps.db, payload.messageId);
        throw error;
      });
      await markSent(deps.db, payload.messageId, sent);
      return 'success';
    }),
  ];
}
