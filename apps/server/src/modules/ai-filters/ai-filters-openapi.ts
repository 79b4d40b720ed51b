import { aiFilterSchema, aiPinSchema, aiPromptEntrySchema, aiProviderInfoSchema } from '@booth/shared';
import { z } from 'zod';

/**
 * Names the AI filter schemas as OpenAPI components (as event-openapi.ts does for the event's): the
 * list, read, create, update and activation answers refer to one `AiFilter` instead of repeating it.
 */
export function registerAiFilterSchemaComponents(): void {
  const named: Array<[z.ZodType, string]> = [
    [aiPinSchema, 'AiPin'],
    [aiFilterSchema, 'AiFilter'],
    [aiPromptEntrySchema, 'AiPromptEntry'],
    [aiProviderInfoSchema, 'AiProviderInfo'],
  ];
  for (const [schema, id] of named) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
