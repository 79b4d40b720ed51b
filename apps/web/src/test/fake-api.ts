import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * A small in-memory API behind `fetch`: tests declare the answers of the endpoints they touch and
 * read back what the app sent. Anything undeclared answers 404 NOT_FOUND like the real server.
 */
export class FakeApi {
  readonly requests: FakeRequest[] = [];
  private readonly handlers = new Map<string, Handler>();

  on(method: string, path: string, handler: Handler | FakeResponse): this {
    this.handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  calls(method: string, path: string): FakeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  install(): this {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request: FakeRequest = { method, path: url.pathname, headers: new Headers(init.headers), body };
      this.requests.push(request);
      const handler = this.handlers.get(`${method} ${url.pathname}`);
      const answer = handler
        ? await handler(request)
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found', requestId: 'test' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    });
    return this;
  }
}

export const testUser = {
  id: '3f0c7d5e-2a4b-4c6d-8e9f-0a1b2c3d4e5f',
  email: 'anna@example.com',
  admin: false,
  moderator: false,
  plan: { name: 'Free', level: null, products: ['booth', 'peerpix', 'cheddar'] },
  scope: [],
};

export const testLevel = {
  role: { name: 'trial', level: 0, role: 'trial', products: ['booth'] },
  additionalFeatures: [],
  plans: [],
};

export function apiError(status: number, code: string, message = code): FakeResponse {
  return { status, body: { code, message, requestId: 'req-test' } };
}

/** The endpoints every page load touches: config, and the user record when a token exists. */
export function baseApi(): FakeApi {
  return new FakeApi()
    .on('GET', '/api/config', { body: { productName: 'Boothwerk', knownHosts: ['boothwerk.example'], demoAccount: false } })
    .on('GET', '/api/auth/user', { body: testUser })
    .on('GET', '/api/auth/level', { body: testLevel });
}
