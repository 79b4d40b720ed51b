import { join } from 'node:path';
import type { Config } from '@/config.ts';
import type { Logger } from '@/platform/logger.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Logger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, log)
    : createOutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}
