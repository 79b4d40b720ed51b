import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from './health.schema.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Database and job queue status; 503 when either fails',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const result = await health.check();
      return reply.code(result.status === 'ok' ? 200 : 503).send(result);
    },
  );
};
