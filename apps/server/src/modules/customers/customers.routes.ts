import { registrationAnswerSchema, registrationSchema } from '@booth/shared';
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
        description:
          '`{ email, password }` is enough; `firstName` and `name` are optional (greetings use them). The password must pass the password rule (NIST SP 800-63B): at least 8 characters, not a listed common or leaked password, not containing the e-mail address or the name, not easy to guess — else 400 naming `password` with the reason as its `code` (`too_short`, `password_common`, `password_contains_email`, `password_contains_name`, `password_too_guessable`). ' +
          'An address that has an account already gets the same 201 answer (its owner gets a mail saying so), so the answer never tells whether an address is registered.',
        body: registrationSchema,
        response: { 201: registrationAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const created = await customers.register({ ...request.body, locale: requestLocale(request) });
      return reply.code(201).send(created);
    },
  );
};
