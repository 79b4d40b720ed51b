import type { RouteOptions } from 'fastify';

/** `METHOD /api/path/:param` — how the matrix names a route (the URL pattern as it was registered). */
export type RouteKey = `${string} /api${string}`;

/**
 * The /api routes among everything an app registered (collected by an onRoute hook), one key per
 * method. The HEAD route Fastify adds beside every GET runs the GET's own handler, so it is the same
 * door and left out; a HEAD route with a handler of its own (GET/HEAD /api/files/*) is kept.
 */
export function apiRouteKeys(registered: readonly RouteOptions[]): RouteKey[] {
  const api = registered.filter((route) => route.url === '/api' || route.url.startsWith('/api/'));
  const getHandlers = new Map<string, RouteOptions['handler']>();
  for (const route of api) if (methodsOf(route).includes('GET')) getHandlers.set(route.url, route.handler);
  const keys = new Set<RouteKey>();
  for (const route of api) {
    for (const method of methodsOf(route)) {
      if (method === 'HEAD' && getHandlers.get(route.url) === route.handler) continue;
      keys.add(`${method} ${route.url}` as RouteKey);
    }
  }
  return [...keys].sort();
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((method) => String(method).toUpperCase());
}
