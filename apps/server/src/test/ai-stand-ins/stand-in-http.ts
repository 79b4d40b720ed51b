import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

/**
 * The common part of the AI stand-ins (comfy-stand-in.ts, openai-stand-in.ts, removebg-stand-in.ts):
 * a node:http server on 127.0.0.1 with a free port, a behaviour switch, and a record of every request.
 *
 * Behaviours (`set(mode)`, back to `normal` with `set('normal')`):
 * - `normal`    answers as the real service does, with real pictures (sharp);
 * - `slow`      answers normally after `delayMs` (default 300 ms) on every request;
 * - `429`       every request is answered 429 (rate limited, with Retry-After), in the service's error shape;
 * - `500`       every request is answered 500, in the service's error shape;
 * - `garbage`   the main answer is 200 but unusable (not JSON / not a picture), as each stand-in documents;
 * - `hang`      the main request is never answered (the client must give up at its timeout);
 * - `huge`      the picture is a real PNG of 41.6 megapixels (above the clients' pixel limit);
 * - `oversized` the answer streams about 40 MB with no Content-Length (above the clients' byte limit).
 * ComfyUI's stand-in adds `error` (the workflow fails on the station: execution_error).
 */
export const standInModes = ['normal', 'slow', '429', '500', 'garbage', 'hang', 'huge', 'oversized'] as const;
export type StandInMode = (typeof standInModes)[number];

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The multipart fields (files as Blob/File), when the request was multipart/form-data. */
  form: FormData | null;
  /** The JSON body, when it was JSON. */
  json: unknown;
}

export interface StandIn<Mode extends string = StandInMode> {
  /** Base address, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Every request in arrival order (hung ones included). */
  requests: RecordedRequest[];
  set(mode: Mode): void;
  readonly mode: Mode;
  /** The `slow` delay in ms (default 300). */
  delayMs: number;
  close(): Promise<void>;
}

export interface Exchange {
  request: RecordedRequest;
  path: string;
  query: URLSearchParams;
  res: ServerResponse;
}

export type Route = (exchange: Exchange) => Promise<void> | void;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendBytes(res: ServerResponse, status: number, body: Buffer, contentType: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': body.length, ...headers });
  res.end(body);
}

/** About 40 MB streamed in chunks without a Content-Length: only a reader counting bytes notices. */
export function sendOversized(res: ServerResponse, contentType: string, prefix = ''): void {
  res.writeHead(200, { 'content-type': contentType });
  const block = Buffer.alloc(1024 * 1024, 0x41);
  let sent = 0;
  const stream = Readable.from(
    (function* () {
      if (prefix) yield Buffer.from(prefix);
      while (sent < 40) {
        sent++;
        yield block;
      }
    })(),
  );
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

async function record(req: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  let form: FormData | null = null;
  let json: unknown = undefined;
  if (type.startsWith('multipart/form-data')) {
    // undici parses multipart exactly as a server framework would.
    form = await new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': type }, body }).formData();
  } else if (type.includes('json') && body.length) {
    try {
      json = JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      json = undefined;
    }
  }
  return { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body, form, json };
}

/**
 * Starts a stand-in. `route` answers in `normal`, `garbage`, `huge` and `oversized` modes (and after the
 * delay in `slow`); `429`, `500` and `hang` are answered here, with `errorBody` giving the service's
 * error shape. `hangsOn` limits `hang` to the service's main request (others answer normally).
 */
export async function startStandIn<Mode extends string = StandInMode>(options: {
  route: Route;
  errorBody: (status: number) => unknown;
  hangsOn?: (path: string, method: string) => boolean;
  /** Lets a stand-in take over `hang` itself (ComfyUI queues the prompt and never runs it). */
  handlesHang?: boolean;
  onServer?: (server: Server) => void;
}): Promise<StandIn<Mode> & { readonly current: () => string }> {
  let mode = 'normal';
  const requests: RecordedRequest[] = [];
  const state = { delayMs: 300 };
  const server = createServer((req, res) => {
    void (async () => {
      const request = await record(req);
      requests.push(request);
      const url = new URL(request.url, 'http://stand-in');
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (mode === '429') return sendJson(res, 429, options.errorBody(429), { 'retry-after': '1' });
      if (mode === '500') return sendJson(res, 500, options.errorBody(500));
      if (mode === 'hang' && !options.handlesHang && (options.hangsOn?.(url.pathname, request.method) ?? true)) return; // never answered
      await options.route({ request, path: url.pathname, query: url.searchParams, res });
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.destroy();
    });
  });
  options.onServer?.(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set(next) {
      mode = next;
    },
    get mode() {
      return mode as Mode;
    },
    current: () => mode,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
