import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Unauthenticated } from '@/errors.ts';
import type { Metrics } from '@/platform/metrics/runtime-metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first wrong character shows in the timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /api/metrics`: the Prometheus text format of this process. Registered only when METRICS_TOKEN is
 * set, and answered only to a request carrying it as a bearer token: the figures (routes, queues,
 * memory) are for the operator, whatever address asks.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: Metrics; token: string }> = async (app, { metrics, token }) => {
  app.get(
    '/metrics',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics of this process (METRICS_TOKEN as bearer token)',
        description: 'Request latency by route, job queues, picture processing time, live streams, database pool, file store failures and the Node.js process metrics, in the Prometheus text format.',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) throw new Unauthenticated('The metrics need the METRICS_TOKEN as a bearer token');
      return reply.type(metrics.contentType).header('cache-control', 'no-store').send(await metrics.scrape());
    },
  );
};
