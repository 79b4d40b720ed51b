import { aiPromptActivatedSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

export type AiPromptActivated = z.infer<typeof aiPromptActivatedSchema>;

/** POST /aifilters/{slug}/prompts/{promptId}/activate: the filter and its prompts as they are now. */
export function activatePrompt({ slug, promptId }: { slug: string; promptId: string }): Promise<AiPromptActivated> {
  return apiRequest(`/aifilters/${encodeURIComponent(slug)}/prompts/${encodeURIComponent(promptId)}/activate`, { method: 'POST', schema: aiPromptActivatedSchema });
}

/** One prompt active at a time; afterwards the filter and the prompt history are reloaded (platform §4). */
export function useActivatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePrompt,
    onSuccess: async ({ filter, prompts }) => {
      queryClient.setQueryData(aiStudioKeys.prompts(filter.slug), prompts);
      queryClient.setQueryData(aiStudioKeys.one(filter.slug), filter);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: aiStudioKeys.one(filter.slug) }),
        queryClient.invalidateQueries({ queryKey: aiStudioKeys.histories }),
        queryClient.invalidateQueries({ queryKey: aiStudioKeys.lists }),
      ]);
    },
  });
}
