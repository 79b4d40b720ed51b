import { pino, type Logger } from 'pino';
import type { Config } from '@/config.ts';

export type { Logger };

/** A support token travels in the path of its check call: masked before a request line is logged (its header is redacted too). */
export function redactUrl(url: string): string {
  return url.replace(/(\/supportToken\/)[^/?#]+/i, '$1[redacted]');
}

/** Fastify's request line (method, url, host, address), with the URL's secrets masked. */
function requestLine(req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: req.url === undefined ? undefined : redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * JSON lines by default (what log collectors read); pretty output only when asked for with
 * PRETTY_LOGS or LOG_LEVEL=debug, never decided by NODE_ENV.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'prettyLogs'>): Logger {
  const pretty = config.prettyLogs || config.logLevel === 'debug';
  return pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-support-token"]'], censor: '[redacted]' },
    // Fastify takes a logger instance's own serializers over its defaults.
    serializers: { req: requestLine },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  });
}
