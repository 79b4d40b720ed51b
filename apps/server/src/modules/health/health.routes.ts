import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, livenessSchema, readinessSchema } from './health.schema.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Every part in detail (database, job queue, Redis, file store, disk space); 503 when one fails or the disk runs low',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const result = await health.check();
      return reply.code(result.status === 'ok' ? 200 : 503).send(result);
    },
  );

  app.get(
    '/health/live',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process runs and its event loop turns (restart it when this stops answering)',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'alive' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database, Redis (when configured) and the file store answer; 503 naming the failing parts (send no traffic here meanwhile)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const result = await health.ready();
      return reply.code(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
};
