import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { NONE_CSP } from '@/platform/http/security-policies.ts';
import type { LiveClient } from './live-hub.ts';
import { RETRY_FRAME } from './live-frames.ts';

/**
 * A viewer that cannot keep up (a phone on a dying connection) is dropped rather than buffered
 * without bound: it reconnects with Last-Event-ID and catches up from the database.
 */
const MAX_BUFFERED_BYTES = 512 * 1024;

/** A Server-Sent Events response, written directly to the socket. */
export interface SseConnection extends LiveClient {
  readonly closed: boolean;
  /** Holds live writes back (buffered) while the replay is written; `release` sends them after it. */
  hold(): void;
  release(): void;
  /** Writes now, past a hold (the replay itself). */
  writeNow(text: string): void;
  onClose(listener: () => void): void;
}

/**
 * Takes the response over from Fastify (reply.hijack): no serializer, no onSend hooks, so
 * @fastify/compress never buffers the stream; the headers Fastify's hooks already set (security
 * headers, request id) are carried over and the content security policy onSend would add is set here.
 */
export function openSseConnection(reply: FastifyReply): SseConnection {
  reply.hijack();
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
  Object.assign(headers, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx and other proxies would otherwise buffer the events.
    'x-accel-buffering': 'no',
    'content-security-policy': NONE_CSP,
    'x-frame-options': 'DENY',
    connection: 'keep-alive',
  });
  raw.writeHead(200, headers);
  raw.socket?.setNoDelay(true);
  raw.socket?.setKeepAlive(true);
  raw.write(RETRY_FRAME);

  let closed = false;
  let held: string[] | undefined;
  const listeners: Array<() => void> = [];
  const finish = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners.splice(0)) listener();
  };
  raw.on('close', finish);
  raw.on('error', finish);

  const send = (text: string) => {
    if (closed || text.length === 0) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED_BYTES) connection.close();
  };

  const connection: SseConnection = {
    get closed() {
      return closed;
    },
    write(text) {
      if (held) held.push(text);
      else send(text);
    },
    writeNow: send,
    hold() {
      held ??= [];
    },
    release() {
      const pending = held;
      held = undefined;
      if (pending) send(pending.join(''));
    },
    close() {
      if (closed) return;
      raw.end();
      // A client that stopped reading never acknowledges the end; do not keep its socket.
      setTimeout(() => raw.destroy(), 1000).unref();
      finish();
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
  return connection;
}
