import type { AiFilterScope } from '@/features/ai-studio/api/get-ai-filters';

/** Query keys of the AI studio; everything under `all` is refreshed after a filter changes. */
export const aiStudioKeys = {
  all: ['ai-filters'] as const,
  lists: ['ai-filters', 'list'] as const,
  list: (scope: AiFilterScope) => ['ai-filters', 'list', scope] as const,
  one: (slug: string) => ['ai-filters', 'one', slug] as const,
  providers: ['ai-filters', 'providers'] as const,
  prompts: (slug: string) => ['ai-filters', 'prompts', slug] as const,
  allPrompts: ['ai-filters', 'prompts'] as const,
  history: (limit: number) => ['ai-filters', 'history', limit] as const,
  histories: ['ai-filters', 'history'] as const,
  execution: (id: string) => ['ai-filters', 'execution', id] as const,
  credits: ['ai-studio', 'credits'] as const,
};
