import { type AiEnhanceResult, type AiPrompt, aiEnhanceResultSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /aifilters/selfprompts/enhance: the prompts rewritten, and who rewrote them (a chat model or the local rules). */
export function enhancePrompts(body: AiPrompt): Promise<AiEnhanceResult> {
  return apiRequest('/aifilters/selfprompts/enhance', { method: 'POST', body, schema: aiEnhanceResultSchema });
}

export function useEnhancePrompts() {
  return useMutation({ mutationFn: enhancePrompts });
}
