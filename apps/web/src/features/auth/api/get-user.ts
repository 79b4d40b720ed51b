import { authUserSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * The user record of GET /auth/user. `activated` and `recoveryToken` belong to the moderator flow
 * of a later issue; they are optional so the routing rule that needs them works once they arrive.
 */
export const sessionUserSchema = authUserSchema.extend({
  activated: z.boolean().optional(),
  recoveryToken: z.string().nullish(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export function getUser(): Promise<SessionUser> {
  // An expired session is handled by the route guard that loads this record, not by the 401 event.
  return apiRequest('/auth/user', { schema: sessionUserSchema, onUnauthenticated: 'ignore' });
}

/** Fetched once per session: the record is "dirty" until this query has data (platform §4). */
export function getUserQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'user'], queryFn: getUser, staleTime: Infinity, retry: false });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
