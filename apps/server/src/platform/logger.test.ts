import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('masks a support token in the path and keeps the rest', () => {
    expect(redactUrl('/api/customers/supportToken/abc.DEF-123?x=1')).toBe('/api/customers/supportToken/[redacted]?x=1');
    expect(redactUrl('/api/events/party')).toBe('/api/events/party');
  });
});

describe('the request log', () => {
  it('never writes a support token from the URL', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const base = createLogger({ logLevel: 'info', prettyLogs: false });
    // The same options on a logger that writes into the test's sink.
    const log = pino({ level: 'info', serializers: (base as unknown as Record<symbol, unknown>)[pino.symbols.serializersSym] as pino.LoggerOptions['serializers'] }, sink);
    const app = Fastify({ loggerInstance: log });
    app.get('/api/customers/supportToken/:token', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/customers/supportToken/s3cret-token' });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('/api/customers/supportToken/[redacted]');
    expect(text).not.toContain('s3cret-token');
  });
});
