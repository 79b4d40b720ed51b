import { createTransport } from 'nodemailer';
import type { Logger } from '@/platform/logger.ts';
import { composeMessage, type Mailer } from './mailer.ts';

/** SMTP_URL, e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
export function createSmtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(composeMessage(from, mail));
      log.info({ to: mail.to, response: info.response }, `mail to ${mail.to} sent over SMTP`);
      return { transport: 'smtp', location: info.response };
    },
    close() {
      transport.close();
    },
  };
}
