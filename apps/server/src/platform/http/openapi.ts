import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema, PRODUCT_NAME } from '@booth/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3 generated from the routes' zod schemas (never written by hand), browsable at /api/docs
 * and as JSON at /api/docs/json. Register before the routes so that every route is collected.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  // Every route answers its errors with this one shape: named once, every error status refers to it
  // instead of spelling it out again (several kilobytes per route, which the docs UI has to digest).
  if (!z.globalRegistry.has(apiErrorSchema)) z.globalRegistry.add(apiErrorSchema, { id: 'ApiError' });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        description: 'Errors answer `{ code, message, requestId, fields? }`. Authenticated calls send `Authorization: Bearer <token>` from `POST /api/auth/login`.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (z.globalRegistry) become components that routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
