import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

/**
 * A local stand-in for the parts of Stripe's HTTP API the app uses: the official SDK talks to it through
 * STRIPE_API_BASE, and it signs and delivers webhooks the way Stripe does (`Stripe-Signature: t=…,v1=…`).
 * Route files (billing-routes.ts, connect-routes.ts) add the endpoints; tests read and steer `objects`.
 */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface StandInRequest {
  method: string;
  path: string;
  /** The path's parameters of the matched route (`:id`). */
  params: Record<string, string>;
  /** Form body (qs-decoded, as the SDK sends it) merged with the query string. */
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export type StandInHandler = (request: StandInRequest) => unknown;

export interface StripeError {
  status: number;
  type: 'card_error' | 'invalid_request_error' | 'api_error';
  code?: string;
  decline_code?: string;
  message: string;
}

/** Thrown by a handler: answered with Stripe's error envelope. */
export class StandInError extends Error {
  constructor(readonly error: StripeError) {
    super(error.message);
  }
}

export interface StripeStandIn {
  url: string;
  /** Every object by id (customers, subscriptions, invoices …), as the handlers keep them. */
  objects: Map<string, StripeObject>;
  /** Requests received, newest last (method, path, body). */
  requests: StandInRequest[];
  route(method: string, pattern: string, handler: StandInHandler): void;
  newId(prefix: string): string;
  save<T extends StripeObject>(object: T): T;
  get<T extends StripeObject = StripeObject>(id: string): T;
  /** Builds an event for an object, signs it and POSTs it to the webhook address; answers the HTTP status. */
  sendEvent(type: string, object: StripeObject, options?: { account?: string; id?: string; signWith?: string }): Promise<{ status: number; eventId: string; body: string }>;
  /** Re-sends a delivered event exactly as before (a duplicate delivery). */
  resend(eventId: string): Promise<number>;
  webhookUrl: string | null;
  close(): Promise<void>;
}

export interface StandInOptions {
  webhookSecret: string;
  /** Where webhooks go (the app under test's /api/stripe/webhook); may be set later. */
  webhookUrl?: string;
  now?: () => Date;
}

export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const routes: { method: string; parts: string[]; handler: StandInHandler }[] = [];
  const objects = new Map<string, StripeObject>();
  const requests: StandInRequest[] = [];
  const delivered = new Map<string, { payload: string; signature: string }>();
  const now = options.now ?? (() => new Date());

  function match(method: string, path: string): { handler: StandInHandler; params: Record<string, string> } | null {
    const segments = path.split('/').filter(Boolean);
    for (const route of routes) {
      if (route.method !== method || route.parts.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const ok = route.parts.every((part, index) => {
        const segment = decodeURIComponent(segments[index] ?? '');
        if (part.startsWith(':')) params[part.slice(1)] = segment;
        return part.startsWith(':') || part === segment;
      });
      if (ok) return { handler: route.handler, params };
    }
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = { ...qs.parse(url.search.slice(1)), ...qs.parse(Buffer.concat(chunks).toString('utf8')) } as Record<string, unknown>;
    const method = req.method ?? 'GET';
    const found = match(method, url.pathname);
    const request: StandInRequest = { method, path: url.pathname, params: found?.params ?? {}, body, headers: req.headers };
    requests.push(request);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(value));
    };
    if (!found) return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` } });
    try {
      const result = await found.handler(request);
      if (Buffer.isBuffer(result)) {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(result);
      }
      send(200, result);
    } catch (error) {
      if (error instanceof StandInError) {
        const { status, ...rest } = error.error;
        return send(status, { error: rest });
      }
      send(500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function post(payload: string, signature: string): Promise<{ status: number; body: string }> {
    if (!standIn.webhookUrl) throw new Error('stand-in: no webhookUrl set');
    const response = await fetch(standIn.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    return { status: response.status, body: await response.text() };
  }

  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    webhookUrl: options.webhookUrl ?? null,
    route(method, pattern, handler) {
      routes.push({ method, parts: pattern.split('/').filter(Boolean), handler });
    },
    newId(prefix) {
      return `${prefix}_${randomBytes(12).toString('hex')}`;
    },
    save(object) {
      objects.set(object.id, object);
      return object;
    },
    get<T extends StripeObject = StripeObject>(id: string) {
      const object = objects.get(id);
      if (!object) throw new StandInError({ status: 404, type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` });
      return object as T;
    },
    async sendEvent(type, object, eventOptions = {}) {
      const created = Math.floor(now().getTime() / 1000);
      const id = eventOptions.id ?? standIn.newId('evt');
      const event = { id, object: 'event', api_version: '2025-01-01', created, type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object }, ...(eventOptions.account ? { account: eventOptions.account } : {}) };
      const payload = JSON.stringify(event);
      const signature = stripeSignature(payload, eventOptions.signWith ?? options.webhookSecret, created);
      delivered.set(id, { payload, signature });
      const answer = await post(payload, signature);
      return { status: answer.status, eventId: id, body: answer.body };
    },
    async resend(eventId) {
      const event = delivered.get(eventId);
      if (!event) throw new Error(`stand-in: event ${eventId} was never sent`);
      return (await post(event.payload, event.signature)).status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
