import { AI_PROMPT_HISTORY_LIMIT, AI_PROMPT_HISTORY_MAX, aiEnhanceRequestSchema, aiEnhanceResultSchema, aiPromptActivatedSchema, aiPromptEntrySchema, aiPromptHistoryQuerySchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { enhancePolicy } from './ai-filter-rate-limits.ts';
import { aiFilterSlugParams } from './ai-filters.routes.ts';
import { EXECUTIONS_PER_PROMPT, type AiPromptsService } from './ai-prompts.service.ts';

const tags = ['aifilters'];
const EXECUTIONS_NOTE = `Each entry carries its last ${EXECUTIONS_PER_PROMPT} executions (status, time, credits): the caller's own runs (an admin sees every customer's).`;

/** Prompt history and activation (platform §4, §9) and prompt enhancement. */
export const aiPromptsRoutes: FastifyPluginAsyncZod<{ prompts: AiPromptsService }> = async (app, { prompts }) => {
  app.get(
    '/aifilters/prompthistory',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's newest prompts across its own filters",
        description: `\`limit\` default ${AI_PROMPT_HISTORY_LIMIT} (platform §9), at most ${AI_PROMPT_HISTORY_MAX}. ${EXECUTIONS_NOTE}`,
        querystring: aiPromptHistoryQuerySchema,
        response: { 200: z.array(aiPromptEntrySchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => prompts.history(requireAuth(request), request.query.limit),
  );

  app.get(
    '/aifilters/:slug/prompts',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A filter's prompts, newest first; `active` marks the one in force",
        description: `Readable like the filter (own, library, or any for admins; else 404). ${EXECUTIONS_NOTE}`,
        params: aiFilterSlugParams,
        response: { 200: z.array(aiPromptEntrySchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => prompts.list(requireAuth(request), request.params.slug),
  );

  app.post(
    '/aifilters/:slug/prompts/:promptId/activate',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Make one of the filter\'s prompts the active one; answers the filter and its prompts, reloaded',
        description:
          'One prompt is active at a time (platform §4): the filter runs its text from now on and records the new pin. Only who may change the filter (owner; admins for library filters); a prompt of another filter answers 404.',
        params: aiFilterSlugParams.extend({ promptId: z.uuid() }),
        response: { 200: aiPromptActivatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => prompts.activate(requireAuth(request), request.params.slug, request.params.promptId),
  );

  app.post(
    '/aifilters/selfprompts/enhance',
    {
      config: { auth: 'required' },
      onRequest: limitedBy(app, enhancePolicy),
      schema: {
        tags,
        summary: 'Rewrite a prompt for an image model',
        description:
          'The OpenAI-compatible chat model when one is configured (`provider: openai`), otherwise the local rules (`provider: local`: no model, labelled). The answer is held to the prompt rules (control characters stripped, length limited). A failing or silent provider answers 502 AI_PROVIDER_ERROR "Failed to enhance prompts"; nothing is saved either way. 60 per address in 10 minutes.',
        body: aiEnhanceRequestSchema,
        response: { 200: aiEnhanceResultSchema, ...errorResponses(400, 401, 429, 502) },
      },
    },
    async (request) => prompts.enhance(requireAuth(request), request.body),
  );
};
