import { randomUUID } from 'node:crypto';
import type { Locale } from '@booth/shared';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { MailTemplate, ShootMailPayload } from './mail.payload.ts';

export interface MailService {
  /** Queues a mail; the `mail_send` job renders and delivers it. */
  queueMail(mail: { to: string; firstName?: string; name?: string; locale: Locale; template: MailTemplate; link: string; campaign?: string }): Promise<string>;
  /**
   * Queues a guest's picture mail. The caller picks the message id: the same id queued again is
   * delivered once (see mail.repo.ts `claimDelivery`).
   */
  queueShootMail(mail: Omit<ShootMailPayload, 'template'>): Promise<string>;
}

export function createMailService(deps: { jobs: JobQueue }): MailService {
  return {
    async queueMail(mail) {
      const messageId = randomUUID();
      await deps.jobs.queue({ name: 'mail_send', data: { messageId, ...mail } });
      return messageId;
    },

    async queueShootMail(mail) {
      await deps.jobs.queue({ name: 'mail_send', data: { ...mail, template: 'shoot_share' } });
      return mail.messageId;
    },
  };
}
