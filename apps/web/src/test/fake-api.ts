import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  /** The query string, for list calls. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** Multipart bodies (uploads), as sent. */
  form?: FormData;
  /** Whether fetch was told to send cookies (the session is an HttpOnly cookie). */
  credentials?: RequestCredentials;
}

export interface FakeResponse {
  status?: number;
  /** JSON, or a Blob sent as it is (file downloads). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The connection fails instead of answering. */
  networkError?: boolean;
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

  /** Records the request and finds its answer; undeclared endpoints answer 404 like the real server. */
  async answer(request: FakeRequest): Promise<FakeResponse> {
    this.requests.push(request);
    const handler = this.handlers.get(`${request.method} ${request.path}`);
    return handler ? handler(request) : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found', requestId: 'test' } };
  }

  install(): this {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, headers: new Headers(init.headers), body, credentials: init.credentials };
      const answer = await this.answer(request);
      if (answer.networkError) throw new TypeError('Failed to fetch');
      const isBlob = answer.body instanceof Blob;
      // jsdom's Blob is not Node's, which Response expects: hand over the bytes.
      const payload =
        answer.body === undefined || method === 'HEAD' ? null : isBlob ? await (answer.body as Blob).arrayBuffer() : JSON.stringify(answer.body);
      return new Response(payload, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': isBlob ? (answer.body as Blob).type : 'application/json', ...answer.headers },
      });
    });
    vi.stubGlobal('XMLHttpRequest', fakeXhrClass(this));
    return this;
  }
}

/**
 * XMLHttpRequest (used for uploads, for their progress) against the same fake API. Upload progress
 * is reported at half the body before the handler runs and at the whole body after it, so a test
 * whose handler waits can see a file half-way.
 */
function fakeXhrClass(api: FakeApi) {
  return class FakeXhr {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private readonly events = new EventTarget();
    private readonly headers = new Headers();
    private method = 'GET';
    private url = '';
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }

    abort() {
      this.aborted = true;
      this.events.dispatchEvent(new Event('abort'));
    }

    send(body: unknown) {
      const url = new URL(this.url, 'http://localhost');
      const form = body instanceof FormData ? body : undefined;
      const total = form ? [...form.values()].reduce((sum, value) => sum + (value instanceof Blob ? value.size : String(value).length), 0) : 0;
      const request: FakeRequest = { method: this.method, path: url.pathname, query: url.searchParams, headers: this.headers, body: undefined, form };
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total: Math.max(total, 1) }));
      void (async () => {
        await Promise.resolve();
        progress(Math.round(Math.max(total, 1) / 2));
        const answer = await api.answer(request);
        if (this.aborted) return;
        if (answer.networkError) {
          this.events.dispatchEvent(new Event('error'));
          return;
        }
        progress(Math.max(total, 1));
        this.status = answer.status ?? 200;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.events.dispatchEvent(new Event('load'));
      })();
    }
  };
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
