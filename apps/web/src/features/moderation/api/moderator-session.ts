import { type ModeratorMe, moderatorMeSchema } from '@booth/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export const moderatorSessionKey = ['moderator-session'] as const;

/**
 * GET /auth/moderation/me: the moderator signed in in this browser (their session is an HttpOnly cookie
 * of its own), or null when there is none. A 401 is an answer here, not a failure.
 */
export async function getModeratorSession(signal?: AbortSignal): Promise<ModeratorMe | null> {
  try {
    return await apiRequest('/auth/moderation/me', { schema: moderatorMeSchema, signal, onUnauthenticated: 'ignore', quiet: true });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function getModeratorSessionQueryOptions() {
  return queryOptions({ queryKey: moderatorSessionKey, queryFn: ({ signal }) => getModeratorSession(signal), staleTime: Infinity, retry: false });
}

/** For the route guard: the moderator session, asked once and then kept; a server that cannot be asked counts as none. */
export function loadModeratorSession(queryClient: QueryClient): Promise<ModeratorMe | null> {
  return queryClient.ensureQueryData(getModeratorSessionQueryOptions()).catch(() => null);
}

export function useModeratorSession() {
  return useQuery(getModeratorSessionQueryOptions());
}
