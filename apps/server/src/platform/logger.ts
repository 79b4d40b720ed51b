import { pino, type Logger } from 'pino';
import type { Config } from '@/config.ts';

export type { Logger };

/**
 * JSON lines by default (what log collectors read); pretty output only when asked for with
 * PRETTY_LOGS or LOG_LEVEL=debug, never decided by NODE_ENV.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'prettyLogs'>): Logger {
  const pretty = config.prettyLogs || config.logLevel === 'debug';
  return pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-support-token"]'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  });
}
