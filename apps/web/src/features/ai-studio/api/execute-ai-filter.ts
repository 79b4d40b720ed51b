import { type AiExecution, type AiVariant, aiExecutionSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/lib/upload';

export interface ExecuteInput {
  slug: string;
  variant?: AiVariant;
  file: File;
}

/** POST /aifilters/execute (multipart: slug, variant, then the photo): 202 with the execution to follow. */
export function executeAiFilter({ slug, variant, file }: ExecuteInput): Promise<AiExecution> {
  return uploadFile({ path: '/aifilters/execute', fields: variant ? { slug, variant } : { slug }, file, schema: aiExecutionSchema });
}

export function useExecuteAiFilter() {
  return useMutation({ mutationFn: executeAiFilter });
}
