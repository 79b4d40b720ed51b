import { apiErrorSchema } from '@booth/shared';

/** Response schemas for the error statuses a route can answer, so OpenAPI documents them too. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
