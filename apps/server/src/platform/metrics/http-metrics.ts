import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpRequestSeconds } from './registry.ts';

/** What a request without a route (a 404, a scanner's probe) is counted as: raw URLs would be unbounded labels. */
const NO_ROUTE = 'unmatched';

/**
 * Times every request by its route pattern (`/api/events/:slug`, never the URL itself), method and
 * status class. Added before the routes, so every route of the app has it. Only replies Fastify sends
 * count (they pass onSend): a handler that takes the response over (the live event streams) keeps it
 * open for as long as a screen watches, which is no latency.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  const sentByFastify = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request) => {
    sentByFastify.add(request);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!sentByFastify.has(request)) return;
    httpRequestSeconds.observe(
      { method: request.method, route: request.routeOptions.url ?? NO_ROUTE, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
}
