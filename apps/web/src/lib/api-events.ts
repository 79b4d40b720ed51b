import type { ApiError } from '@/lib/api-error';

/**
 * The API client reports what happened; the app decides what to do (navigate, clear the session,
 * colour the progress bar). Keeping navigation out of the client keeps it testable and reusable.
 */
export interface ApiEventMap {
  'request-started': { method: string; path: string };
  unauthenticated: ApiError;
  'request-failed': ApiError;
}

type Handler<K extends keyof ApiEventMap> = (payload: ApiEventMap[K]) => void;

const handlers: { [K in keyof ApiEventMap]: Set<Handler<K>> } = {
  'request-started': new Set(),
  unauthenticated: new Set(),
  'request-failed': new Set(),
};

export function onApiEvent<K extends keyof ApiEventMap>(name: K, handler: Handler<K>): () => void {
  handlers[name].add(handler);
  return () => handlers[name].delete(handler);
}

export function emitApiEvent<K extends keyof ApiEventMap>(name: K, payload: ApiEventMap[K]): void {
  for (const handler of handlers[name]) handler(payload);
}
