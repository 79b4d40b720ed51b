import { customerCreatedSchema, registrationSchema } from '@booth/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '@/platform/http/request-locale.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { CustomersService } from './customers.service.ts';

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService; authRateLimit: RateLimitOptions }> = async (
  app,
  { customers, authRateLimit },
) => {
  app.post(
    '/customers',
    {
      config: { auth: 'none', rateLimit: authRateLimit },
      schema: {
        tags: ['customers'],
        summary: 'Register: creates a trial customer on the Free plan and mails the activation link',
        body: registrationSchema,
        response: { 201: customerCreatedSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await customers.register({ ...request.body, locale: requestLocale(request) });
      return reply.code(201).send(created);
    },
  );
};
