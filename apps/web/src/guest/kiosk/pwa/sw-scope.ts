/*
 * The service worker's part of the browser API, declared here because the web app type-checks as a
 * page (lib DOM): lib "WebWorker" cannot join the same program without clashing with it. Only what
 * sw.ts and Workbox's typings (which name ExtendableEvent and FetchEvent) use; the names are the
 * standard ones, so nothing else in the app can mistake them.
 */
declare global {
  interface ExtendableEvent extends Event {
    waitUntil(promise: Promise<unknown>): void;
  }

  interface FetchEvent extends ExtendableEvent {
    readonly request: Request;
    readonly clientId: string;
    readonly resultingClientId: string;
    respondWith(response: Response | Promise<Response>): void;
  }

  interface ExtendableMessageEvent extends ExtendableEvent {
    readonly data: unknown;
    readonly ports: readonly MessagePort[];
  }
}

export interface WorkerClient {
  readonly id: string;
  readonly url: string;
}

/** `self` inside the kiosk's service worker. */
export interface KioskWorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  readonly clients: {
    get(id: string): Promise<WorkerClient | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  fetch: typeof fetch;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
