import { type AiExecution, aiExecutionSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /aifilters/{slug}/generatethumbnail: runs the filter on the reference portrait; 202 with the execution to follow. */
export function generateThumbnail(slug: string): Promise<AiExecution> {
  return apiRequest(`/aifilters/${encodeURIComponent(slug)}/generatethumbnail`, { method: 'POST', schema: aiExecutionSchema });
}

export function useGenerateThumbnail() {
  return useMutation({ mutationFn: generateThumbnail });
}
