import { ASSET_BYTE_LIMITS, aiExecutionSchema } from '@booth/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import type { FileObject } from '@/platform/files/file-store.ts';
import { registerMultipart, uploadParts } from '@/platform/http/multipart.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { AI_FILE_CACHE, type AiExecutionFile } from './ai-execution-files.ts';
import type { AiExecutionsService } from './ai-executions.service.ts';

const tags = ['aifilters'];
const idParams = z.object({ id: z.uuid() });
// The picture's bytes (a stream; never serialised), described for OpenAPI only.
const pictureBody = z.unknown().describe('The picture (JPEG)');

const EXECUTE_DESCRIPTION =
  'Multipart: the text fields `slug` (the filter: your own or a library filter) and optionally `variant` (male or female, required for a filter with separate ids), ' +
  'then `file`, a PNG or JPEG photo of at most 25 MB and 8192 pixels on a side; it is checked by its content and re-encoded. ' +
  'Answers 202 with the execution at once; a durable job runs it and `GET /aifilters/executions/{id}` follows its progress and estimate. ' +
  "It books the provider's credits for a metered account (a failed run is refunded). Another customer's private filter answers 404; " +
  'no credits left answers 422 LIMIT_EXCEEDED naming the field `credits`; a provider this installation has not set up answers 412.';

/** Names the execution as an OpenAPI component: four routes answer it. */
export function registerAiExecutionSchemaComponents(): void {
  if (!z.globalRegistry.has(aiExecutionSchema)) z.globalRegistry.add(aiExecutionSchema, { id: 'AiExecution' });
}

function sendPicture(reply: FastifyReply, object: FileObject): FastifyReply {
  return reply
    .header('content-type', object.contentType)
    .header('content-length', object.contentLength)
    .header('cache-control', AI_FILE_CACHE)
    .header('vary', 'Authorization, Cookie')
    .header('x-content-type-options', 'nosniff')
    .send(object.stream);
}

/** The studio's AI executions (platform §7 "AI filters"): run a filter on a photo, follow it, fetch its pictures. */
export const aiExecutionsPlugin: FastifyPluginAsyncZod<{ aiExecutions: AiExecutionsService }> = async (app, { aiExecutions }) => {
  registerAiExecutionSchemaComponents();
  // Multipart for this scope only: one picture and two short fields.
  await registerMultipart(app, { maxFileBytes: ASSET_BYTE_LIMITS.image });

  app.post(
    '/aifilters/execute',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Run an AI filter on an uploaded photo (the studio test); 202 with the execution',
        description: EXECUTE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 202: aiExecutionSchema, ...errorResponses(400, 401, 404, 406, 412, 413, 422) },
      },
    },
    async (request, reply) => reply.code(202).send(await aiExecutions.execute(requireAuth(request), uploadParts(request))),
  );

  app.get(
    '/aifilters/executions/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'An AI execution with its progress, estimate and seconds left (your own; others 404)',
        params: idParams,
        response: { 200: aiExecutionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => aiExecutions.get(requireAuth(request).customerId, request.params.id),
  );

  const file = (which: AiExecutionFile, summary: string) =>
    app.get(
      `/aifilters/executions/:id/${which}`,
      {
        config: { auth: 'required' },
        schema: { tags, summary, params: idParams, response: { 200: pictureBody, ...errorResponses(400, 401, 404) } },
      },
      async (request, reply) => sendPicture(reply, await aiExecutions.openFile(requireAuth(request).customerId, request.params.id, which)),
    );
  file('source', 'The photo an AI execution ran on (your own; others 404)');
  file('result', 'The result of a succeeded AI execution (your own; 404 before it succeeded)');
};

/** For the AI filters plugin: registers the execution routes in their own scope (multipart stays inside it). */
export async function registerAiExecutionRoutes(app: FastifyInstance, options: { aiExecutions: AiExecutionsService }): Promise<void> {
  await app.register(aiExecutionsPlugin, options);
}
