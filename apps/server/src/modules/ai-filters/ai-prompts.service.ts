import { AI_PROMPT_MAX, aiFilterMessages, withoutForbiddenCharacters, type AiEnhanceResult, type AiFilter, type AiPrompt, type AiPromptEntry } from '@booth/shared';
import { z } from 'zod';
import { AiProviderUnavailable, Invalid, NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { aiFilterActor, changeableAiFilter, mayChangeAiFilter, readableAiFilter, type AiFilterActor } from './ai-filter-access.ts';
import { pinOfFilter } from './ai-filter-checks.ts';
import { toAiFilterDto, toPromptEntries } from './ai-filter-views.ts';
import { updateAiFilter } from './ai-filters.repo.ts';
import type { AiFilterRow } from './ai-filters.table.ts';
import { findPromptOfFilter, lastExecutionsOfPrompts, listPromptsOfFilter, promptHistory, type PromptWithFilter } from './ai-prompts.repo.ts';

/** How many of a prompt's runs its entry shows (time and credits of the latest tests). */
export const EXECUTIONS_PER_PROMPT = 5;
/** A chat model rewrites a prompt in seconds; longer is a provider that hangs. AI_TIMEOUT_MS still bounds it. */
export const ENHANCE_TIMEOUT_MS = 30_000;

export interface AiPromptsService {
  /** A filter's prompts, newest first, each with its latest executions. */
  list(auth: AuthContext, slug: string): Promise<AiPromptEntry[]>;
  /** The customer's newest prompts across its filters. */
  history(auth: AuthContext, limit: number): Promise<AiPromptEntry[]>;
  /** Makes a prompt of the filter the active one; answers the filter and its prompts, reloaded (platform §4). */
  activate(auth: AuthContext, slug: string, promptId: string): Promise<{ filter: AiFilter; prompts: AiPromptEntry[] }>;
  /** Rewrites a prompt for an image model (the configured chat model, or the labelled local rules). */
  enhance(auth: AuthContext, prompt: AiPrompt): Promise<AiEnhanceResult>;
}

export interface AiPromptsDeps {
  db: Db;
  providers: Pick<AiProviders, 'enhancer' | 'image' | 'timeoutMs'>;
  now: () => Date;
  log: Logger;
}

/** What a provider answered, held to the same rule as a typed prompt (its answer is not trusted either). */
function cleanPrompt(text: string): string {
  return withoutForbiddenCharacters(text, 'multi-line').trim().slice(0, AI_PROMPT_MAX).trim();
}

const enhancerAnswer = z.object({ positivePrompt: z.string(), negativePrompt: z.string() });

export function createAiPromptsService(deps: AiPromptsDeps): AiPromptsService {
  const { db, providers, now, log } = deps;

  /**
   * The entries with their executions: the acting customer's runs (a library filter's prompts show one's
   * own tests, not other customers'), every customer's for an admin.
   */
  async function entries(actor: AiFilterActor, rows: PromptWithFilter[]): Promise<AiPromptEntry[]> {
    const prompts = rows.map((row) => ({ id: row.prompt.id, filterId: row.prompt.filterId }));
    const executions = await lastExecutionsOfPrompts(db, prompts, { customerId: actor.admin ? null : actor.customerId, perPrompt: EXECUTIONS_PER_PROMPT });
    return toPromptEntries(rows, executions);
  }

  const promptsOf = async (actor: AiFilterActor, filter: AiFilterRow) => entries(actor, await listPromptsOfFilter(db, filter.id));

  return {
    async list(auth, slug) {
      const actor = await aiFilterActor(db, auth);
      return promptsOf(actor, await readableAiFilter(db, actor, slug));
    },

    async history(auth, limit) {
      const actor = await aiFilterActor(db, auth);
      return entries(actor, await promptHistory(db, actor.customerId, limit));
    },

    async activate(auth, slug, promptId) {
      const actor = await aiFilterActor(db, auth);
      const filter = await changeableAiFilter(db, actor, slug);
      const prompt = await findPromptOfFilter(db, filter.id, promptId);
      if (!prompt) throw new NotFound('No such prompt of this filter');
      const text = { positivePrompt: prompt.positivePrompt, negativePrompt: prompt.negativePrompt };
      const pin = pinOfFilter({ ...filter, prompt: text }, providers.image(filter.provider));
      const updated = (await updateAiFilter(db, filter.id, { prompt: text, activePromptId: prompt.id, pin, updatedAt: now() })) ?? filter;
      return { filter: toAiFilterDto(updated, mayChangeAiFilter(actor, updated)), prompts: await promptsOf(actor, updated) };
    },

    async enhance(_auth, prompt) {
      if (prompt.positivePrompt === '') {
        throw new Invalid('Write a positive prompt to enhance', [{ path: 'positivePrompt', message: 'Write a positive prompt to enhance', code: 'required' }]);
      }
      const enhancer = providers.enhancer();
      let answer: AiPrompt;
      try {
        answer = enhancerAnswer.parse(await enhancer.enhance(prompt, AbortSignal.timeout(Math.min(ENHANCE_TIMEOUT_MS, providers.timeoutMs))));
      } catch (error) {
        log.warn({ err: error, enhancer: enhancer.name }, 'prompt enhancement failed');
        throw new AiProviderUnavailable(aiFilterMessages.enhance);
      }
      const positivePrompt = cleanPrompt(answer.positivePrompt);
      // An answer without a prompt is no enhancement: keep what the organiser wrote rather than erase it.
      if (positivePrompt === '') throw new AiProviderUnavailable(aiFilterMessages.enhance);
      return { positivePrompt, negativePrompt: cleanPrompt(answer.negativePrompt), provider: enhancer.name };
    },
  };
}
