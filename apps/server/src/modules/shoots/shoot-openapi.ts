import { shootListSchema, shootSchema, userFeedbackSchema } from '@booth/shared';
import { z } from 'zod';

/**
 * Names the picture schemas as OpenAPI components (as event-openapi.ts does for the event's): the list,
 * chunks, PATCH and retry answers refer to one `Shoot` instead of repeating it, which keeps the document
 * small enough for the docs UI.
 */
export function registerShootSchemaComponents(): void {
  const named: Array<[z.ZodType, string]> = [
    [userFeedbackSchema, 'UserFeedback'],
    [shootSchema, 'Shoot'],
    [shootListSchema, 'ShootList'],
  ];
  for (const [schema, id] of named) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
