import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '@/platform/logger.ts';
import { composeMessage, type Mailer } from './mailer.ts';

/** `2026-01-31T10-15-00-123Z_anna_at_example.com_1a2b3c4d.eml`: sorts by time, names the recipient. */
export function outboxFileName(to: string, messageId: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const recipient = to.toLowerCase().replace('@', '_at_').replace(/[^a-z0-9._+-]/g, '_');
  return `${stamp}_${recipient}_${messageId.slice(0, 8)}.eml`;
}

/**
 * Without SMTP every mail becomes an RFC 822 `.eml` file under DATA_DIR/outbox, which any mail
 * program opens, and a log line names the file: registration works on a fresh machine.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: Logger): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail(composeMessage(from, mail));
      await mkdir(outboxDir, { recursive: true });
      const path = join(outboxDir, outboxFileName(mail.to, mail.messageId));
      // The composer was asked for a Buffer; `wx` refuses to overwrite a message already written.
      await writeFile(path, info.message as Buffer, { flag: 'wx' });
      log.info({ to: mail.to, path }, `mail to ${mail.to} written to ${path}`);
      return { transport: 'outbox', location: path };
    },
    close() {
      transport.close();
    },
  };
}
