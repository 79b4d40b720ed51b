import { aiPromptSchema, aiProviderOptionsSchema, type AiFilter, type AiPromptEntry, type AiProviderInfo } from '@booth/shared';
import type { AiImageProvider } from '@/platform/ai/ai-provider.ts';
import type { AiFilterRow } from './ai-filters.table.ts';
import type { PromptExecution, PromptWithFilter } from './ai-prompts.repo.ts';

/**
 * The public address of a filter's thumbnail. `v` changes whenever the filter does, so the answer may
 * be cached for good under it (ai-filter-thumbnail.ts); booths link the same address (H3 guest view).
 */
export function aiFilterThumbnailUrl(row: Pick<AiFilterRow, 'slug' | 'thumbnailKey' | 'updatedAt'>): string | null {
  return row.thumbnailKey ? `/api/aifilters/${encodeURIComponent(row.slug)}/thumbnail?v=${row.updatedAt.getTime()}` : null;
}

/** A filter as the API answers it; `editable` is what the acting customer may do (ai-filter-access.ts). */
export function toAiFilterDto(row: AiFilterRow, editable: boolean): AiFilter {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    filterId: row.filterId,
    maleFilterId: row.maleFilterId,
    femaleFilterId: row.femaleFilterId,
    useSeparateIds: row.useSeparateIds,
    isPublic: row.isPublic,
    filterType: row.filterType,
    provider: row.provider,
    // Read through the schema, so options added later take their defaults on older rows.
    providerOptions: aiProviderOptionsSchema.parse(row.providerOptions),
    prompt: aiPromptSchema.parse(row.prompt),
    editable,
    thumbnail: aiFilterThumbnailUrl(row),
    activePromptId: row.activePromptId,
    pin: row.pin ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Prompt entries with their executions (newest first, as `executions` come). */
export function toPromptEntries(rows: readonly PromptWithFilter[], executions: readonly PromptExecution[]): AiPromptEntry[] {
  const byPrompt = new Map<string, AiPromptEntry['executions']>();
  for (const execution of executions) {
    const list = byPrompt.get(execution.promptId) ?? [];
    list.push({ id: execution.id, purpose: execution.purpose, status: execution.status, durationMs: execution.durationMs, credits: execution.credits, at: execution.createdAt.toISOString() });
    byPrompt.set(execution.promptId, list);
  }
  return rows.map(({ prompt, filter }) => ({
    id: prompt.id,
    filterSlug: filter.slug,
    filterName: filter.name,
    positivePrompt: prompt.positivePrompt,
    negativePrompt: prompt.negativePrompt,
    active: filter.activePromptId === prompt.id,
    createdAt: prompt.createdAt.toISOString(),
    executions: byPrompt.get(prompt.id) ?? [],
  }));
}

export function toProviderInfo(provider: AiImageProvider): AiProviderInfo {
  return { name: provider.name, configured: provider.configured, generative: provider.generative, creditsPerRun: provider.creditsPerRun, effects: [...provider.effects] };
}
