import { aiVariants } from '@booth/shared';
import type { FastifyPluginAsync } from 'fastify';
import { parsingSerializerCompiler } from '@/modules/events/event-serializer.ts';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import { REFERENCE_PORTRAIT_PATH } from '@/platform/ai/reference-portrait.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { createAiFilterThumbnailService, type ThumbnailRuns } from './ai-filter-thumbnail.ts';
import { registerAiFilterSchemaComponents } from './ai-filters-openapi.ts';
import { aiFiltersRoutes } from './ai-filters.routes.ts';
import { createAiFiltersService } from './ai-filters.service.ts';
import { registerAiExecutionRoutes } from './ai-executions.routes.ts';
import type { AiExecutionsService } from './ai-executions.service.ts';
import { aiPromptsRoutes } from './ai-prompts.routes.ts';
import { createAiPromptsService } from './ai-prompts.service.ts';

export interface AiFilterServicesDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  providers: AiProviders;
  executions: AiExecutionsService;
  now: () => Date;
  log: Logger;
}

/**
 * A thumbnail run is an execution like a studio test, charged to whoever asks for it (the organiser's
 * own action). A filter with separate ids is shown with its first variant: the reference portrait is
 * one person, and a thumbnail is one picture.
 */
function thumbnailRuns(executions: AiExecutionsService): ThumbnailRuns {
  return {
    async startThumbnail({ customerId, filter, input }) {
      const variant = filter.useSeparateIds ? aiVariants[0] : null;
      const row = await executions.start({ customerId, filter, variant, eventId: null, shootId: null, purpose: 'thumbnail', input, isTest: false });
      return executions.view(row);
    },
  };
}

/** The AI filter catalogue's services: filters, prompts and thumbnails (executions are ai-executions.service.ts). */
export function createAiFilterServices(deps: AiFilterServicesDeps) {
  const { db, files, media, providers, now, log } = deps;
  return {
    filters: createAiFiltersService({ db, files, providers, now, log }),
    prompts: createAiPromptsService({ db, providers, now, log }),
    thumbnails: createAiFilterThumbnailService({ db, files, media, now, log, runs: thumbnailRuns(deps.executions), portraitPath: REFERENCE_PORTRAIT_PATH }),
  };
}
export type AiFilterServices = ReturnType<typeof createAiFilterServices>;

/** The AI studio's calls under /api (platform §7 "AI filters"): the catalogue, prompts, thumbnails and executions. */
export const aiFiltersPlugin: FastifyPluginAsync<{ aiFilters: AiFilterServices; aiExecutions: AiExecutionsService }> = async (app, { aiFilters, aiExecutions }) => {
  registerAiFilterSchemaComponents();
  // The prompt schemas strip control characters on the way in (z.preprocess), which zod cannot encode
  // backwards: answers are parsed instead, which still drops every column the contract does not name.
  app.setSerializerCompiler(parsingSerializerCompiler);
  await app.register(aiFiltersRoutes, { filters: aiFilters.filters, thumbnails: aiFilters.thumbnails });
  await app.register(aiPromptsRoutes, { prompts: aiFilters.prompts });
  // POST /aifilters/execute and GET /aifilters/executions/{id}(/source, /result): H2's routes, multipart in their own scope.
  await registerAiExecutionRoutes(app, { aiExecutions });
  // An execution started just before a crash may have lost its job; queue those again.
  app.addHook('onReady', async () => {
    const requeued = await aiExecutions.requeueUnfinished();
    if (requeued > 0) app.log.info({ requeued }, 'queued the AI executions left without a job');
  });
};
