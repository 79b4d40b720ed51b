import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Polls `check` (sync or async) until it answers something truthy; the error names what was awaited. */
export async function waitFor<T>(check: () => T | undefined | null | false | Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface HeldRequest {
  method: string;
  path: string;
  body: string;
}

/**
 * A loopback HTTP proxy in front of the real server, standing for the venue's network: it forwards every
 * request, except one matching `holdNext`, which it swallows (never forwarded, never answered), as a
 * connection that dies mid-request does. A print server talking through it can so be stopped at an
 * exact point (after the printer took a job, before the server heard of it).
 *
 * It also keeps the server's shutdown clean: fetch may open a connection for a call aborted while
 * connecting and keep it without ever sending a request, and Node's server.close() waits for such a
 * connection forever. Those land here and `close` cuts them; towards the server every connection
 * carries exactly one request.
 */
export interface FlakyNetwork {
  url: string;
  /** Every request that went through, in order (a swallowed one too). */
  requests: HeldRequest[];
  /** The next request `matches` accepts is swallowed; resolves with it once it came. */
  holdNext(matches: (held: HeldRequest) => boolean): Promise<HeldRequest>;
  close(): Promise<void>;
}

export async function startFlakyNetwork(target: string): Promise<FlakyNetwork> {
  const upstream = new URL(target);
  let hold: { matches: (held: HeldRequest) => boolean; resolve: (held: HeldRequest) => void } | null = null;
  const inbound = new Set<Socket>();
  const agent = new Agent({ keepAlive: false });
  const requests: HeldRequest[] = [];

  async function forward(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const seen = { method: req.method ?? 'GET', path: req.url ?? '/', body: body.toString('utf8') };
    requests.push(seen);
    if (hold?.matches(seen)) {
      hold.resolve(seen);
      hold = null;
      return;
    }
    const headers = { ...req.headers, host: upstream.host, connection: 'close' };
    const outbound = request({ agent, host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      const { connection: _hop, 'keep-alive': _alive, ...passed } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, passed);
      answer.pipe(res);
    });
    // The caller gave up (a long poll aborted, a killed program): end the forwarded call too.
    res.on('close', () => outbound.destroy());
    outbound.on('error', () => res.destroy());
    outbound.end(body);
  }

  const server = createServer((req, res) => {
    forward(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    inbound.add(socket);
    socket.once('close', () => inbound.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    holdNext(matches) {
      return new Promise((resolve) => {
        hold = { matches, resolve };
      });
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of inbound) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}
