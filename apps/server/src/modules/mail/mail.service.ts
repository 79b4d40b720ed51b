import { randomUUID } from 'node:crypto';
import type { Locale } from '@booth/shared';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { MailTemplate } from './mail.payload.ts';

export interface MailService {
  /** Queues a mail; the `mail_send` job renders and delivers it. */
  queueMail(mail: { to: string; locale: Locale; template: MailTemplate; link: string }): Promise<string>;
}

export function createMailService(deps: { jobs: JobQueue }): MailService {
  return {
    async queueMail(mail) {
      const messageId = randomUUID();
      await deps.jobs.queue({ name: 'mail_send', data: { messageId, ...mail } });
      return messageId;
    },
  };
}
